import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { pgliteTarget } from './support/db-targets';
import { files, goodContact, goodPayment, inquiryFields } from './support/fixtures';
import { REDIS_MISSING, startRedis } from './support/redis';
import { describeNeeding } from '@agency/tools/needs';
import { listFiles, snapshot } from './support/stored';
import { startTestApp, type TestApp } from './support/test-app';

/** A client address of its own per run (the API trusts the loopback proxy's X-Forwarded-For). */
const clientIp = () => `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postInquiry(server: TestApp['server'], ip: string, attachments: { buffer: Buffer; name: string }[] = []) {
  let req = request(server).post('/api/motion-project-inquiry').set('X-Forwarded-For', ip);
  for (const [k, v] of Object.entries(inquiryFields())) req = req.field(k, v);
  for (const a of attachments) req = req.attach('files', a.buffer, a.name);
  return req;
}

const LIMITED: Array<{ name: string; send: (t: TestApp, ip: string) => request.Test }> = [
  { name: 'motion inquiry', send: (t, ip) => postInquiry(t.server, ip) },
  { name: 'contact', send: (t, ip) => request(t.server).post('/api/contact').set('X-Forwarded-For', ip).send(goodContact) },
  // A body that fails validation still counts: the limit is on requests, not on successes.
  { name: 'payment initiation', send: (t, ip) => request(t.server).post('/api/payments/initiate').set('X-Forwarded-For', ip).send({ ...goodPayment, itemKey: 'none' }) },
  { name: 'sign-in code request', send: (t, ip) => request(t.server).post('/api/auth/request-code').set('X-Forwarded-For', ip).send({ email: `${randomBytes(4).toString('hex')}@example.com` }) },
];
const LIMITS = {
  INQUIRY_RATE_PER_IP: '2',
  CONTACT_RATE_PER_IP: '2',
  PAYMENT_RATE_PER_IP: '2',
  AUTH_RATE_PER_IP: '2',
  WRITE_RATE_WINDOW_SECONDS: '2',
  AUTH_RATE_WINDOW_SECONDS: '2',
};

describe('limits on anonymous writes (memory store)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteTarget(), LIMITS);
  }, 120_000);
  afterAll(async () => t?.close());

  it.each(LIMITED.map((l) => [l.name, l] as const))('%s: 429 with Retry-After past the limit per IP, nothing stored, then open again', async (_name, limited) => {
    const ip = clientIp();
    for (let i = 0; i < 2; i++) expect((await limited.send(t, ip)).status).not.toBe(429);
    const before = await snapshot(t.db, t.dataDir);
    const refused = await limited.send(t, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect(await snapshot(t.db, t.dataDir)).toEqual(before);
    // Another client is not affected.
    expect((await limited.send(t, clientIp().replace('198.51.100', '192.0.2'))).status).not.toBe(429);
    await sleep(2100);
    expect((await limited.send(t, ip)).status).not.toBe(429);
  });
});

describeNeeding(REDIS_MISSING)('limits on anonymous writes shared by replicas (Redis)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    a = await startTestApp(pgliteTarget(), { ...LIMITS, WRITE_RATE_WINDOW_SECONDS: '60', REDIS_URL: redis.url });
    b = await startTestApp(pgliteTarget(), { ...LIMITS, WRITE_RATE_WINDOW_SECONDS: '60', REDIS_URL: redis.url });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.stop();
  });

  it('counts contact posts of one IP across two API replicas', async () => {
    const ip = `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;
    const send = (t: TestApp) => request(t.server).post('/api/contact').set('X-Forwarded-For', ip).send({ ...goodContact, name: '' });
    // Reset what an earlier run from the same random address may have left.
    const Redis = (await import('ioredis')).default;
    const client = new Redis(redis.url);
    await client.del(`nyota:rl:contact:ip:${ip}`);
    client.disconnect();
    expect((await send(a)).status).toBe(400);
    expect((await send(b)).status).toBe(400);
    const refused = await send(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  });
});

