import { isISO8601, isRFC3339, ValidateBy, type ValidationOptions } from 'class-validator';

/** Offsets people live in (UTC-12:00 to UTC+14:00); PostgreSQL refuses anything past ±15:59. */
const OFFSET = /(?:Z|([+-])(\d{2}):(\d{2}))$/i;

/**
 * An instant as the back office's filters take it: an RFC 3339 date-time ("2026-01-31T21:00:00Z",
 * "2026-02-01T00:00:00.000+03:00") naming a real calendar day, in a real time zone. ISO 8601 forms
 * that PostgreSQL cannot read, or reads differently (a year alone, a week date, a year before 1, a
 * decimal comma), and a date like February 30th (which would roll over to March) are refused.
 */
export function isInstant(value: unknown): boolean {
  if (typeof value !== 'string' || !isRFC3339(value) || !isISO8601(value, { strict: true, strictSeparator: true })) return false;
  const offset = OFFSET.exec(value);
  if (!offset) return false;
  if (!offset[1]) return true;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '+' ? minutes <= 14 * 60 : minutes <= 12 * 60;
}

/** class-validator's form of isInstant, for every date filter of the lists. */
export function IsInstant(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isInstant', validator: { validate: isInstant } }, options);
}
