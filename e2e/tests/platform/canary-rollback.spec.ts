import { expect, test, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PAGE_TOKEN_SECRET, E2E_PORTS, ROOT } from '../../support/env';
import { needs, unbuilt } from '../../support/needs';
import { API_URL, BUCKET_COOKIE, bucketFor, inlinedRemotes, startRenderer, stop } from './canary-support';
import { NGINX_BIN, copyBuild, releaseTool } from './platform-support';

/**
 * A canary release of mf-blog that throws in every visitor's browser, on two page renderers of their
 * own over one deploy folder: its share of visitors gets it (sticky, the same on both renderers,
 * rendered as loaded), the visitors' reports reach the API, and the watcher withdraws it without a
 * person; a healthy canary asked for --auto-promote is promoted by the same watcher.
 */
const PORTS = { a: E2E_PORTS.site + 40, b: E2E_PORTS.site + 41, nginx: E2E_PORTS.site + 44 };
const SITE = { a: `http://127.0.0.1:${PORTS.a}`, b: `http://127.0.0.1:${PORTS.b}` };
// nginx (when installed) in front of both renderers, as the `web` image runs it.
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
const SHARE = 30;
const BLOG_DIST = path.join(ROOT, 'mf-blog', 'dist');
const RELEASES = path.join(ROOT, 'packages', 'release', 'bin', 'releases.js');

test.describe.configure({ mode: 'serial' });
needs(unbuilt(['mf-blog/dist/mf-manifest.json', 'shell/dist/server/main.js']));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-canary-'));
// nginx's workers may run as another user: the deploy folder must be readable like a real one.
fs.chmodSync(work, 0o755);
const nginxPrefix = path.join(work, 'nginx');
const deployDir = path.join(work, 'deploy');
const output: string[] = [];
const watcherOutput: string[] = [];
const renderers: ChildProcess[] = [];
let watcher: ChildProcess | undefined;
let stable = '';
let canary = '';

const tool = (args: string[]) => releaseTool('release.js', ['--remote', 'blog', '--deploy-dir', deployDir, ...args]);
const versionIn = (out: string) => /blog (\d{8}T\d{6}Z-[0-9a-f]{8})/.exec(out)![1];
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(deployDir, file), 'utf8'));

// The gateway's own token signing (packages/server-kit), to forge what an attacker can: a token with
// a guessed secret, an expired one, one tampered with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tokens = require(path.join(ROOT, 'packages', 'server-kit', 'src', 'page-token.js')) as {
  VISIT_COOKIE: string;
  visitToken(secret: string, versions: Record<string, string>, o?: { now?: number }): string;
};
/** The watcher's settings in these specs: judged against the live version once both have 3 distinct visits. */
const WATCH = ['--min-visits', '3', '--min-stable-visits', '3', '--max-error-rate', '1', '--threshold', '0.2'];

/** A request with no cookie jar: each one carries exactly the cookie given. */
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

/** The suite API's content change counter. */
const contentChange = async () => ((await (await get(`${API_URL}/api/content/changes`)).json()) as { latest: number }).latest;

/**
 * Runs `pair` (pages, then the same page again) until its second page is a page-cache hit or no
 * content changed around it (at most 5 times). The cache rightly drops /blog when an article
 * changes, and tests/content/publishing.spec.ts publishes on the same API beside this spec: a miss
 * counts only when the change counter stood still from a poll of the renderers' content feed
 * (1 s) before the pair until after it.
 */
async function whileContentStands<T extends { again: Response }>(pair: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await contentChange();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const result = await pair();
    if (result.again.headers.get('x-page-cache') === 'hit' || attempt === 5 || (await contentChange()) === before) return result;
  }
}

/** A copy of the blog's build with one line added to its entry: different bytes, so a version of its own. */
function variant(name: string, line: string): string {
  const dir = path.join(work, name);
  copyBuild(BLOG_DIST, dir);
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n${line}\n`);
  return dir;
}

/** One visitor (their bucket cookie) opening the blog `times` times; leaving each page sends its reports. */
async function visit(browser: Browser, base: string, bucket: string, times: number): Promise<string[]> {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: BUCKET_COOKIE, value: bucket, url: base }]);
  const page = await context.newPage();
  const loaded: string[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 20_000 });
    // A tap on the page's heading: an interaction, so the page has an INP to report.
    await page.getByRole('heading', { level: 1 }).first().click();
    loaded.push(...(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))));
    await page.goto('about:blank');
  }
  await context.close();
  return loaded;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stable = versionIn(tool(['--from', BLOG_DIST]));
  renderers.push(await startRenderer(PORTS.a, deployDir, output), await startRenderer(PORTS.b, deployDir, output));
  if (NGINX_BIN) {
    releaseTool('nginx-native.js', ['start', '--port', String(PORTS.nginx), '--api', `127.0.0.1:${E2E_PORTS.api}`, '--pages', `127.0.0.1:${PORTS.a},127.0.0.1:${PORTS.b}`, '--prefix', nginxPrefix, '--deploy-dir', deployDir]);
  }
});

test.afterAll(async () => {
  await stop(watcher);
  if (NGINX_BIN) releaseTool('nginx-native.js', ['stop', '--prefix', nginxPrefix]);
  await Promise.all(renderers.map(stop));
  // E2E_KEEP_RELEASES=<folder>: the run's deploy folder is kept there, for `npm run releases
  // -- --deploy-dir <folder>` against the API's figures of the same run.
  if (process.env.E2E_KEEP_RELEASES) fs.cpSync(deployDir, process.env.E2E_KEEP_RELEASES, { recursive: true });
  fs.rmSync(work, { recursive: true, force: true });
});

