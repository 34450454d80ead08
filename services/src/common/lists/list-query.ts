import { InputValidationException } from '../validation';

/** Where a page ends: the last row's exact created_at (microseconds, UTC) and its id. */
export interface Cursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** SQL giving created_at as the text a cursor holds (full precision: a JS Date would drop microseconds). */
export const CURSOR_TIME_SQL = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Opaque to clients: base64url of the JSON pair. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

/**
 * Reads a cursor back, checking every part before it reaches SQL (a bad timestamp or id would
 * be a database error otherwise): anything else is a 400 naming the field.
 */
export function decodeCursor(raw: string, id: RegExp): Cursor {
  const refuse = () => new InputValidationException({ cursor: ['This cursor is not valid; start again from the first page.'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') throw refuse();
  const [createdAt, rowId] = parsed as [string, string];
  // The timestamp must name a real instant: a date like February 30th would round-trip differently,
  // and year 0000 is one for JavaScript but not for PostgreSQL (it was a 500).
  const ms = createdAt.slice(0, 23);
  if (!TIMESTAMP.test(createdAt) || createdAt.startsWith('0000') || Number.isNaN(Date.parse(`${ms}Z`)) || new Date(`${ms}Z`).toISOString().slice(0, 23) !== ms) throw refuse();
  if (!id.test(rowId)) throw refuse();
  return { createdAt, id: rowId };
}

/** A search text as a LIKE pattern matching it anywhere, its own % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page of rows fetched with one extra (`limit + 1`), and the cursor of the next page when that extra exists. */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (row: R) => Cursor): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit && page.length ? encodeCursor(cursorOf(page[page.length - 1])) : null };
}
