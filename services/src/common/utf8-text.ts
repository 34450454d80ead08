import { isUtf8 } from 'node:buffer';

/** What a field whose bytes were not UTF-8 is told (the decoder put U+FFFD where they stood). */
export const NOT_UTF8 = 'This value is not valid UTF-8 text';

/** A body error that names the fields whose text was not valid UTF-8 (body-errors.ts answers it). */
export class InvalidUtf8Body extends Error {
  readonly status = 400;
  constructor(readonly fields: string[]) {
    super('The request body is not valid UTF-8.');
  }
}

/**
 * The fields of a parsed value whose strings hold U+FFFD, as dotted paths ("name", "items.0.title").
 * Called only for a body whose bytes were not valid UTF-8: there, the replacement character marks
 * where the decoder met bytes it could not read, and those fields are the ones to name.
 */
export function fieldsWithReplacement(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes('\uFFFD') ? [at || 'body'] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => fieldsWithReplacement(child, at ? `${at}.${key}` : key));
}

/**
 * body-parser's `verify` hook for JSON: a UTF-8 body must be valid UTF-8. Decoded as it is, its
 * unreadable bytes would be stored as U+FFFD, and a name or message would reach the agency changed.
 */
export function verifyUtf8Json(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  if (encoding.toLowerCase() !== 'utf-8' || isUtf8(buf)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(buf.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  throw new InvalidUtf8Body(fieldsWithReplacement(parsed));
}
