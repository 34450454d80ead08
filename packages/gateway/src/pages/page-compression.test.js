const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { raw } = require('../test-support/raw');
const { createGateway } = require('../gateway');
const { createPageCache } = require('./page-cache');

const CHROMIUM = 'gzip, deflate, br, zstd';
const KEPT = `<!doctype html><html lang=en><head><title>Kept</title></head><body>${'<p>a kept page</p>'.repeat(300)}</body></html>`;
const FRESH = `<!doctype html><html lang=en><head><title>Fresh</title></head><body>${'<p>a fresh page</p>'.repeat(300)}</body></html>`;

const decode = (res) =>
  res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.body).toString() : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body).toString() : res.body.toString();

describe('kept pages are compressed once', () => {
  let shellDist;
  let site;
  let kept;

  beforeAll(async () => {
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-compression-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
    const cache = createPageCache();
    kept = cache.set('stamp /kept', KEPT);
    await cache.compressed();
    const pages = {
      async render(url) {
        if (url === '/kept') return { ...kept, status: 200 };
        // Kept a moment ago: its compressed bytes are not made yet.
        if (url === '/just-kept') return { html: KEPT, etag: '"just"', encoded: {}, status: 200 };
        return { html: FRESH, etag: null, status: 200 };
      },
    };
    site = await new Promise((resolve) => {
      const s = createGateway({ apiUrl: 'http://127.0.0.1:9', pages, shellDist, deployDir: shellDist }).listen(0, '127.0.0.1', () => resolve(s));
    });
  });

  afterAll(() => {
    site.close();
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  it('makes brotli and gzip bytes of a kept page', () => {
    expect(zlib.brotliDecompressSync(kept.encoded.br).toString()).toBe(KEPT);
    expect(zlib.gunzipSync(kept.encoded.gzip).toString()).toBe(KEPT);
    expect(kept.encoded.br.length).toBeLessThan(kept.encoded.gzip.length);
  });

  it('skips a page that left the cache before its turn to be compressed', async () => {
    const small = createPageCache({ max: 1 });
    const dropped = small.set('stamp /a', KEPT);
    const current = small.set('stamp /b', FRESH);
    await small.compressed();
    expect(dropped.encoded).toEqual({});
    expect(zlib.brotliDecompressSync(/** @type {Buffer} */ (current.encoded.br)).toString()).toBe(FRESH);
  });

  it('sends those bytes as they are, with a validator of their own', async () => {
    const br = await raw(site, '/kept', { 'accept-encoding': CHROMIUM });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.equals(kept.encoded.br)).toBe(true);
    expect(br.headers.etag).toBe(`${kept.etag.slice(0, -1)}-br"`);
    // The page's own headers are there too (its policy allows its inline scripts by hash).
    expect(br.headers['content-security-policy']).toBeTruthy();

    const gzip = await raw(site, '/kept', { 'accept-encoding': 'gzip' });
    expect(gzip.body.equals(kept.encoded.gzip)).toBe(true);
    expect(gzip.headers.etag).toBe(`${kept.etag.slice(0, -1)}-gzip"`);

    const plain = await raw(site, '/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(KEPT);
    expect(plain.headers.etag).toBe(kept.etag);
  });

  it('answers 304 to the validator of the encoding it would send', async () => {
    const etag = `${kept.etag.slice(0, -1)}-br"`;
    expect((await raw(site, '/kept', { 'accept-encoding': CHROMIUM, 'if-none-match': etag })).status).toBe(304);
    // Another encoding is another representation: sent whole.
    const other = await raw(site, '/kept', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(decode(other)).toBe(KEPT);
  });

  it('compresses per request a page whose bytes are not made yet, and a page that is not kept', async () => {
    const justKept = await raw(site, '/just-kept', { 'accept-encoding': CHROMIUM });
    expect(justKept.headers.etag).toBe('"just"');
    expect(decode(justKept)).toBe(KEPT);
    const fresh = await raw(site, '/fresh', { 'accept-encoding': CHROMIUM });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(decode(fresh)).toBe(FRESH);
  });
});
