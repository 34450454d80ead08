const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const compression = require('compression');
const express = require('express');
const { raw } = require('../test-support/raw');
const { precompressedStatic } = require('./precompressed');

const CHROMIUM = 'gzip, deflate, br, zstd';
const SCRIPT = `${'console.log("a script of the site");\n'.repeat(200)}`;

describe('pre-compressed build files', () => {
  let dir;
  let server;

  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    dir = path.join(base, 'dist');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'app.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'app.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'app.js.gz'), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'plain.css'), `${'.a{color:red}\n'.repeat(100)}`);
    // Outside the served folder: never reachable, compressed or not.
    fs.writeFileSync(path.join(base, 'secret.js'), 'secret');
    fs.writeFileSync(path.join(base, 'secret.js.br'), zlib.brotliCompressSync('secret'));

    const app = express();
    // As in the gateway: per-request compression in front, for what has no copy.
    // @ts-expect-error @types/compression is written against express 4's types (the root's, for the API); compression works as express 5 middleware
    app.use(compression());
    app.use(precompressedStatic(dir, { index: false, setHeaders: (res, file) => res.setHeader('X-Served-As', path.basename(file)) }));
    app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
  });

  afterAll(() => {
    server.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("sends the .br copy as it is to a browser that accepts brotli, with the file's own type and headers", async () => {
    const res = await raw(server, '/app.js', { 'accept-encoding': CHROMIUM });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The folder's own header rule sees the file asked for, not its copy.
    expect(res.headers['x-served-as']).toBe('app.js');
    // Not compressed a second time: the bytes on the wire are the copy's.
    expect(res.body.equals(fs.readFileSync(path.join(dir, 'app.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the .gz copy where brotli is not accepted, and follows the q-values', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'br;q=0.5, gzip']) {
      const res = await raw(server, '/app.js', { 'accept-encoding': header });
      expect([header, res.headers['content-encoding']]).toEqual([header, 'gzip']);
      expect(zlib.gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const res = await raw(server, '/app.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('keeps the query string and answers HEAD with the same headers', async () => {
    const withQuery = await raw(server, '/app.js?v=2', { 'accept-encoding': CHROMIUM });
    expect(withQuery.headers['content-encoding']).toBe('br');
    const head = await raw(server, '/app.js', { 'accept-encoding': CHROMIUM }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends the .gz copy to a brotli client where the folder has no .br of the file', async () => {
    const only = path.join(dir, 'only-gzip.js');
    fs.writeFileSync(only, SCRIPT);
    fs.writeFileSync(`${only}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
    const res = await raw(server, '/only-gzip.js', { 'accept-encoding': CHROMIUM });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(fs.readFileSync(`${only}.gz`))).toBe(true);
  });

  it('falls back to the file (compressed per request) when the folder has no copy of it', async () => {
    const res = await raw(server, '/plain.css', { 'accept-encoding': CHROMIUM });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(fs.readFileSync(path.join(dir, 'plain.css'), 'utf8'));
  });

  it('serves the plain file, with no stale encoding header, once a copy is deleted while running', async () => {
    const copy = path.join(dir, 'gone.js');
    fs.writeFileSync(copy, SCRIPT);
    fs.writeFileSync(`${copy}.br`, zlib.brotliCompressSync(SCRIPT));
    expect((await raw(server, '/gone.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    fs.rmSync(`${copy}.br`);
    const res = await raw(server, '/gone.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    // Compressed by the per-request middleware, which it could not be if a br header were left over.
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    fs.rmSync(copy);
    const missing = await raw(server, '/gone.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).toBe('Not found');
  });

  it('never reaches outside the folder through the compressed copy', async () => {
    for (const attempt of ['/../secret.js', '/..%2fsecret.js', '/%2e%2e/secret.js']) {
      const res = await raw(server, attempt, { 'accept-encoding': 'br' });
      expect([attempt, res.status]).toEqual([attempt, 404]);
      expect(res.body.toString()).not.toContain('secret');
    }
  });
});
