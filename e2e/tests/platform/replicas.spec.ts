import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { E2E_PORTS, ROOT } from '../../support/env';
import { codeIn, startSmtpCatcher } from '../../../services/test/support/smtp-catcher';
import { inquiryFields } from '../../../services/test/support/fixtures';
import { NGINX_BIN, startNginx } from './platform-support';
import { needs, unbuilt } from '../../support/needs';

/**
 * The compose stack, natively: the `web` image's nginx configuration (deploy/nginx, rendered by
 * packages/release) in front of TWO API processes (services/dist, REPLICAS=2) sharing this
 * machine's PostgreSQL (a schema of their own) and Redis, the payment sandbox, and a real SMTP
 * server. What compose promises of replicas is shown here without Docker. The APIs run as
 * `production-local`: production refuses the local payment sandbox (it talks to the real providers
 * only); every replica rule (Redis, PostgreSQL, shared secret) holds in every mode.
 */
const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
// A database index of its own, so the limit counters meet no other test's.
const REDIS_URL = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379/9';
const BASE_PORT = Number(process.env.E2E_REPLICAS_PORT || E2E_PORTS.site + 60);
const PORTS = { nginx: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, sandbox: BASE_PORT + 3, pagesA: BASE_PORT + 4, pagesB: BASE_PORT + 5 };
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
const API = { a: `http://127.0.0.1:${PORTS.a}`, b: `http://127.0.0.1:${PORTS.b}` };
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;
const API_MAIN = path.join(ROOT, 'services', 'dist', 'main.js');
const SANDBOX_MAIN = path.join(ROOT, 'packages', 'payment-sandbox', 'dist', 'main.js');
// The page renderer (compose's `gateway` service), over the site's builds.
const RENDERER_MAIN = require.resolve('@agency/gateway/serve');
const SHELL_SERVER = path.join(ROOT, 'shell', 'dist', 'server', 'main.js');
const PER_IP = 6;
// Server renders per visitor address, counted by both renderers together in Redis.
const RENDERS_PER_IP = 4;
// One secret for both replicas, as compose gives them: a token or code made by one is checked by the other.
const JWT_SECRET = randomBytes(32).toString('hex');

const redisUp = spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
const pgUp = spawnSync('psql', [PG_URL, '-Atc', 'SELECT 1'], { encoding: 'utf8' }).stdout?.trim() === '1';
needs([
  ...(NGINX_BIN ? [] : ['nginx (apt-get install -y nginx)']),
  ...unbuilt([API_MAIN, SANDBOX_MAIN, SHELL_SERVER].map((file) => path.relative(ROOT, file))),
  ...(redisUp ? [] : [`Redis at ${REDIS_URL} (checked with redis-cli)`]),
  ...(pgUp ? [] : [`PostgreSQL at ${PG_URL} (checked with psql)`]),
]);
test.describe.configure({ mode: 'serial' });

const schema = `e2e_replicas_${randomBytes(4).toString('hex')}`;
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-replicas-'));
const children: Record<string, ChildProcess> = {};
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let db: Client;
let nginx: ReturnType<typeof startNginx> | undefined;
// The addresses this run's visitors come from: random, so a rerun within the limit window is not limited.
const visitor = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** The servers nginx passed the requests to whose log line contains `text` (its JSON access log says which took each). */
function upstreamsOf(text: string): Set<string> {
  return new Set(
    fs
      .readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes(text))
      .map((l) => (JSON.parse(l) as { upstream: string }).upstream),
  );
}

/**
 * Waits until nginx passes requests to the replica on `port` again: after its failures nginx leaves
 * it out for fail_timeout (packages/release/src/nginx/render.js), and a test that kills the other
 * replica meanwhile would find no live upstream at all.
 */
