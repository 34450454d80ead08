/**
 * Issue 59's budgets for content in the API (measured here only, never in tests):
 * - publish to visible: the API (services/dist/main.js, a data folder of its own, REDIS_URL when set)
 *   and two gateway replicas (packages/gateway/src/process/serve.js, as docker-compose runs them);
 *   staff sign in (code from the API's outbox), then CONTENT_RUNS (20) times change an article's
 *   title and publish it; from the publish answer until both replicas' /blog/<slug> show the new
 *   title. p95, budget 2 s.
 * - cold server render of an article with its data: the page renderer in this process, page cache
 *   off, reading the running API (apiUrl), the content gate's last good answers cleared before each
 *   render. Median, budget 50 ms.
 * - the page cache's hits on pages nobody edited: public pages through one replica twice, a change
 *   published to one article, the pages again: hits/total of the pages that do not read that article
 *   (budget: the same before and after). A page's hit is the gateway's `X-Page-Cache: hit`.
 * `node e2e/bench/content.mjs` runs it alone (after `npm run build`); with `--render`, only the
 * cold render row and its parts (the API's answer, the render with that answer from memory, `/`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);

export const CONTENT_BUDGETS = { publishToVisibleP95Ms: 2000, articleColdRenderMs: 50 };
const STAFF = 'bench-staff@example.com';
/** The article whose title the first row changes, and the one the hit-rate row changes. */
const TIMED_SLUG = 'ai-in-modern-branding';
const EDITED_SLUG = 'future-of-motion-graphics';
/** Public pages (e2e/bench/render.mjs's, with the edited article); those that read the edited article (its page and the list) are left out of the hit rate. */
const PAGES = ['/', '/about', '/services', '/creative-design', '/strategic-solutions', '/portfolio', '/portfolio/ukweli', '/blog', `/blog/${TIMED_SLUG}`, `/blog/${EDITED_SLUG}`, '/pricing', '/resource-hub', '/contact'];
const READERS_OF_EDITED = new Set(['/blog', `/blog/${EDITED_SLUG}`]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHttp(url, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function startNode(name, file, env) {
  const child = spawn(process.execPath, [file], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d) => {
    errors = (errors + d).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`[bench] ${name} stopped (exit ${code}):\n${errors}`);
  });
  return child;
}

/**
 * The API alone on `ports.api` with a fresh data folder (PGlite, seeded by its migrations; or
 * BENCH_DATABASE_URL), REDIS_URL passed on when set. The caller stops it.
 */