describe('uploads', () => {
  let t: TestApp;
  const incoming = () => path.join(t.dataDir, 'uploads', '.incoming');
  beforeAll(async () => {
    t = await startTestApp(pgliteTarget(), { UPLOAD_MAX_TOTAL_BYTES: String(1024 * 1024) });
    // Listening on a port of its own: two tests speak raw HTTP to it.
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps a UTF-8 file name as sent, stored under a server-made name', async () => {
    const name = 'résumé 📄 brief.pdf';
    const res = await postInquiry(t.server, clientIp(), [{ buffer: files.pdf, name }]).expect(201);
    const { rows } = await t.db.query<{ original_name: string; stored_name: string }>('SELECT original_name, stored_name FROM motion_inquiry_files WHERE inquiry_id = $1', [res.body.id]);
    expect(rows).toEqual([{ original_name: name, stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/) }]);
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', 'inquiries', res.body.id, rows[0].stored_name))).toEqual(files.pdf);
    expect(listFiles(incoming())).toEqual([]);
  });

  it('stops an upload past the total size mid-stream and leaves nothing', async () => {
    const before = await snapshot(t.db, t.dataDir);
    const part = Buffer.concat([files.png, Buffer.alloc(400 * 1024)]);
    const res = await postInquiry(t.server, clientIp(), [0, 1, 2].map((i) => ({ buffer: part, name: `part${i}.png` })));
    expect(res.status).toBe(413);
    expect(res.body.errors.files).toEqual(['The files together must be 1MB or smaller']);
    expect(await snapshot(t.db, t.dataDir)).toEqual(before);
    expect(listFiles(incoming())).toEqual([]);
  });

  it('refuses at once a request that announces more than the total', async () => {
    const { port } = t.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/motion-project-inquiry', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(200 * 1024 * 1024) } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(listFiles(incoming())).toEqual([]);
  });

  it('removes what a client that disconnects mid-upload sent', async () => {
    const before = await snapshot(t.db, t.dataDir);
    const { port } = t.server.address() as AddressInfo;
    const boundary = 'nyota-abort';
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/motion-project-inquiry', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' } });
    req.on('error', () => undefined);
    const fields = Object.entries(inquiryFields()).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
    req.write(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.concat([files.png, Buffer.alloc(256 * 1024)]));
    // The file is on its way to disk (not memory): its temporary copy appears...
    for (let i = 0; i < 100 && !listFiles(incoming()).some((f) => f.includes('/')); i++) await sleep(20);
    expect(listFiles(incoming()).some((f) => f.includes('/'))).toBe(true);
    req.destroy();
    // ...and is gone once the client has left.
    for (let i = 0; i < 100 && listFiles(incoming()).length; i++) await sleep(20);
    expect(listFiles(incoming())).toEqual([]);
    expect(await snapshot(t.db, t.dataDir)).toEqual(before);
  });
});

describe('same-site writes and API docs', () => {
  let t: TestApp;
  let noDocs: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteTarget(), { CORS_ORIGINS: 'https://partner.example', PUBLIC_URL: 'https://nyota.example', API_DOCS: 'on' });
    // As `npm start` runs it: no NODE_ENV, no API_DOCS.
    noDocs = await startTestApp(pgliteTarget(), { NODE_ENV: undefined });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await noDocs?.close();
  });

  it('accepts posts from the site itself, PUBLIC_URL, a listed origin and clients that are not browsers', async () => {
    const post = () => request(t.server).post('/api/contact').set('X-Forwarded-For', clientIp());
    const own = await post().set('Host', 'site.example:8080').set('Origin', 'http://site.example:8080').set('Sec-Fetch-Site', 'same-origin').send(goodContact);
    expect(own.status).toBe(201);
    expect((await post().set('Origin', 'https://nyota.example').send(goodContact)).status).toBe(201);
    expect((await post().set('Origin', 'https://partner.example').set('Sec-Fetch-Site', 'cross-site').send(goodContact)).status).toBe(201);
    expect((await post().send(goodContact)).status).toBe(201);
    expect((await post().set('Origin', 'http://site.example:8081').set('Host', 'site.example:8080').send(goodContact)).status).toBe(403);
  });

  it('lets the payment provider post its IPN from anywhere', async () => {
    const res = await request(t.server).post('/api/payments/ipn').set('Origin', 'https://pay.pesapal.com').set('Sec-Fetch-Site', 'cross-site').send({ OrderTrackingId: 'x', OrderMerchantReference: 'y' });
    expect(res.status).toBe(200);
  });

  it('serves the API docs only where API_DOCS is on (not by default, whatever NODE_ENV)', async () => {
    await request(t.server).get('/api/docs-json').expect(200);
    await request(noDocs.server).get('/api/docs-json').expect(404);
    await request(noDocs.server).get('/api/docs').expect(404);
  });

  it("serves the docs page, its script, its assets and the document, with the page's own policy", async () => {
    const page = await request(t.server).get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    await request(t.server).get('/api/docs/swagger-ui-init.js').expect(200);
    await request(t.server).get('/api/docs/swagger-ui.css').expect(200);
    await request(t.server).get('/api/docs-json').expect(200);
    await request(t.server).get('/api/docs-nothing').expect(404);
  });
});
