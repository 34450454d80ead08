import { Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

const log = new Logger('CsvExport');

/**
 * Sends every item of `pages` as a CSV attachment (csv-stringify quotes and escapes each cell),
 * one page (500 rows) at a time as the staff member's connection takes it: a replica holds one
 * page of an export in memory, not the whole list (building the file first held every row of
 * every export running at once).
 *
 * The first page is read before anything is sent, so a query that fails at once (the database
 * down) is still a clean error answer. A failure after that can no longer change the status: the
 * connection is cut before the last chunk, so the browser and curl report a failed download,
 * never a complete-looking file with rows missing. A staff member who leaves stops the reading.
 */
export async function sendCsv<T>(res: Response, fileName: string, columns: CsvColumn<T>[], pages: AsyncIterable<T[]>): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.attachment(fileName);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  const rows = (items: T[]) => stringify(items.map((item) => columns.map((c) => c.value(item))), CELL_OPTIONS);
  async function* chunks(): AsyncGenerator<string> {
    try {
      // A BOM so spreadsheet programs read the UTF-8 names right.
      yield stringify([columns.map((c) => c.header)], { ...CELL_OPTIONS, bom: true });
      for (let page = first; !page.done; page = await iterator.next()) yield rows(page.value);
    } finally {
      // Also when the staff member left midway: the pages' generator ends its reading.
      await iterator.return?.();
    }
  }
  try {
    await pipeline(Readable.from(chunks()), res);
  } catch (error) {
    // pipeline has already destroyed the response (the cut described above); nothing else can be sent.
    // A staff member cancelling the download is no fault of the API's.
    const left = (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
    log[left ? 'debug' : 'warn'](`CSV export ${fileName} stopped after its headers were sent: ${(error as Error).message}`);
  }
}

/** `inquiries-2026-11-23.csv`: the list's name and today's date (UTC). */
export const csvName = (list: string) => `${list}-${new Date().toISOString().slice(0, 10)}.csv`;
