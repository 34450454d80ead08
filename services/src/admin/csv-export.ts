import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';

/** One CSV column: its heading and how to read it from an item. */
export interface CsvColumn<T> {
  header: string;
  value(item: T): string | number | boolean | null;
}

const CELL_OPTIONS = {
  // A cell starting with = + - @ (or a tab or CR) gets a leading ' so a spreadsheet shows it as
  // text instead of running it as a formula (CSV injection).
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'yes' : 'no') },
};

/**
 * Sends every item of `pages` as a CSV attachment (csv-stringify quotes and escapes each cell).
 * The whole file is built before the first byte goes out, so a failure midway is a clean error
 * answer instead of a cut-off file.
 */
export async function sendCsv<T>(res: Response, fileName: string, columns: CsvColumn<T>[], pages: AsyncIterable<T[]>): Promise<void> {
  // A BOM so spreadsheet programs read the UTF-8 names right.
  const chunks = [stringify([columns.map((c) => c.header)], { ...CELL_OPTIONS, bom: true })];
  for await (const items of pages) chunks.push(stringify(items.map((item) => columns.map((c) => c.value(item))), CELL_OPTIONS));
  res.attachment(fileName);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.send(chunks.join(''));
}

/** `inquiries-2026-11-23.csv`: the list's name and today's date (UTC). */
export const csvName = (list: string) => `${list}-${new Date().toISOString().slice(0, 10)}.csv`;
