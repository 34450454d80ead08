import { decodeCursor, pageOf, type Cursor } from './list-query';

export interface Page<D> {
  items: D[];
  nextCursor: string | null;
}

/**
 * A list read in cursor pages: `select` reads up to `limit` rows after a cursor (in the list's
 * order), `cursorOf` says where a row ends a page, `toDtos` turns a page of rows into answers.
 */
export interface PagedSource<R, D> {
  select(cursor: Cursor | undefined, limit: number): Promise<R[]>;
  cursorOf(row: R): Cursor;
  toDtos(rows: R[]): Promise<D[]>;
  /** What a cursor's id must look like (checked before it reaches SQL). */
  idPattern: RegExp;
}

/** One page: the first, or the one after `cursorText` (a bad cursor is a 400 naming it). */
export async function readPage<R, D>(source: PagedSource<R, D>, cursorText: string | undefined, limit: number): Promise<Page<D>> {
  const cursor = cursorText ? decodeCursor(cursorText, source.idPattern) : undefined;
  const rows = await source.select(cursor, limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (r) => source.cursorOf(r));
  return { items: await source.toDtos(page), nextCursor };
}

/** Every page of the list, `batch` rows at a time (the CSV export). */
export async function* readAll<R, D>(source: PagedSource<R, D>, batch = 500): AsyncGenerator<D[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await source.select(cursor, batch);
    if (!rows.length) return;
    yield source.toDtos(rows);
    if (rows.length < batch) return;
    cursor = source.cursorOf(rows[rows.length - 1]);
  }
}