export async function startApi({ port, dataDir, secret = randomBytes(32).toString('hex'), publicUrl = `http://127.0.0.1:${port}` }) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const child = startNode('the API', path.join(root, 'services', 'dist', 'main.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    NODE_ENV: 'production-local',
    LOG_REQUESTS: 'false',
    PAGE_TOKEN_SECRET: secret,
    STAFF_EMAILS: STAFF,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return { url, secret, stop: () => child.kill('SIGTERM') };
}

async function startReplica({ port, apiUrl, secret }) {
  const child = startNode(`the gateway on ${port}`, path.join(root, 'packages', 'gateway', 'src', 'process', 'serve.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    PAGE_TOKEN_SECRET: secret,
    // The bench is one client: its polling must not meet the per-address budget of renders.
    RENDER_RATE_PER_IP: '100000',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The newest sign-in code mailed to `email` (the API without SMTP writes .eml files to <DATA_DIR>/outbox). */
async function codeFromOutbox(dataDir, email, seconds = 15) {
  const dir = path.join(dataDir, 'outbox');
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')).sort().reverse() : [];
    for (const name of names) {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const code = raw.toLowerCase().includes(email) ? /sign-in code is (\d{6})/.exec(raw)?.[1] : undefined;
      if (code) return code;
    }
    await sleep(150);
  }
  throw new Error(`no sign-in code for ${email} in ${dir}`);
}

async function signInStaff(apiUrl, dataDir) {
  const asked = await fetch(`${apiUrl}/api/auth/request-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: STAFF }) });
  if (!asked.ok) throw new Error(`request-code answered ${asked.status}`);
  const code = await codeFromOutbox(dataDir, STAFF);
  const verified = await fetch(`${apiUrl}/api/auth/verify-code`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: STAFF, code }) });
  if (!verified.ok) throw new Error(`verify-code answered ${verified.status}`);
  return /** @type {{ token: string }} */ (await verified.json()).token;
}

/** The staff API (docs/decisions/content-in-the-api.md): a new title saved as a revision, then published. */
function staffApi(apiUrl, token) {
  const call = async (method, route, body) => {
    const res = await fetch(`${apiUrl}/api/admin/content/${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} /api/admin/content/${route} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  return {
    async articleId(slug) {
      const { items } = await call('GET', `article?q=${encodeURIComponent(slug)}`);
      const item = items.find((i) => i.slug === slug);
      if (!item) throw new Error(`no article ${slug}`);
      return item.id;
    },
    /** Saves `title` on the latest revision and publishes it; resolves when the publish answer came. */
    async retitle(id, title) {
      const entry = await call('GET', `article/${id}`);
      const saved = await call('PUT', `article/${id}`, { baseRevision: entry.revision, slug: entry.slug, fields: { ...entry.fields, title } });
      await call('POST', `article/${id}/publish`, { revision: saved.revision });
    },
  };
}

/** Asks `url` until its page contains `text`; the time it first did. */
async function firstSeen(url, text, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return performance.now();
  }
  throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
}

const cacheState = async (url) => (await fetch(url)).headers.get('x-page-cache');

/** Rows: [name, figure, budget, holds]. */
export async function benchContent({ runs = Number(process.env.CONTENT_RUNS || 20), ports = { api: 3411, replicas: [3412, 3413] } } = {}) {
  const dataDir = path.join(root, '.data', 'bench-content');
  const api = await startApi({ port: ports.api, dataDir });
  const replicas = [];
  try {
    for (const port of ports.replicas) replicas.push(await startReplica({ port, apiUrl: api.url, secret: api.secret }));
    const feed = process.env.REDIS_URL ? `Redis ${process.env.REDIS_URL}` : 'no REDIS_URL: the replicas poll /api/content/changes';
    console.log(`\nContent in the API (issue 59): one API, ${replicas.length} gateway replicas (${feed}).`);
    const staff = staffApi(api.url, await signInStaff(api.url, dataDir));
    // The replicas' change feeds drop everything once when they first connect: let that pass.
    for (const r of replicas) await fetch(`${r.url}/blog/${TIMED_SLUG}`);
    await sleep(1500);

    // 1. Publish to visible on both replicas.
    const timedId = await staff.articleId(TIMED_SLUG);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      // Both replicas have the current page cached, as visitors would have made them.
      for (const r of replicas) await fetch(`${r.url}/blog/${TIMED_SLUG}`);
      const title = `Bench title ${i} ${Date.now()}`;
      await staff.retitle(timedId, title);
      const published = performance.now();
      const seen = await Promise.all(replicas.map((r) => firstSeen(`${r.url}/blog/${TIMED_SLUG}`, title)));
      times.push(Math.max(...seen) - published);
    }
    console.log(`publish to visible on both replicas (ms, ${runs} runs): median ${median(times).toFixed(0)}, p95 ${p95(times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}`);

    // 2. Hits on pages nobody edited, through one replica.
    const [site] = replicas;
    const untouched = PAGES.filter((p) => !READERS_OF_EDITED.has(p));
    for (const p of PAGES) await cacheState(`${site.url}${p}`);
    const before = await Promise.all(untouched.map((p) => cacheState(`${site.url}${p}`)));
    await staff.retitle(await staff.articleId(EDITED_SLUG), `Bench edit ${Date.now()}`);
    await sleep(process.env.REDIS_URL ? 500 : 2000);
    const after = [];
    for (const p of PAGES) after.push([p, await cacheState(`${site.url}${p}`)]);
    const hitsBefore = before.filter((s) => s === 'hit').length;
    const hitsAfter = after.filter(([p, s]) => !READERS_OF_EDITED.has(p) && s === 'hit').length;
    const readers = after.filter(([p]) => READERS_OF_EDITED.has(p)).map(([p, s]) => `${p} ${s}`);
    console.log(`page cache on pages that do not read /blog/${EDITED_SLUG}: ${hitsBefore}/${untouched.length} hits before its change, ${hitsAfter}/${untouched.length} after (the pages that read it: ${readers.join(', ')})`);
    const missed = after.filter(([p, s]) => !READERS_OF_EDITED.has(p) && s !== 'hit').map(([p]) => p);
    if (missed.length) console.log(`  untouched pages not served from the cache after the change: ${missed.join(', ')}`);

    // 3. A cold render of the article with its data, in this process.
    const parts = await benchArticleRender({ apiUrl: api.url });
    renderLines(parts, `/blog/${TIMED_SLUG}`, api.url);
    const render = parts.total;

    return [
      ['publish to visible on 2 replicas, p95 (ms)', Math.round(p95(times)), CONTENT_BUDGETS.publishToVisibleP95Ms, Math.round(p95(times)) <= CONTENT_BUDGETS.publishToVisibleP95Ms],
      [`cold server render of /blog/${TIMED_SLUG} with its data (ms)`, Number(render.toFixed(1)), CONTENT_BUDGETS.articleColdRenderMs, render <= CONTENT_BUDGETS.articleColdRenderMs],
      ['page cache hits of untouched pages after an edit', `${hitsAfter}/${untouched.length}`, `${hitsBefore}/${untouched.length}`, hitsAfter === hitsBefore],
    ];
  } finally {
    for (const r of replicas) r.stop();
    api.stop();
  }
}

/**
 * The content gate keeps each read's last good answer per process (for when the API fails), in a
 * store shared by every remote's copy of @agency/platform/content under this Symbol.for key (its
 * forgetLastGoodContent() clears the same map; the module is TypeScript this script cannot import).
 */
const LAST_GOOD = Symbol.for('@agency/platform:content-last-good');
const forgetLastGoodContent = () => globalThis[LAST_GOOD]?.clear();

/** Median of `runs` timed calls of `fn` (ms), after one untimed call. */
async function timed(fn, runs) {
  await fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

/**
 * A stand-in API on a free port: each address is asked of `apiUrl` once, then answered from memory
 * with the same status, headers and body. A render reading it costs the render and one loopback
 * round trip, not the API's work.
 */
async function startRecordedApi(apiUrl) {
  const http = await import('node:http');
  const kept = new Map();
  const server = http.createServer(async (req, res) => {
    let answer = kept.get(req.url);
    if (!answer) {
      const got = await fetch(`${apiUrl}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' });
      const headers = Object.fromEntries([...got.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)));
      answer = { status: got.status, headers, body: Buffer.from(await got.arrayBuffer()) };
      kept.set(req.url, answer);
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  });
  // The connections the renders opened: one (kept alive) when the server fetch reuses it.
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close(), connections: () => connections };
}

/**
 * Median render time of an article page, cache off, its data read from `apiUrl` each time, and
 * beside it (same process, same run, one after the other) the parts it is made of:
 * - api: the article's answer fetched from the API as the content gate fetches it (this process's
 *   fetch, one connection kept alive);
 * - renderFromMemory: the same page rendered against a stand-in API that answers from memory (the
 *   render and one loopback round trip without the API's work);
 * - home: a cold render of `/`, which reads no article (e2e/bench/render.mjs's figure).
 */
export async function benchArticleRender({ apiUrl, runs = 30, pagePath = `/blog/${TIMED_SLUG}` }) {
  const { createPageRenderer } = require('@agency/gateway/page-renderer');
  const slug = pagePath.split('/').pop();
  const renderer = (url) =>
    createPageRenderer({ shellDist: path.join(root, 'shell', 'dist'), deployDir: path.join(root, '.deploy'), origin: 'http://127.0.0.1:9', apiUrl: url, cache: false });
  const recorded = await startRecordedApi(apiUrl);
  try {
    const real = renderer(apiUrl);
    await real.warm([pagePath, '/']);
    const renderWith = (pages, url) => async () => {
      // The renderer names the API for every server bundle through this global (page-renderer.js).
      globalThis.__AGENCY_API_ORIGIN__ = url;
      forgetLastGoodContent();
      const page = await pages.render(pagePath);
      if (page.status !== 200) throw new Error(`${pagePath} rendered ${page.status}`);
    };
    const api = await timed(async () => {
      const res = await fetch(`${apiUrl}/api/content/articles/${slug}`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`the article answered ${res.status}`);
      await res.json();
    }, runs);
    const total = await timed(renderWith(real, apiUrl), runs);
    const renderFromMemory = await timed(renderWith(real, recorded.url), runs);
    const connections = recorded.connections();
    globalThis.__AGENCY_API_ORIGIN__ = apiUrl;
    const home = await timed(async () => {
      forgetLastGoodContent();
      await real.render('/');
    }, runs);
    return { total, api, renderFromMemory, home, connections, renders: runs + 1 };
  } finally {
    globalThis.__AGENCY_API_ORIGIN__ = apiUrl;
    recorded.stop();
  }
}

/** The render's line and its parts (medians, ms). */
function renderLines(parts, pagePath, apiUrl) {
  console.log(`cold server render of ${pagePath} with its data (page cache off, API at ${apiUrl}): median ${parts.total.toFixed(1)} ms`);
  console.log(
    `  parts (medians, same run): the API's answer ${parts.api.toFixed(1)} ms; the render with that answer from memory ${parts.renderFromMemory.toFixed(1)} ms (${parts.connections} connection(s) for its ${parts.renders} renders); a cold render of / ${parts.home.toFixed(1)} ms`,
  );
}

/** Only the render row: the API alone (fresh data folder), no replicas. `node e2e/bench/content.mjs --render`. */
export async function benchContentRender({ port = 3411 } = {}) {
  const api = await startApi({ port, dataDir: path.join(root, '.data', 'bench-content') });
  try {
    const pagePath = `/blog/${TIMED_SLUG}`;
    const parts = await benchArticleRender({ apiUrl: api.url, pagePath });
    renderLines(parts, pagePath, api.url);
    return [[`cold server render of ${pagePath} with its data (ms)`, Number(parts.total.toFixed(1)), CONTENT_BUDGETS.articleColdRenderMs, parts.total <= CONTENT_BUDGETS.articleColdRenderMs]];
  } finally {
    api.stop();
  }
}

export function printContentRows(rows) {
  for (const [name, value, budget, ok] of rows) console.log(`budget: ${name} = ${value} (budget ${budget}) ${ok ? 'holds' : 'EXCEEDED'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ports = process.env.BENCH_CONTENT_PORTS ? process.env.BENCH_CONTENT_PORTS.split(',').map(Number) : [3411, 3412, 3413];
  const rows = process.argv.includes('--render') ? await benchContentRender({ port: ports[0] }) : await benchContent({ ports: { api: ports[0], replicas: ports.slice(1, 3) } });
  printContentRows(rows);
  process.exit(0);
}
