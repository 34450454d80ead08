import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { E2E_PORTS, ROOT } from '../../support/env';
import { startSmtpCatcher } from '../../../services/test/support/smtp-catcher';
import { NGINX_BIN, startNginx } from './platform-support';
import { needs, unbuilt } from '../../support/needs';

/**
 * The replicas spec's stack (nginx with the image's configuration in front of two API processes on
 * PostgreSQL) on a Redis of its own, which this spec stops and starts again: the limits fall back
 * to each replica's memory at once and come back shared; and a replica stopped with SIGTERM under
 * load drains (not ready, Connection: close, requests in flight answered) without a client-visible
 * error or a lost write.
 */
const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const BASE = Number(process.env.E2E_OUTAGE_PORT || E2E_PORTS.site + 70);
const PORTS = { redis: BASE, nginx: BASE + 1, a: BASE + 2, b: BASE + 3 };
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
const API = { a: `http://127.0.0.1:${PORTS.a}`, b: `http://127.0.0.1:${PORTS.b}` };
const REDIS_URL = `redis://127.0.0.1:${PORTS.redis}`;
const API_MAIN = path.join(ROOT, 'services', 'dist', 'main.js');
const JWT_SECRET = randomBytes(32).toString('hex');

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
const pgUp = spawnSync('psql', [PG_URL, '-Atc', 'SELECT 1'], { encoding: 'utf8' }).stdout?.trim() === '1';
needs([
  ...(NGINX_BIN ? [] : ['nginx (apt-get install -y nginx)']),
  ...(redisInstalled ? [] : ['redis-server (apt-get install -y redis-server)']),
  ...unbuilt([path.relative(ROOT, API_MAIN)]),
  ...(pgUp ? [] : [`PostgreSQL at ${PG_URL} (checked with psql)`]),
]);
test.describe.configure({ mode: 'serial' });

const schema = `e2e_outage_${randomBytes(4).toString('hex')}`;
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-outage-'));
const children: Record<string, ChildProcess> = {};
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let db: Client;
let nginx: ReturnType<typeof startNginx> | undefined;
const visitor = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const logOf = (name: string) => fs.readFileSync(path.join(prefix, `${name}.log`), 'utf8');

