import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * An ISO 8601 calendar date or UTC/offset time as the summary takes it: `2026-11-22`,
 * `2026-11-22T00:15Z`, `2026-11-22T00:15:00.000Z`, `2026-11-22T03:15:00+03:00`. Nothing else of
 * ISO 8601 (a year alone, a week date, a signed year, a decimal comma): PostgreSQL reads some of
 * those differently or not at all (a 500), and `Date` would roll an impossible day over.
 */
const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,3})?)?(Z|[+-](\d\d):(\d\d)))?$/;

/** True for a time of ISO_TIME's shape that names a real day and time (no 2026-02-30, no 24:00). */
export function isRealIsoTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is this month's last day.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return !Number.isNaN(Date.parse(m[4] === undefined ? `${value}T00:00:00Z` : value));
}

/** The decorator of a query field that must be such a time. */
export function IsRealIsoTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isRealIsoTime', validator: { validate: (value) => isRealIsoTime(value) } }, options);
}

/** The time a valid `since` names (a date alone: its midnight UTC). */
export function sinceTime(value: string): Date {
  return new Date(value.includes('T') ? value : `${value}T00:00:00Z`);
}
