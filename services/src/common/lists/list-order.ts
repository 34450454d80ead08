import { InputValidationException } from '../validation';
import { containsPattern, CURSOR_TIME_SQL, type Cursor } from './list-query';

/** How a list is ordered: newest first (the default), oldest first, or grouped by status in the work's order. */
export const LIST_SORTS = ['newest', 'oldest', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The window and order of a list query, on top of its search and status filter. */
export interface ListWindow {
  sort?: ListSort;
  /** Instants (ISO): created at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

/** What staff narrow a list by: search text, a status, an owner, and the window and order. */
export interface ListFilter extends ListWindow {
  q?: string;
  status?: string;
  /** A staff address, or "none" for items nobody owns (lists whose items have an owner). */
  owner?: string;
}

/** SQL ranking a status in the order given (unknown statuses last). */
export function statusRankSql(statuses: readonly string[]): string {
  return `(CASE status ${statuses.map((s, i) => `WHEN '${s.replace(/'/g, "''")}' THEN ${i}`).join(' ')} ELSE ${statuses.length} END)`;
}

/**
 * The ORDER BY and the "after the cursor" condition of a list, its parameters appended to `params`.
 * Under the status sort the cursor's id carries the last row's rank ("1:<id>"): rows are ordered by
 * (rank, created_at DESC, key DESC), so the rank is part of where a page ends.
 */
export function orderAndCursor(sort: ListSort, key: string, statuses: readonly string[], cursor: Cursor | undefined, params: unknown[]): { orderBy: string; after: string } {
  const rank = statusRankSql(statuses);
  const keyCast = key === 'id' ? '::uuid' : '::text';
  const add = (value: unknown) => `$${params.push(value)}`;
  if (sort === 'oldest') {
    const after = cursor ? `(created_at, ${key}) > (${add(cursor.createdAt)}::timestamptz, ${add(cursor.id)}${keyCast})` : 'TRUE';
    return { orderBy: `created_at ASC, ${key} ASC`, after };
  }
  if (sort === 'status') {
    if (!cursor) return { orderBy: `${rank} ASC, created_at DESC, ${key} DESC`, after: 'TRUE' };
    const [r, ...rest] = cursor.id.split(':');
    const id = rest.join(':');
    const pr = add(Number(r));
    const after = `(${rank} > ${pr} OR (${rank} = ${pr} AND (created_at, ${key}) < (${add(cursor.createdAt)}::timestamptz, ${add(id)}${keyCast})))`;
    return { orderBy: `${rank} ASC, created_at DESC, ${key} DESC`, after };
  }
  const after = cursor ? `(created_at, ${key}) < (${add(cursor.createdAt)}::timestamptz, ${add(cursor.id)}${keyCast})` : 'TRUE';
  return { orderBy: `created_at DESC, ${key} DESC`, after };
}

/** The created_at window's condition, its parameters appended to `params`. */
export function windowSql(window: ListWindow, params: unknown[]): string {
  const parts: string[] = [];
  if (window.from) parts.push(`created_at >= $${params.push(window.from)}::timestamptz`);
  if (window.to) parts.push(`created_at < $${params.push(window.to)}::timestamptz`);
  if (window.from && window.to && Date.parse(window.from) > Date.parse(window.to)) {
    throw new InputValidationException({ to: ['The end of the date range must not be before its start'] });
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/** The id a cursor keeps for a row: under the status sort, prefixed with the row's rank. */
export function cursorId(sort: ListSort | undefined, statuses: readonly string[], status: string, id: string): string {
  if (sort !== 'status') return id;
  const rank = statuses.indexOf(status);
  return `${rank < 0 ? statuses.length : rank}:${id}`;
}

/** The pattern a cursor's id must match, for a list keyed by `key` (a UUID or a payment reference). */
export function cursorIdPattern(sort: ListSort | undefined, key: RegExp): RegExp {
  if (sort !== 'status') return key;
  const body = key.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^\\d{1,2}:${body}$`, key.flags);
}

/** What tells one list's SQL from another's. */
export interface ListTable {
  table: string;
  /** The selected columns (the cursor's time is added as cursor_time). */
  columns: string;
  /** The row's key, after created_at in the order: "id" (a uuid) or "reference". */
  key: string;
  /** The statuses in the order the status sort groups them. */
  statuses: readonly string[];
  /** The condition a search text meets, given its LIKE pattern's placeholder (its own parameters added to `params`). */
  matches(pattern: string, q: string, params: unknown[]): string;
  /** Further conditions of the filter (the owner's), their parameters added to `params`. */
  more?(filter: ListFilter, params: unknown[]): string;
}

/** One page of a list as SQL: search, status, the table's own conditions, window, order, after the cursor. */
export function listQuery(list: ListTable, filter: ListFilter, cursor: Cursor | undefined, limit: number): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = [
    filter.q ? `(${list.matches(add(containsPattern(filter.q)), filter.q, params)})` : 'TRUE',
    filter.status ? `status = ${add(filter.status)}::text` : 'TRUE',
    list.more ? list.more(filter, params) : 'TRUE',
    windowSql(filter, params),
  ];
  const { orderBy, after } = orderAndCursor(filter.sort ?? 'newest', list.key, list.statuses, cursor, params);
  return {
    text: `SELECT ${list.columns}, ${CURSOR_TIME_SQL} AS cursor_time FROM ${list.table}
            WHERE ${[...conditions, after].join(' AND ')}
            ORDER BY ${orderBy}
            LIMIT ${add(limit)}`,
    params,
  };
}