test('a canary goes to its share of visitors, sticky by cookie, the same on both renderers, rendered as the browser loads it', async ({ browser }) => {
  // Publishing a build pre-compresses every file (brotli 11): a while on a busy 2-core machine.
  test.setTimeout(120_000);
  canary = versionIn(tool(['--from', variant('throws', ';setTimeout(function(){throw new Error("this canary throws")},0);'), '--canary', String(SHARE)]));
  expect(readJson('canaries.json').blog).toMatchObject({ version: canary, share: SHARE });
  expect(readJson('remotes.json').blog).toBe(`/remotes/blog/${stable}/mf-manifest.json`);

  // A first visit gets a random bucket in a first-party cookie, and the versions that bucket says.
  const first = await get(`${SITE.a}/blog`);
  const cookie = /nyota_bucket=([0-9a-f]{16}); Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/.exec(first.headers.get('set-cookie') ?? '');
  expect(cookie).not.toBeNull();

  for (const inCanary of [true, false]) {
    const bucket = bucketFor('blog', SHARE, inCanary);
    const headers = { Cookie: `${BUCKET_COOKIE}=${bucket}` };
    const { maps, again } = await whileContentStands(async () => {
      const pages = await Promise.all([get(`${SITE.a}/blog`, headers), get(`${SITE.b}/blog`, headers)]);
      const maps = await Promise.all(pages.map(async (p) => inlinedRemotes(await p.text())));
      return { maps, again: await get(`${SITE.a}/blog`, headers) };
    });
    expect(maps[0]).toEqual(maps[1]);
    expect(maps[0].blog).toContain(`/remotes/blog/${inCanary ? canary : stable}/`);
    // Kept in the page cache under the visitor's versions: the next one is a hit with the same page.
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(inlinedRemotes(await again.text())).toEqual(maps[0]);
    if (NGINX_BIN) {
      // Behind nginx: the page and /remotes.json (sent to a renderer for a visitor with the cookie) say the same.
      expect(inlinedRemotes(await (await get(`${NGINX}/blog`, headers)).text())).toEqual(maps[0]);
      expect((await (await get(`${NGINX}/remotes.json`, headers)).json()).blog).toBe(inCanary ? `/remotes/blog/${canary}/mf-manifest.json` : `/remotes/blog/${stable}/mf-manifest.json`);
      expect((await get(`${NGINX}/remotes/blog/${canary}/remoteEntry.js`)).status).toBe(200);
    }
  }
  if (NGINX_BIN) expect((await (await get(`${NGINX}/remotes.json`)).json()).blog).toBe(`/remotes/blog/${stable}/mf-manifest.json`);

  // The browser loads exactly the version the server rendered, and keeps it across reloads.
  const loaded = await visit(browser, SITE.a, bucketFor('blog', SHARE, true), 2);
  expect(loaded.some((url) => url.includes(`/remotes/blog/${canary}/`))).toBe(true);
  expect(loaded.some((url) => url.includes(`/remotes/blog/${stable}/`))).toBe(false);
});

test('a flood of forged reports from many addresses changes no decision of the watcher', async () => {
  test.setTimeout(90_000);
  const invented = '20261122T004500Z-0badf00d';
  // What a real page of the canary gave one visitor (its visit token), replayed by the attacker.
  const page = await get(`${SITE.a}/blog`, { Cookie: `${BUCKET_COOKIE}=${bucketFor('blog', SHARE, true)}` });
  const harvested = new RegExp(`${tokens.VISIT_COOKIE}=([^;]+); Path=/api/rum`).exec(page.headers.get('set-cookie') ?? '')![1];
  const [payload, signature] = harvested.split('.');
  const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: { blog: stable } })).toString('base64url')}.${signature}`;
  const forged: Array<[string | null, string, number]> = [
    [null, canary, 403],
    [tokens.visitToken('an-attacker-guessed-secret-0123456789abcdef', { blog: canary }), canary, 403],
    [tokens.visitToken(E2E_PAGE_TOKEN_SECRET, { blog: canary }, { now: Date.now() - 31 * 60_000 }), canary, 403],
    [tampered, stable, 403],
    [harvested, invented, 400],
    [harvested, stable, 400],
    // The real token, replayed: one visit, its errors capped.
    [harvested, canary, 204],
  ];
  const statuses: number[] = [];
  for (let address = 1; address <= 30; address += 1) {
    await Promise.all(
      forged.map(async ([token, version, status]) => {
        const r = { remote: 'blog', version };
        const res = await fetch(`${SITE.b}/api/rum`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${address}`, ...(token ? { Cookie: `${tokens.VISIT_COOKIE}=${token}` } : {}) },
          body: JSON.stringify({ route: '/blog', views: [r], remotes: [r], problems: [{ ...r, kind: 'error' }, { ...r, kind: 'load' }], vitals: [] }),
        });
        statuses.push(res.status === status ? 0 : res.status);
      }),
    );
  }
  expect(statuses.filter(Boolean)).toEqual([]);
  // The watcher's look: too few real visits to compare (the first test's and the one replayed), the canary runs on.
  const look = releaseTool('releases.js', ['--watch', '--once', '--deploy-dir', deployDir, '--api', API_URL, ...WATCH]);
  expect(look).toMatch(new RegExp(`\\[watch\\] blog: canary ${canary}: (\\d of the 3 distinct visits needed|the live version has 0 of the 3 distinct visits needed to compare)`));
  expect(look).not.toMatch(/withdrawn|promoted/);
  expect(readJson('canaries.json').blog).toMatchObject({ version: canary });
  const report = releaseTool('releases.js', ['--deploy-dir', deployDir, '--api', API_URL, '--since', '30', ...WATCH]);
  expect(report).toContain('The watcher decides on a canary after 3 distinct visits of it and 3 of the live version');
  expect(report).not.toContain(invented);
});