async function servedByNginx(port: number) {
  for (const end = Date.now() + 30_000; Date.now() < end; ) {
    const probe = `probe=${randomBytes(4).toString('hex')}`;
    const res = await fetch(`${NGINX}/api/health?${probe}`);
    await res.arrayBuffer();
    if (upstreamsOf(probe).has(`127.0.0.1:${port}`)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nginx did not pass a request to 127.0.0.1:${port} within 30 s; logs in ${prefix}`);
}

function startNode(name: string, script: string, env: Record<string, string>) {
  const log = fs.openSync(path.join(prefix, `${name}.log`), 'a');
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, log] });
  children[name] = child;
  return child;
}

async function healthy(url: string, child?: ChildProcess) {
  for (let i = 0; i < 300 && (!child || child.exitCode === null); i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer; logs in ${prefix}`);
}

function apiEnv(port: number, peer: number): Record<string, string> {
  return {
    NODE_ENV: 'production-local',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(prefix, 'storage'),
    DATABASE_URL: PG_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REPLICAS: '2',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: NGINX,
    SMTP_URL: smtp.url,
    PAYMENT_PROVIDER_URL: SANDBOX,
    // Each replica registers the OTHER one as the IPN address: a payment started on one is notified on the other.
    PESAPAL_IPN_URL: `http://127.0.0.1:${peer}/api/payments/ipn`,
    JWT_SECRET,
    AUTH_RATE_PER_IP: String(PER_IP),
    CONTACT_RATE_PER_IP: '1000',
    INQUIRY_RATE_PER_IP: '1000',
    LOG_FORMAT: 'json',
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher();
  db = new Client({ connectionString: PG_URL });
  await db.connect();

  startNode('sandbox', SANDBOX_MAIN, {
    HOST: '127.0.0.1',
    PORT: String(PORTS.sandbox),
    PUBLIC_URL: SANDBOX,
  });
  // Both replicas at once, on an empty schema: the migrations' lock lets one migrate.
  startNode('api-a', API_MAIN, apiEnv(PORTS.a, PORTS.b));
  startNode('api-b', API_MAIN, apiEnv(PORTS.b, PORTS.a));

  // Two page renderers over the site's builds, each proxying /api to one replica.
  for (const [name, port, api] of [['pages-a', PORTS.pagesA, API.a], ['pages-b', PORTS.pagesB, API.b]] as const) {
    startNode(name, RENDERER_MAIN, { PORT: String(port), API_URL: api, DEPLOY_DIR: path.join(prefix, 'deploy'), REDIS_URL, RENDER_RATE_PER_IP: String(RENDERS_PER_IP) });
  }

  // The image's nginx configuration, both API replicas and both renderers as its upstreams.
  nginx = startNginx(prefix, {
    port: PORTS.nginx,
    apiServers: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
    pageServers: [`127.0.0.1:${PORTS.pagesA}`, `127.0.0.1:${PORTS.pagesB}`],
  });

  await healthy(`${SANDBOX}/__sandbox/ipn-log`, children.sandbox);
  await healthy(`${API.a}/api/health`, children['api-a']);
  await healthy(`${API.b}/api/health`, children['api-b']);
  await healthy(`${NGINX}/api/health`);
  await healthy(`http://127.0.0.1:${PORTS.pagesA}/healthz`, children['pages-a']);
  await healthy(`http://127.0.0.1:${PORTS.pagesB}/healthz`, children['pages-b']);
});

test.afterAll(async () => {
  nginx?.stop();
  for (const child of Object.values(children)) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db?.end();
  await smtp?.close();
  fs.rmSync(prefix, { recursive: true, force: true });
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

test('both replicas migrated one schema once and answer through nginx with its request id', async () => {
  const { rows } = await db.query(`SELECT count(*)::int AS n, count(DISTINCT version)::int AS d FROM ${schema}.schema_migrations`);
  expect(rows[0].n).toBe(rows[0].d);
  expect(rows[0].n).toBeGreaterThan(3);
  const res = await fetch(`${NGINX}/api/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  // nginx's id reaches the API, which echoes it and logs it (JSON lines).
  const catalog = await fetch(`${NGINX}/api/catalog`);
  const id = catalog.headers.get('x-request-id')!;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const logged = () =>
    ['api-a', 'api-b'].flatMap((name) => fs.readFileSync(path.join(prefix, `${name}.log`), 'utf8').split('\n')).filter((l) => l.includes(id));
  await expect.poll(() => logged().length).toBe(1);
  expect(JSON.parse(logged()[0])).toMatchObject({ level: 'info', requestId: id, route: '/api/catalog', status: 200 });
  // Metrics are for the internal network only, in any spelling the API's routes accept.
  for (const spelling of ['/api/metrics', '/api/Metrics', '/api/METRICS/', '/api/metrics/', '/api//metrics', '/api/%6detrics']) {
    const outside = await fetch(`${NGINX}${spelling}`);
    expect(outside.status, spelling).toBe(404);
    expect(await outside.text(), spelling).not.toMatch(/http_request_duration_seconds/);
  }
  expect((await fetch(`${API.a}/api/metrics`)).status).toBe(200);
  // A request a proxy forwarded (X-Forwarded-For, as nginx and the gateway send) is refused by the API itself.
  expect((await fetch(`${API.a}/api/Metrics/`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
});

test('a code requested through one replica is verified through the other', async () => {
  const email = `replica-${randomBytes(3).toString('hex')}@example.com`;
  const before = smtp.mails.length;
  expect((await post(`${API.a}/api/auth/request-code`, { email })).status).toBe(200);
  await expect.poll(() => smtp.mails.length).toBe(before + 1);
  const code = codeIn(smtp.mails[before].raw);
  const verified = await post(`${API.b}/api/auth/verify-code`, { email, code });
  expect(verified.status).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  expect((await fetch(`${API.a}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
});

test('the per-IP sign-in limit counts across both replicas; distinct visitors behind nginx are distinct', async () => {
  const ip = visitor();
  const statuses: number[] = [];
  for (let i = 0; i < PER_IP + 1; i++) {
    const res = await post(`${NGINX}/api/auth/request-code`, { email: `limit-${i}-${randomBytes(3).toString('hex')}@example.com` }, { 'X-Forwarded-For': ip });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array(PER_IP).fill(200), 429]);
  // nginx sent them to both replicas (its access log says which one took each).
  expect(upstreamsOf('/api/auth/request-code')).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));
  // Straight to either replica, the same visitor is still over the limit.
  expect((await post(`${API.a}/api/auth/request-code`, { email: 'x1@example.com' }, { 'X-Forwarded-For': ip })).status).toBe(429);
  expect((await post(`${API.b}/api/auth/request-code`, { email: 'x2@example.com' }, { 'X-Forwarded-For': ip })).status).toBe(429);
  // Another visitor through the same nginx is not.
  expect((await post(`${NGINX}/api/auth/request-code`, { email: 'other@example.com' }, { 'X-Forwarded-For': visitor() })).status).toBe(200);
});

test('a payment started on one replica and notified (IPN) on the other grants one entitlement', async () => {
  const email = `buyer-${randomBytes(3).toString('hex')}@example.com`;
  const started = await post(`${API.a}/api/payments/initiate`, {
    firstName: 'Amina',
    lastName: 'Nakato',
    phone: '+256700000000',
    email,
    itemKey: 'kit-essential',
    currency: 'UGX',
    payment_method: 'card',
  });
  expect(started.status).toBe(200);
  const { reference, redirect_url } = (await started.json()) as { reference: string; redirect_url: string };
  const trackingId = new URL(redirect_url).searchParams.get('OrderTrackingId')!;
  const decided = await fetch(`${SANDBOX}/pesapaliframe/PesapalIframe3/Decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ OrderTrackingId: trackingId, outcome: 'complete' }),
    redirect: 'manual',
  });
  expect(decided.status).toBe(303);
  const ipnLog = (await (await fetch(`${SANDBOX}/__sandbox/ipn-log`)).json()) as { url: string; status: number }[];
  expect(ipnLog.at(-1)).toMatchObject({ url: `${API.b}/api/payments/ipn`, status: 200 });
  // The same notification again, through nginx (either replica): still one entitlement.
  const again = await post(`${NGINX}/api/payments/ipn`, { OrderTrackingId: trackingId, OrderMerchantReference: reference, OrderNotificationType: 'IPNCHANGE' });
  expect(again.status).toBe(200);
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${schema}.entitlements WHERE payment_reference = $1`, [reference]);
  expect(rows[0].n).toBe(1);
  const payment = await db.query(`SELECT status FROM ${schema}.payments WHERE reference = $1`, [reference]);
  expect(payment.rows[0].status).toBe('COMPLETED');
});

test("a visitor's budget of server renders counts across both renderers (in Redis)", async () => {
  // /dashboard is about one visitor: never kept, a render every time.
  const ip = visitor();
  const answers: string[] = [];
  for (let i = 0; i < RENDERS_PER_IP + 1; i++) {
    const res = await fetch(`${NGINX}/dashboard`, { headers: { 'X-Forwarded-For': ip } });
    expect(res.status).toBe(200);
    answers.push(res.headers.get('x-page-cache') ?? '');
    await res.text();
  }
  // Each renderer alone would have allowed RENDERS_PER_IP: the last one is the browser's to render.
  expect(answers).toEqual([...Array(RENDERS_PER_IP).fill('miss'), 'limited']);
  expect(upstreamsOf('"/dashboard')).toEqual(new Set([`127.0.0.1:${PORTS.pagesA}`, `127.0.0.1:${PORTS.pagesB}`]));
  // Another visitor through the same nginx has a budget of its own.
  const other = await fetch(`${NGINX}/dashboard`, { headers: { 'X-Forwarded-For': visitor() } });
  expect(other.headers.get('x-page-cache')).toBe('miss');
});

test('page addresses are rendered by either renderer behind nginx, and one down costs no page', async () => {
  // A visitor of its own: the renders here stay within its budget.
  const ip = visitor();
  const rendered = async (address: string) => {
    const res = await fetch(`${NGINX}${address}`, { headers: { 'X-Forwarded-For': ip } });
    expect(res.status, address).toBe(200);
    const html = await res.text();
    expect(html, address).toContain('<div id="root" data-ssr="true">');
    return html;
  };
  expect(await rendered('/about')).toMatch(/<title>About \| Nyota Creative<\/title>/);
  await rendered('/blog');
  children['pages-a'].kill('SIGKILL');
  for (let i = 0; i < 6; i += 1) await rendered(i % 2 ? '/portfolio' : '/');
});

/** One logical write of a client: its key, where it went, what it was finally answered. */
interface Write {
  kind: 'contact' | 'inquiry';
  key: string;
  ip: string;
  marker: string;
  attempts: number;
  /** The non-2xx answers (or 0: no answer) this client saw before its write was acknowledged. */
  errors: number[];
  answer?: { id: string };
}

/** Sends a write once, as a browser would (the contact form's JSON, the inquiry form's multipart). */
function sendWrite(base: string, w: Write): Promise<Response> {
  const headers = { 'Idempotency-Key': w.key, 'X-Forwarded-For': w.ip };
  if (w.kind === 'contact') {
    return post(`${base}/api/contact`, { name: 'Amina Okello', email: 'amina@example.com', subject: w.marker, message: 'Sent while a replica dies.' }, headers);
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(inquiryFields({ businessName: w.marker }))) form.append(k, v);
  return fetch(`${base}/api/motion-project-inquiry`, { method: 'POST', headers, body: form });
}

test('a replica killed under load (SIGKILL): writes retried with their Idempotency-Key are stored once, none lost, the same answer on both replicas; nginx retries reads on the other', async () => {
  test.setTimeout(120_000);
  const runId = randomBytes(3).toString('hex');
  const writes: Write[] = [];
  const reads: number[] = [];
  let stop = false;
  let n = 0;
  // A client: writes and reads in turn from one address; a write whose answer is lost (no answer,
  // 502, a 503 of a draining replica, a 409 while its first try still runs) is sent again with the
  // same key after a short wait, until it is acknowledged.
  // Half the clients send their first try to replica b itself (as if their connection had gone
  // there), so writes are in flight on b when it dies; every retry goes through nginx.
  let inFlightOnB = 0;
  const client = async (c: number) => {
    const ip = visitor();
    while (!stop) {
      const i = n++;
      const w: Write = { kind: i % 2 ? 'inquiry' : 'contact', key: randomUUID(), ip, marker: `Idem ${runId} ${c}-${i}`, attempts: 0, errors: [] };
      writes.push(w);
      while (!w.answer && w.attempts < 40) {
        w.attempts++;
        const onB = c % 2 === 1 && w.attempts === 1 && children['api-b'].exitCode === null && children['api-b'].signalCode === null;
        if (onB) inFlightOnB++;
        const res = await sendWrite(onB ? API.b : NGINX, w)
          .catch(() => null)
          .finally(() => onB && inFlightOnB--);
        if (res?.status === 201) w.answer = (await res.json()) as { id: string };
        else {
          await res?.arrayBuffer();
          w.errors.push(res?.status ?? 0);
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      const read = await fetch(`${NGINX}/api/catalog`, { headers: { 'X-Forwarded-For': ip } }).catch(() => null);
      await read?.arrayBuffer();
      reads.push(read?.status ?? 0);
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, (_, c) => client(c)));
  await new Promise((r) => setTimeout(r, 1500));
  // Killed while writes are in flight on it.
  for (const end = Date.now() + 10_000; inFlightOnB === 0 && Date.now() < end; ) await new Promise((r) => setImmediate(r));
  const inFlightAtKill = inFlightOnB;
  const killedAt = new Date();
  children['api-b'].kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 3000));
  stop = true;
  await load;

  const errors = writes.flatMap((w) => w.errors);
  console.log(
    `[idempotent retries] ${writes.length} writes (${writes.filter((w) => w.kind === 'inquiry').length} inquiries) and ${reads.length} reads; ` +
      `replica b killed at ${killedAt.toISOString()}; client-visible errors on writes: ${errors.length} (${JSON.stringify(errors)}), on reads: ${reads.filter((s) => s !== 200).length}; ` +
      `writes retried: ${writes.filter((w) => w.attempts > 1).length}; writes in flight on b when it was killed: ${inFlightAtKill}`,
  );
  // The kill met writes in flight: their clients saw an error and sent them again with their key.
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(writes.filter((w) => w.attempts > 1).length).toBeGreaterThan(0);
  // Every write was acknowledged in the end (the client retried what it did not hear back).
  expect(writes.filter((w) => !w.answer)).toEqual([]);
  // Stored exactly once each, under the id its answer gave.
  const contact = await db.query(`SELECT id, subject AS marker FROM ${schema}.contact_messages WHERE subject LIKE $1`, [`Idem ${runId} %`]);
  const inquiries = await db.query(`SELECT id, business_name AS marker FROM ${schema}.motion_inquiries WHERE business_name LIKE $1`, [`Idem ${runId} %`]);
  const stored = [...contact.rows, ...inquiries.rows] as Array<{ id: string; marker: string }>;
  const byMarker = new Map<string, string[]>();
  for (const row of stored) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), row.id]);
  const lost = writes.filter((w) => !byMarker.has(w.marker));
  const duplicated = [...byMarker].filter(([, ids]) => ids.length > 1);
  console.log(`[idempotent retries] acknowledged writes lost: ${lost.length}; duplicates: ${duplicated.length}`);
  expect(lost).toEqual([]);
  expect(duplicated).toEqual([]);
  expect(stored.length).toBe(writes.length);
  for (const w of writes) expect(byMarker.get(w.marker), w.marker).toEqual([w.answer!.id]);
  // Reads never showed an error: nginx passed those that met the dead replica to the other one.
  expect(reads.filter((s) => s !== 200)).toEqual([]);

  // nginx passed reads that met the dead replica to the other one: answered GETs whose upstreams
  // name both. After taking b out (fail_timeout) it tries b again now and then: reads keep showing it.
  const retriedReads = () =>
    fs
      .readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"method":"GET"') && l.includes('"uri":"/api/catalog"'))
      .map((l) => JSON.parse(l) as { status: number; upstream: string })
      .filter((l) => l.upstream.includes(', '));
  const duringKill = retriedReads().length;
  for (const end = Date.now() + 15_000; retriedReads().length === 0 && Date.now() < end; ) {
    const res = await fetch(`${NGINX}/api/catalog`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`[idempotent retries] GETs nginx passed on to the other replica: ${duringKill} during the load, ${retriedReads().length} with the probes after it`);
  expect(retriedReads().length).toBeGreaterThan(0);
  expect(retriedReads().every((l) => l.status === 200)).toBe(true);

  // The killed replica back, as its supervisor would restart it: the same key gets the same answer
  // on either replica, without storing again.
  startNode('api-b', API_MAIN, apiEnv(PORTS.b, PORTS.a));
  await healthy(`${API.b}/api/health/ready`, children['api-b']);
  await servedByNginx(PORTS.b);
  const sample = [...writes.filter((w) => w.attempts > 1), ...writes.filter((w) => w.kind === 'contact').slice(0, 3), ...writes.filter((w) => w.kind === 'inquiry').slice(0, 3)];
  for (const w of sample) {
    for (const api of [API.a, API.b]) {
      const again = await sendWrite(api, w);
      expect(again.status, `${w.marker} on ${api}`).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(w.answer);
    }
  }
  const after = await db.query(
    `SELECT (SELECT count(*) FROM ${schema}.contact_messages WHERE subject LIKE $1)::int + (SELECT count(*) FROM ${schema}.motion_inquiries WHERE business_name LIKE $1)::int AS n`,
    [`Idem ${runId} %`],
  );
  expect(after.rows[0].n).toBe(writes.length);

});

