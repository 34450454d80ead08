import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendCsv, type CsvColumn } from './csv-export';

interface Row {
  name: string;
  paid: boolean;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Paid', value: (r) => r.paid },
];

/** What the export's caller sees: pages read so far, and whether the reading was ended. */
function pages(count: number, { size = 2, failAt = -1, name = (p: number, i: number) => `row ${p}.${i}` } = {}) {
  const seen = { read: 0, ended: false };
  async function* generate(): AsyncGenerator<Row[]> {
    try {
      for (let p = 0; p < count; p++) {
        if (p === failAt) throw new Error('the database went away');
        seen.read++;
        yield Array.from({ length: size }, (_, i) => ({ name: name(p, i), paid: i % 2 === 0 }));
      }
    } finally {
      seen.ended = true;
    }
  }
  return { seen, pages: generate() };
}

/** A real HTTP server answering with sendCsv, as the admin controllers do (errors answered as 500 JSON). */
async function serve(source: AsyncIterable<Row[]>) {
  const app = express();
  app.get('/export.csv', (_req, res, next) => {
    sendCsv(res, 'list-2026-11-26.csv', COLUMNS, source).catch(next);
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ message: error.message });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv` };
}

/** GET with node:http: the status, the headers, and the body, or how the transfer ended. */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, complete: res.complete });
        res.on('end', done);
        res.on('error', done); // "aborted": the server cut the connection
      })
      .on('error', reject);
  });
}

describe('CSV export', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  it('sends every page with a BOM, the headings, quoted cells and no formulas', async () => {
    const { seen, pages: source } = pages(3, { name: (p, i) => (p === 1 && i === 0 ? '=HYPERLINK("x"), "quoted"' : `row ${p}.${i}`) });
    const s = await serve(source);
    server = s.server;
    const res = await get(s.url);
    expect(res.status).toBe(200);
    expect(res.complete).toBe(true);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="list-2026-11-26.csv"');
    expect(res.body.split('\n')).toEqual([
      '\ufeffName,Paid',
      'row 0.0,yes',
      'row 0.1,no',
      `"'=HYPERLINK(""x""), ""quoted""",yes`,
      'row 1.1,no',
      'row 2.0,yes',
      'row 2.1,no',
      '',
    ]);
    expect(seen).toEqual({ read: 3, ended: true });
  });

  it('answers a failure on the first page with a clean error, nothing of a file sent', async () => {
    const s = await serve(pages(3, { failAt: 0 }).pages);
    server = s.server;
    const res = await get(s.url);
    expect(res.status).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ message: 'the database went away' });
  });

  it('cuts the download on a failure after the first page: never a complete-looking file', async () => {
    const s = await serve(pages(5, { failAt: 2 }).pages);
    server = s.server;
    const res = await get(s.url);
    expect(res.status).toBe(200);
    expect(res.complete).toBe(false);
    expect(res.body).toContain('row 1.1');
    expect(res.body).not.toContain('row 2.0');
  });

  it('reads a page only as the connection takes it, and stops reading when the client leaves', async () => {
    // 2000 pages of about 100 KB: 200 MB if it were built first. The client reads one chunk and leaves.
    const { seen, pages: source } = pages(2000, { size: 1000, name: (p, i) => `${p}.${i}.${'x'.repeat(90)}` });
    const s = await serve(source);
    server = s.server;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(s.url, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (error.message === 'socket hang up' ? resolve() : reject(error)));
    });
    const deadline = Date.now() + 5000;
    while (!seen.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(seen.ended).toBe(true);
    // Socket buffers hold a few pages at most; the rest was never read.
    expect(seen.read).toBeLessThan(100);
  });
});