test('the watcher withdraws the canary that throws without a person; npm run releases shows the figures', async ({ browser }) => {
  test.setTimeout(90_000);
  // Judged against the live version only (no ceiling of its own: --max-error-rate 1), once both have
  // 3 views: the reason checked below is the comparison's, whichever side's visits arrive first.
  watcher = spawn(process.execPath, [RELEASES, '--watch', '--deploy-dir', deployDir, '--api', API_URL, ...WATCH, '--interval', '1'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  watcher.stdout!.on('data', (chunk) => watcherOutput.push(String(chunk)));
  watcher.stderr!.on('data', (chunk) => watcherOutput.push(String(chunk)));

  await Promise.all([visit(browser, SITE.a, bucketFor('blog', SHARE, true), 3), visit(browser, SITE.b, bucketFor('blog', SHARE, false), 3)]);
  await expect.poll(() => readJson('canaries.json').blog ?? null, { timeout: 30_000, message: watcherOutput.join('') }).toBeNull();

  const last = readJson('history/blog.json').log.at(-1);
  expect(last).toMatchObject({ action: 'withdraw', from: canary, to: stable, by: 'watcher' });
  expect(last.reason).toMatch(/^error rate canary \d+\.\d% of \d+ views, live 0\.0% of \d+ views: more than 20\.0% above the live version$/);
  expect(watcherOutput.join('')).toContain(`[watch] blog: canary ${canary} withdrawn: error rate`);
  // Everyone is back on the live release; the withdrawn version's files stay for pages still open.
  const html = await (await fetch(`${SITE.b}/blog`, { headers: { Cookie: `${BUCKET_COOKIE}=${bucketFor('blog', SHARE, true)}` } })).text();
  expect(inlinedRemotes(html).blog).toContain(`/remotes/blog/${stable}/`);
  expect((await fetch(`${SITE.a}/remotes/blog/${canary}/remoteEntry.js`)).status).toBe(200);

  const report = releaseTool('releases.js', ['--deploy-dir', deployDir, '--api', API_URL, '--since', '30']);
  await test.info().attach('npm run releases', { body: report, contentType: 'text/plain' });
  expect(report).toContain(`blog: stable ${stable}`);
  expect(report).toMatch(new RegExp(`stable ${stable}: \\d+ visits, \\d+ views, error rate 0\\.0% \\(0 errors, 0 failed loads\\), LCP p75 \\d+ ms, INP p75 \\d+ ms, CLS p75 \\d\\.\\d{3}`));
  expect(report).toMatch(new RegExp(`${canary}: [3-9] visits, [3-9] views, error rate (\\d{3}|[5-9]\\d)\\.\\d% \\([1-9]\\d* errors, 0 failed loads\\)`));
  expect(report).toMatch(/last: withdraw of .* by watcher: error rate/);
});

test('a healthy canary with --auto-promote is promoted by the watcher after its watch period', async ({ browser }) => {
  test.setTimeout(90_000);
  const healthy = versionIn(tool(['--from', variant('healthy', '/* a healthy canary */'), '--canary', String(SHARE), '--auto-promote', '--watch-period', '0.05']));
  // Compared with the live version's visitors of the same window (since the canary started): without
  // them the watcher promotes nothing.
  await Promise.all([visit(browser, SITE.a, bucketFor('blog', SHARE, true), 3), visit(browser, SITE.b, bucketFor('blog', SHARE, false), 3)]);
  await expect.poll(() => readJson('remotes.json').blog, { timeout: 30_000, message: watcherOutput.join('') }).toBe(`/remotes/blog/${healthy}/mf-manifest.json`);
  expect(readJson('history/blog.json').log.at(-1)).toMatchObject({ action: 'promote', from: stable, to: healthy, by: 'watcher' });
});
