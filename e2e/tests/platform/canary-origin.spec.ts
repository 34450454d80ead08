import { expect, test, type Browser } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';
import { needs, needsNow, unbuilt } from '../../support/needs';
import { BUCKET_COOKIE, bucketFor, inlinedRemotes, startRenderer, startStaticHost, stop } from './canary-support';
import { NGINX_BIN, copyBuild, folderHash, releaseTool } from './platform-support';

/**
 * mf-blog published to its own static host (a second origin, another port) and released there:
 * remotes.json names it by its absolute URL, the page renderer renders it from there, the page's
 * CSP allows that origin, the browser loads its files from there, and nothing is copied to the
 * shell's host. A canary on that origin follows the same way. Behind nginx (as the web image runs
 * it), the rendered page keeps the renderer's policy, and the shell page nginx serves itself when no
 * renderer answers allows exactly the origins the release tool wrote into the deploy folder.
 */
const PORTS = { site: E2E_PORTS.site + 42, cdn: E2E_PORTS.site + 43, nginx: E2E_PORTS.site + 45 };
const SITE = `http://127.0.0.1:${PORTS.site}`;
const CDN = `http://127.0.0.1:${PORTS.cdn}`;
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
const BLOG_DIST = path.join(ROOT, 'mf-blog', 'dist');

test.describe.configure({ mode: 'serial' });
needs(unbuilt(['mf-blog/dist/mf-manifest.json', 'shell/dist/server/main.js']));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-origin-'));
// nginx's workers may run as another user: the deploy folder must be readable like a real one.
fs.chmodSync(work, 0o755);
const nginxPrefix = path.join(work, 'nginx');
const deployDir = path.join(work, 'deploy');
const cdnDir = path.join(work, 'cdn');
const output: string[] = [];
let renderer: ChildProcess | undefined;
let cdn: http.Server | undefined;
let blogVersion = '';

const versionIn = (out: string) => /blog (\d{8}T\d{6}Z-[0-9a-f]{8})/.exec(out)![1];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fs.mkdirSync(cdnDir, { recursive: true });
  cdn = await startStaticHost(PORTS.cdn, cdnDir);
  renderer = await startRenderer(PORTS.site, deployDir, output);
});

test.afterAll(async () => {
  if (NGINX_BIN) releaseTool('nginx-native.js', ['stop', '--prefix', nginxPrefix]);
  await stop(renderer);
  await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)));
  fs.rmSync(work, { recursive: true, force: true });
});

test('mf-blog released to its own origin is rendered and loaded from there, and the shell\'s host is not touched', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const shellBefore = folderHash(path.join(ROOT, 'shell', 'dist'));
  const out = releaseTool('release.js', ['--remote', 'blog', '--from', BLOG_DIST, '--deploy-dir', deployDir, '--publish-dir', path.join(cdnDir, 'blog'), '--public-url', `${CDN}/blog`]);
  const version = versionIn(out);
  blogVersion = version;
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

/** The origins a policy's script-src allows besides the site's own files and inline scripts' hashes. */
const scriptOrigins = (policy: string) => /script-src ([^;]*)/.exec(policy)![1].split(/\s+/).filter((token) => /^https?:/.test(token));

/** Opens `url` in Chromium and returns what its console said about the content security policy. */
async function openWithoutViolations(browser: Browser, url: string): Promise<{ refused: string[]; loaded: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  const said: string[] = [];
  page.on('console', (message) => {
    said.push(`${message.type()}: ${message.text()}`);
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => said.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  await page.goto(url);
  try {
    // Without a rendered page (nginx alone) the browser loads every part itself first.
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-remote="blog"] a[href="/blog/ai-in-modern-branding"]').first()).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nthe page said:\n${said.join('\n')}`);
  }
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await context.close();
  return { refused, loaded };
}

test('behind nginx the page allows exactly the remote\'s origin, rendered or served by nginx alone, with no CSP violation in Chromium', async ({ browser }) => {
  needsNow(NGINX_BIN ? [] : ['nginx (apt-get install -y nginx libnginx-mod-http-brotli-static)']);
  test.setTimeout(120_000);
  releaseTool('nginx-native.js', ['start', '--port', String(PORTS.nginx), '--api', `127.0.0.1:${E2E_PORTS.api}`, '--pages', `127.0.0.1:${PORTS.site}`, '--prefix', nginxPrefix, '--deploy-dir', deployDir, '--no-compress']);
  const policyOf = async (url: string) => {
    // A reload closes the old workers' idle connections: a request that met one is sent again.
    const res = await fetch(url).catch(() => fetch(url));
    expect(res.status).toBe(200);
    return { policy: res.headers.get('content-security-policy') ?? '', res };
  };

  // Rendered by the gateway: its policy passes through nginx, which adds no second one.
  const rendered = await policyOf(`${NGINX}/blog`);
  expect(rendered.res.headers.get('x-page-cache')).not.toBeNull();
  expect(rendered.policy).not.toContain(',');
  expect(scriptOrigins(rendered.policy)).toEqual([CDN]);
  const throughNginx = await openWithoutViolations(browser, `${NGINX}/blog`);
  expect(throughNginx.loaded).toContain(`${CDN}/blog/${blogVersion}/remoteEntry.js`);
  expect(throughNginx.refused).toEqual([]);

  // No renderer answers: nginx serves the shell's page with its own header, whose remote origins are
  // the ones the release tool wrote into the deploy folder.
  await stop(renderer);
  const alone = await policyOf(`${NGINX}/blog`);
  expect(alone.res.headers.get('x-page-cache')).toBeNull();
  expect(scriptOrigins(alone.policy)).toEqual([CDN]);
  for (const directive of ['style-src', 'connect-src']) expect(alone.policy).toMatch(new RegExp(`${directive} [^;]*${CDN.replace(/[.:/]/g, '\\$&')}`));
  const byNginx = await openWithoutViolations(browser, `${NGINX}/blog`);
  expect(byNginx.loaded).toContain(`${CDN}/blog/${blogVersion}/remoteEntry.js`);
  expect(byNginx.refused).toEqual([]);

  // Back on the site's own host: once nginx has read the deploy folder again, no other origin is allowed.
  expect(releaseTool('rollback.js', ['--remote', 'blog', '--deploy-dir', deployDir, '--to', 'base'])).toContain('-> base build');
  expect(fs.readFileSync(path.join(deployDir, 'nginx-csp-origins.conf'), 'utf8')).not.toContain(CDN);
  releaseTool('nginx-native.js', ['reload', '--prefix', nginxPrefix]);
  await expect.poll(async () => scriptOrigins((await policyOf(`${NGINX}/blog`)).policy), { timeout: 10_000 }).toEqual([]);
});