test('killing one replica mid-run loses no stored message and the site keeps answering', async () => {
  // The replica that stays up must be one nginx passes requests to.
  await servedByNginx(PORTS.b);
  const sent: { subject: string; status: number }[] = [];
  const runId = randomBytes(3).toString('hex');
  for (let i = 0; i < 40; i++) {
    if (i === 15) children['api-a'].kill('SIGKILL');
    const subject = `Replica run ${runId} message ${i}`;
    const res = await post(
      `${NGINX}/api/contact`,
      { name: 'Amina Okello', email: 'amina@example.com', subject, message: 'Hello from the replica test.' },
      { 'X-Forwarded-For': visitor() },
    ).catch(() => null);
    sent.push({ subject, status: res?.status ?? 0 });
  }
  const accepted = sent.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.subject);
  // nginx passes a request to the live replica when the other refuses connections: at most the
  // one request in flight at the kill may fail, and every accepted one is stored.
  expect(accepted.length).toBeGreaterThanOrEqual(39);
  expect(sent.slice(16).every((s) => s.status >= 200 && s.status < 300)).toBe(true);
  const { rows } = await db.query(`SELECT subject FROM ${schema}.contact_messages WHERE subject LIKE $1`, [`Replica run ${runId} %`]);
  const stored = new Set(rows.map((r: { subject: string }) => r.subject));
  for (const subject of accepted) expect(stored.has(subject), subject).toBe(true);
  expect((await fetch(`${NGINX}/api/health`)).status).toBe(200);
});
