import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { visitEveryRoute } from '../../support/csp';
import { E2E_PORTS, ROOT } from '../../support/env';
import { needs, strictNeeds } from '../../support/needs';
import { pageScripts } from '../../support/page-scripts';
import { NGINX_BIN, REMOTE_DIRS, copyBuild, filesContaining, missingBuilds, releaseTool } from './platform-support';

/**
 * The smoke subset through nginx: Debian's nginx runs the `web` image's configuration
 * (deploy/nginx, rendered by packages/release/bin/nginx-native.js) over the built apps, with the
 * running API as upstream and a page renderer of its own (packages/gateway/src/process/serve.js, as the
 * compose `gateway` service runs it) for page addresses. Its own deploy folder, so its release
 * check touches nothing else.
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT || E2E_PORTS.site + 50);
// A replica that is down: listed first, so every API call proves the upstream fails over.
const DEAD_API = `127.0.0.1:${NGINX_PORT + 1}`;
const LIVE_API = `127.0.0.1:${E2E_PORTS.api}`;
// The page renderer behind nginx; a dead one listed first, so every page proves the failover too.
const RENDER_PORT = NGINX_PORT + 2;
const DEAD_RENDERER = `127.0.0.1:${NGINX_PORT + 3}`;
const BASE = `http://127.0.0.1:${NGINX_PORT}`;
const PREFIX = path.join(os.tmpdir(), `agency-nginx-e2e-${NGINX_PORT}`);
const BROTLI = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

const missing = missingBuilds();
needs([
  ...(NGINX_BIN ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)']),
  // Without the brotli module the spec checks gzip instead; CI installs the module and checks brotli.
  ...(BROTLI || !strictNeeds() ? [] : ['the brotli module of nginx (apt-get install -y libnginx-mod-http-brotli-static)']),
  ...(missing.length ? [`the builds ${missing.join(', ')} (npm run build)`] : []),
]);
test.describe.configure({ mode: 'serial' });

let deployDir = '';
let renderer: ChildProcess | null = null;

test.beforeAll(async () => {
  // Pre-compressing freshly built folders takes a while on a busy 2-core machine.
  test.setTimeout(180_000);
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-deploy-'));
  // nginx's workers run as another user: the deploy folder must be readable like a real one.
  fs.chmodSync(deployDir, 0o755);
  renderer = spawn(process.execPath, [require.resolve('@agency/gateway/serve')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(RENDER_PORT), API_URL: `http://${LIVE_API}`, DEPLOY_DIR: deployDir },
    stdio: 'ignore',
  });
  releaseTool('nginx-native.js', [
    'start', '--port', String(NGINX_PORT), '--api', `${DEAD_API},${LIVE_API}`, '--pages', `${DEAD_RENDERER},127.0.0.1:${RENDER_PORT}`,
    '--prefix', PREFIX, '--deploy-dir', deployDir,
  ]);
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${RENDER_PORT}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the page renderer did not start');
});

test.afterAll(() => {
  renderer?.kill('SIGTERM');
  releaseTool('nginx-native.js', ['stop', '--prefix', PREFIX]);
  fs.rmSync(deployDir, { recursive: true, force: true });
});

/** Failed loads of the site's own files (API answers are the API's business, tested elsewhere). */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  const isSiteFile = (url: string) => url.startsWith(BASE) && !new URL(url).pathname.startsWith('/api/');
  page.on('response', (r) => {
    if (r.status() >= 400 && isSiteFile(r.url())) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A request cancelled because the test navigated on (the chat widget loads when the page is idle) is not a failure.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (isSiteFile(r.url())) failures.push(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  return failures;
}

test('pages of every remote render through nginx, deep links included', async ({ page }) => {
  const failures = watchFailures(page);
  await page.goto(`${BASE}/`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.locator('[data-remote="marketing"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('chat-slot').getByRole('button').first()).toBeVisible({ timeout: 20_000 });

  for (const [remote, address] of [
    ['blog', '/blog'],
    ['portfolio', '/portfolio'],
    ['commerce', '/pricing'],
    ['marketing', '/about'],
  ] as const) {
    await page.goto(`${BASE}${address}`);
    await expect(page.locator(`[data-remote="${remote}"]`), address).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  }
  expect(failures).toEqual([]);
});

test('an unknown page address gets the app (its 404 page, rendered, status 404), a dot in it or not; a missing file too', async ({ page, request }) => {
  await page.goto(`${BASE}/no-such-page`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('not-found')).toBeVisible();
  const html = await request.get(`${BASE}/no-such-page/deeper`);
  expect(html.status()).toBe(404);
  expect(await html.text()).toContain('<div id="root" data-ssr="true">');
  // Issue 63: a dot does not make an address a file. Only a built file is sent as a file.
  for (const address of ['/no-such.page', '/portfolio/x.com', '/no-such-file.js']) {
    const answer = await request.get(`${BASE}${address}`);
    expect({ address, status: answer.status(), type: answer.headers()['content-type'] }).toEqual({ address, status: 404, type: expect.stringMatching(/^text\/html/) });
    expect(await answer.text(), address).toContain('data-testid="not-found"');
  }
  await page.goto(`${BASE}/portfolio/x.com`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  // A route with a dot in it is the route's page: a staff customer page ends in an e-mail's domain.
  const customer = await request.get(`${BASE}/admin/customers/visitor1%40example.com`);
  expect({ status: customer.status(), type: customer.headers()['content-type'] }).toEqual({ status: 200, type: expect.stringMatching(/^text\/html/) });
  expect(await customer.text()).toContain('<div id="root" data-ssr="true">');
  for (const address of ['/remotes/blog/no-such-chunk.js', '/remotes/nobody/mf-manifest.json', '/remotes/blog/%2e%2e/%2e%2e/package.json']) {
    expect((await request.get(`${BASE}${address}`)).status(), address).toBe(404);
  }
  // The shell's server bundle exists in the build the image serves, but is not a file for browsers.
  for (const address of ['/server/main.js', '/SERVER/main.js', '/server/', '/%73erver/main.js', '/server%2fmain.js', '//server/main.js']) {
    expect((await request.get(`${BASE}${address}`)).status(), address).toBe(404);
  }
});

test('entry points are revalidated, hashed assets are immutable for a year', async ({ request }) => {
  const noCache = ['/', '/index.html', '/remotes.json'];
  for (const remote of Object.keys(REMOTE_DIRS)) noCache.push(`/remotes/${remote}/mf-manifest.json`, `/remotes/${remote}/remoteEntry.js`);
  for (const address of noCache) {
    const res = await request.get(`${BASE}${address}`);
    expect(res.status(), address).toBe(200);
    expect(res.headers()['cache-control'], address).toBe('no-cache');
  }
  const shellMain = pageScripts(await (await request.get(`${BASE}/`)).text()).scripts[0].slice(1);
  expect(shellMain).toMatch(/^main\.[0-9a-f]{8}\.js$/);
  const blogChunk = fs.readdirSync(path.join(ROOT, 'mf-blog', 'dist')).find((f) => /^[\w-]+\.[0-9a-f]{8}\.js$/.test(f))!;
  for (const address of [`/${shellMain}`, `/remotes/blog/${blogChunk}`]) {
    const res = await request.get(`${BASE}${address}`);
    expect(res.status(), address).toBe(200);
    expect(res.headers()['cache-control'], address).toBe('public, max-age=31536000, immutable');
  }
  const remotes = await request.get(`${BASE}/remotes.json`);
  expect(await remotes.json()).toEqual(Object.fromEntries(Object.keys(REMOTE_DIRS).map((r) => [r, `/remotes/${r}/mf-manifest.json`])));
  expect((await request.get(`${BASE}/remotes/blog/remoteEntry.js`)).headers()['access-control-allow-origin']).toBe('*');
});

test('text assets are sent pre-compressed (brotli when the module is installed, else gzip)', async () => {
  const entry = fs.readFileSync(path.join(ROOT, 'mf-blog', 'dist', 'remoteEntry.js'));
  const get = (encoding: string) => fetch(`${BASE}/remotes/blog/remoteEntry.js`, { headers: { 'Accept-Encoding': encoding } });

  const gz = await get('gzip');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gz.headers.get('vary')).toContain('Accept-Encoding');
  // The bytes on the wire are the build's .gz file, decoded they are the file itself.
  expect(Number(gz.headers.get('content-length'))).toBe(fs.statSync(path.join(ROOT, 'mf-blog', 'dist', 'remoteEntry.js.gz')).size);
  expect(Buffer.from(await gz.arrayBuffer()).equals(entry)).toBe(true);

  const br = await get('br, gzip');
  expect(br.headers.get('content-encoding')).toBe(BROTLI ? 'br' : 'gzip');
  if (BROTLI) expect(Number(br.headers.get('content-length'))).toBe(fs.statSync(path.join(ROOT, 'mf-blog', 'dist', 'remoteEntry.js.br')).size);

  const plain = await get('identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(zlib.gzipSync(Buffer.from(await plain.arrayBuffer())).length).toBeGreaterThan(0);
});

test('/api goes to the API replicas and survives one that is down', async ({ request }) => {
  for (let i = 0; i < 6; i += 1) {
    const res = await request.get(`${BASE}/api/health`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  }
  // The API answers its own errors (JSON with statusCode), nginx does not replace them.
  const notFound = await request.get(`${BASE}/api/no-such-endpoint`);
  expect(notFound.status()).toBe(404);
  expect(await notFound.json()).toMatchObject({ statusCode: 404 });
});

test('every public route runs under the content security policy without a violation (nginx)', async ({ page }) => {
  // Every route of the table, each until live and scrolled: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  expect(await visitEveryRoute(page, BASE)).toEqual([]);
});

test('a release in the deploy folder is served by nginx at once, and the rollback too', async ({ page }) => {
  await page.goto(`${BASE}/portfolio`);
  const area = page.locator('[data-remote="portfolio"]');
  await expect(area).toBeVisible({ timeout: 20_000 });
  const dist = path.join(ROOT, 'mf-portfolio', 'dist');
  const texts = await area.locator('h1, h2, p').evaluateAll((els) => els.filter((el) => el.childElementCount === 0).map((el) => (el.textContent ?? '').trim()));
  const oldText = texts.find((t) => t.length >= 12 && !/["\\\n]/.test(t) && filesContaining(dist, t).length > 0);
  expect(oldText, 'a text of the portfolio page found in its bundle').toBeTruthy();
  const newText = `${oldText} [nginx release check]`;

  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-release-'));
  try {
    copyBuild(dist, build);
    for (const file of filesContaining(build, oldText!)) {
      fs.writeFileSync(path.join(build, file), fs.readFileSync(path.join(build, file), 'utf8').replaceAll(oldText!, newText));
    }
    releaseTool('release.js', ['--remote', 'portfolio', '--from', build, '--deploy-dir', deployDir]);
    const remotes = (await (await fetch(`${BASE}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.portfolio).toMatch(/^\/remotes\/portfolio\/\d{8}T\d{6}Z-[0-9a-f]{8}\/mf-manifest\.json$/);
    expect(remotes.blog).toBe('/remotes/blog/mf-manifest.json');
    const versioned = await fetch(`${BASE}${remotes.portfolio}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('no-cache');

    await page.reload();
    await expect(page.getByText(newText, { exact: true })).toBeVisible({ timeout: 20_000 });

    releaseTool('rollback.js', ['--remote', 'portfolio', '--deploy-dir', deployDir]);
    await page.reload();
    await expect(page.getByText(oldText!, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(newText, { exact: true })).toHaveCount(0);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
});

test('page addresses are rendered by the gateway behind nginx, with its own headers; the shell page when no renderer answers', async ({ browser }) => {
  const about = await fetch(`${BASE}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(about.status).toBe(200);
  expect(about.headers.get('cache-control')).toBe('no-cache');
  expect(about.headers.get('content-encoding')).toBe('gzip');
  expect(about.headers.get('etag')).toBeTruthy();
  // One policy per page, the renderer's (its inline event capture allowed by hash), not nginx's too.
  expect(about.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  expect(about.headers.get('content-security-policy')).not.toContain(',');
  const html = await about.text();
  expect(html).toContain('<div id="root" data-ssr="true">');
  expect(html).toMatch(/<title>About \| Nyota Creative<\/title>/);
  // Readable without a script: the page is in the HTML nginx sends.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();

  renderer?.kill('SIGTERM');
  renderer = null;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const alone = await fetch(`${BASE}/about`);
  expect(alone.status).toBe(200);
  expect(await alone.text()).toBe(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8'));
  expect(alone.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const live = await browser.newPage();
  // No map inlined by a renderer: the shell reads /remotes.json, then marketing's manifest itself
  // (the runtime has no manifest reader: packages/platform/src/federation/entry.ts), then its entry.
  const manifest = live.waitForResponse((r) => r.url().endsWith('/remotes/marketing/mf-manifest.json') && r.ok());
  await live.goto(`${BASE}/about`);
  await manifest;
  await expect(live.locator('#root [data-remote="marketing"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await live.close();
});
