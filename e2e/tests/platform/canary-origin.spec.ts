import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';
import { BUCKET_COOKIE, bucketFor, inlinedRemotes, startRenderer, startStaticHost, stop } from './canary-support';
import { copyBuild, folderHash, releaseTool } from './platform-support';

/**
 * mf-blog published to its own static host (a second origin, another port) and released there:
 * remotes.json names it by its absolute URL, the page renderer renders it from there, the page's
 * CSP allows that origin, the browser loads its files from there, and nothing is copied to the
 * shell's host. A canary on that origin follows the same way.
 */
const PORTS = { site: E2E_PORTS.site + 42, cdn: E2E_PORTS.site + 43 };
const SITE = `http://127.0.0.1:${PORTS.site}`;
const CDN = `http://127.0.0.1:${PORTS.cdn}`;
const BLOG_DIST = path.join(ROOT, 'mf-blog', 'dist');

test.describe.configure({ mode: 'serial' });
test.skip(!fs.existsSync(path.join(BLOG_DIST, 'mf-manifest.json')) || !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'server', 'main.js')), 'mf-blog or the shell is not built (npm run build)');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-origin-'));
const deployDir = path.join(work, 'deploy');
const cdnDir = path.join(work, 'cdn');
const output: string[] = [];
let renderer: ChildProcess | undefined;
let cdn: http.Server | undefined;

const versionIn = (out: string) => /blog (\d{8}T\d{6}Z-[0-9a-f]{8})/.exec(out)![1];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fs.mkdirSync(cdnDir, { recursive: true });
  cdn = await startStaticHost(PORTS.cdn, cdnDir);
  renderer = await startRenderer(PORTS.site, deployDir, output);
});

test.afterAll(async () => {
  await stop(renderer);
  await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)));
  fs.rmSync(work, { recursive: true, force: true });
});

test('mf-blog released to its own origin is rendered and loaded from there, and the shell\'s host is not touched', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const shellBefore = folderHash(path.join(ROOT, 'shell', 'dist'));
  const out = releaseTool('release.js', ['--remote', 'blog', '--from', BLOG_DIST, '--deploy-dir', deployDir, '--publish-dir', path.join(cdnDir, 'blog'), '--public-url', `${CDN}/blog`]);
  const version = versionIn(out);
  const manifest = `${CDN}/blog/${version}/mf-manifest.json`;
  expect(JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')).blog).toBe(manifest);
  expect(fs.existsSync(path.join(cdnDir, 'blog', version, 'remoteEntry.js'))).toBe(true);
  expect(fs.existsSync(path.join(deployDir, 'remotes'))).toBe(false);
  expect(folderHash(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);

  // The page allows the remote's origin for its code, styles and manifest.
  const res = await request.get(`${SITE}/blog`);
  const policy = res.headers()['content-security-policy'];
  for (const directive of ['script-src', 'style-src', 'connect-src']) expect(policy).toMatch(new RegExp(`${directive} [^;]*${CDN.replace(/[.:/]/g, '\\$&')}`));
  expect(inlinedRemotes(await res.text()).blog.startsWith(`${CDN}/blog/${version}/`)).toBe(true);

  // Rendered on the server from the other origin: the blog's list is in the HTML.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto(`${SITE}/blog`);
  await expect(plain.locator('[data-remote="blog"] a[href="/blog/ai-in-modern-branding"]').first()).toBeVisible();
  await still.close();

  // Hydrated in the browser with the remote's files from its origin, and nothing refused by the CSP.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${SITE}/blog`);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 20_000 });
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(loaded).toContain(`${CDN}/blog/${version}/remoteEntry.js`);
  expect(loaded.some((url) => url.startsWith(`${SITE}/remotes/blog/`))).toBe(false);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(refused).toEqual([]);
  await context.close();
});

test('a canary of the remote goes to its own origin too, and its visitors get it from there', async ({ request }) => {
  const variant = path.join(work, 'variant');
  copyBuild(BLOG_DIST, variant);
  fs.appendFileSync(path.join(variant, 'remoteEntry.js'), '\n/* canary on the team\'s origin */\n');
  // The origin is remembered from the remote's last release: no flags needed.
  const canary = versionIn(releaseTool('release.js', ['--remote', 'blog', '--from', variant, '--deploy-dir', deployDir, '--canary', '10']));
  expect(fs.existsSync(path.join(cdnDir, 'blog', canary, 'remoteEntry.js'))).toBe(true);
  const page = await request.get(`${SITE}/blog`, { headers: { Cookie: `${BUCKET_COOKIE}=${bucketFor('blog', 10, true)}` } });
  expect(inlinedRemotes(await page.text()).blog.startsWith(`${CDN}/blog/${canary}/`)).toBe(true);
  expect(releaseTool('rollback.js', ['--remote', 'blog', '--deploy-dir', deployDir])).toContain(`canary ${canary} withdrawn`);
});