function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const log = fs.openSync(path.join(prefix, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, log] });
  children[name] = child;
  return child;
}
const startRedis = () => start('redis', 'redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
const startApi = (name: 'a' | 'b') =>
  start(`api-${name}`, process.execPath, [API_MAIN], {
    NODE_ENV: 'production-local',
    HOST: '127.0.0.1',
    PORT: String(PORTS[name]),
    DATA_DIR: path.join(prefix, 'storage'),
    DATABASE_URL: PG_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REPLICAS: '2',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: NGINX,
    SMTP_URL: smtp.url,
    PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9',
    JWT_SECRET,
    AUTH_RATE_PER_IP: '1000',
    CONTACT_RATE_PER_IP: '100000',
    SHUTDOWN_DELAY_MS: '1500',
    SHUTDOWN_TIMEOUT_MS: '10000',
    LOG_FORMAT: 'json',
  });

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  for (const end = Date.now() + ms; ; ) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms; logs in ${prefix}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const ok = async (url: string) => (await fetch(url)).ok;
const gauge = async (api: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await (await fetch(`${api}/api/metrics`)).text())?.[1]);
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher();
  db = new Client({ connectionString: PG_URL });
  await db.connect();
  startRedis();
  await until(() => spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG', 10_000, 'redis');
  startApi('a');
  startApi('b');
  nginx = startNginx(prefix, { port: PORTS.nginx, apiServers: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`], pageServers: ['127.0.0.1:9'] });
  for (const url of [`${API.a}/api/health/ready`, `${API.b}/api/health/ready`, `${NGINX}/api/health`]) await until(() => ok(url), 60_000, url);
});

test.afterAll(async () => {
  nginx?.stop();
  for (const child of Object.values(children)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db?.end();
  await smtp?.close();
  fs.rmSync(prefix, { recursive: true, force: true });
});

test('with Redis stopped every sign-in code request answers at once, the fallback is logged once and shown, and the limits are shared again when it returns', async () => {
  expect(await gauge(API.a, 'rate_limiter_shared')).toBe(1);
  children.redis.kill('SIGKILL');
  await new Promise((r) => children.redis.once('exit', r));

  const took: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const res = await post(`${NGINX}/api/auth/request-code`, { email: `outage-${i}-${randomBytes(3).toString('hex')}@example.com` }, { 'X-Forwarded-For': visitor() });
    took.push(performance.now() - started);
    expect(res.status).toBe(200);
  }
  console.log(`[outage] sign-in code requests with Redis stopped, in order (ms): ${took.map(Math.round).join(', ')}`);
  expect(Math.max(...took)).toBeLessThan(1000);
  for (const api of [API.a, API.b]) {
    expect(await gauge(api, 'rate_limiter_shared')).toBe(0);
    expect(await gauge(api, 'redis_up')).toBe(0);
  }
  expect((await gauge(API.a, 'rate_limiter_fallbacks_total')) + (await gauge(API.b, 'rate_limiter_fallbacks_total'))).toBeGreaterThanOrEqual(20);
  // Each replica said it once, however many requests it counted in memory.
  for (const name of ['api-a', 'api-b']) expect(logOf(name).split('\n').filter((l) => l.includes('Redis is unreachable')).length).toBe(1);
  // /api/health stays about the database: the site is up.
  expect((await fetch(`${NGINX}/api/health`)).status).toBe(200);

  startRedis();
  const back = Date.now();
  await until(async () => (await gauge(API.a, 'rate_limiter_shared')) === 1 && (await gauge(API.b, 'rate_limiter_shared')) === 1, 5000, 'shared limits again');
  console.log(`[outage] limits shared again ${Date.now() - back} ms after Redis started`);
  const res = await post(`${NGINX}/api/auth/request-code`, { email: `back-${randomBytes(3).toString('hex')}@example.com` }, { 'X-Forwarded-For': visitor() });
  expect(res.status).toBe(200);
  const keys = spawnSync('redis-cli', ['-u', REDIS_URL, '--scan', '--pattern', 'nyota:rl*'], { encoding: 'utf8' }).stdout.trim();
  expect(keys).not.toBe('');
  for (const name of ['api-a', 'api-b']) expect(logOf(name)).toContain('Redis is back: rate limits are shared by the replicas again');
});

test('a replica stopped with SIGTERM under load drains: no client-visible error, every acknowledged write stored', async () => {
  test.setTimeout(90_000);
  const runId = randomBytes(3).toString('hex');
  const results: Array<{ kind: 'write' | 'read'; status: number; subject?: string }> = [];
  let stop = false;
  let n = 0;
  const worker = async () => {
    while (!stop) {
      const i = n++;
      if (i % 2) {
        const res = await fetch(`${NGINX}/api/catalog`).catch(() => null);
        await res?.arrayBuffer();
        results.push({ kind: 'read', status: res?.status ?? 0 });
      } else {
        const subject = `Drain ${runId} message ${i}`;
        const res = await post(`${NGINX}/api/contact`, { name: 'Amina Okello', email: 'amina@example.com', subject, message: 'Sent while a replica stops.' }, { 'X-Forwarded-For': visitor() }).catch(() => null);
        await res?.arrayBuffer();
        results.push({ kind: 'write', status: res?.status ?? 0, subject });
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  await new Promise((r) => setTimeout(r, 1500));
  const a = children['api-a'];
  a.kill('SIGTERM');
  // Not ready at once, while it still answers: within its 1500 ms of draining the readiness probe
  // must read 503. A readiness that stays 200, or a replica that stops answering before saying so
  // (each poll then reads false), fails the test when the window is over.
  await until(async () => (await fetch(`${API.a}/api/health/ready`)).status === 503, 1500, 'not ready after SIGTERM');
  const exit = await new Promise<number | null>((r) => a.once('exit', (code) => r(code)));
  await new Promise((r) => setTimeout(r, 1000));
  stop = true;
  await load;

  const failed = results.filter((r) => r.status < 200 || r.status >= 300);
  const writes = results.filter((r) => r.kind === 'write' && r.status >= 200 && r.status < 300);
  console.log(`[drain] ${results.length} requests (${writes.length} acknowledged writes) while replica a stopped; client-visible errors: ${failed.length}`);
  expect(exit).toBe(0);
  expect(failed).toEqual([]);
  const { rows } = await db.query(`SELECT subject FROM ${schema}.contact_messages WHERE subject LIKE $1`, [`Drain ${runId} %`]);
  const stored = new Set(rows.map((r: { subject: string }) => r.subject));
  expect(writes.filter((w) => !stored.has(w.subject!))).toEqual([]);
  expect(rows.length).toBe(writes.length);
  // One line per step of the shutdown.
  const steps = logOf('api-a').split('\n').filter((l) => l.includes('"Shutdown"') || l.includes('[Shutdown]')).map((l) => (JSON.parse(l) as { msg: string }).msg);
  expect(steps.slice(0, 5)).toEqual([
    'SIGTERM received: not ready from now on',
    'answering 1500 ms more with Connection: close while the balancers take this replica out',
    expect.stringMatching(/^not accepting connections; \d+ request\(s\) in flight$/),
    'every request in flight answered and every connection closed',
    'closing workers, Redis and the database',
  ]);
  // The other replica took the rest: the site answers.
  expect((await fetch(`${NGINX}/api/health`)).status).toBe(200);
});

test("nginx logs durations in milliseconds and levels that follow the status", async () => {
  const ids: Record<string, string> = {};
  for (const [name, url] of [['ok', '/api/health'], ['missing', '/api/no-such-route']] as const) {
    const res = await fetch(`${NGINX}${url}`);
    await res.arrayBuffer();
    ids[name] = res.headers.get('x-request-id')!;
  }
  const lineOf = (id: string) =>
    fs
      .readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { requestId: string; level: string; status: number; durationMs: number; upstreamMs: string })
      .find((l) => l.requestId === id);
  await expect.poll(() => lineOf(ids.missing)).toBeDefined();
  expect(lineOf(ids.ok)).toMatchObject({ level: 'info', status: 200 });
  expect(lineOf(ids.missing)).toMatchObject({ level: 'warn', status: 404 });
  for (const id of Object.values(ids)) {
    const line = lineOf(id)!;
    expect(Number.isInteger(line.durationMs)).toBe(true);
    expect(line.upstreamMs).toMatch(/^\d+$/);
  }
  // A slow enough answer shows the unit: the drain above waited SHUTDOWN_DELAY_MS; any line over a second reads in the thousands.
  const all = fs.readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { durationMs: number });
  expect(all.every((l) => Number.isInteger(l.durationMs))).toBe(true);
});
