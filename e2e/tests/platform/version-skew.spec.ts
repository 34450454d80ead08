import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_DEPLOY_DIR as DEPLOY_DIR, ROOT } from '../../support/env';
import { filesContaining, lockDeployFolder, otherSpecsText, releaseTool } from './platform-support';

/**
 * A remote upgrades on its own, both ways: mf-blog built with an OLDER @module-federation/enhanced
 * and webpack than the shell (fixtures/version-skew/older), then with NEWER ones
 * (fixtures/version-skew/newer), is released on the running site, and the composed site renders
 * it on the server and runs it in the browser. To tell the skewed build from the blog's own, the
 * index's subtitle is changed in its bundles, as the release spec does; the deploy folder is put
 * back after each.
 */
const FIXTURE = path.join(ROOT, 'fixtures', 'version-skew');

// The two sides run one after the other in one worker (fullyParallel is off), each under the deploy
// folder's lock; not `serial`, so a failure of one does not turn the other into a skip.

const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The version a package of the root (what the shell is built with) is installed at. */
function rootVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** -1, 0 or 1 as version a is below, equal to or above version b (x.y.z). */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('-')[0].split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return Math.sign(x[i] - y[i]);
  return 0;
}

/**
 * A text shown on /blog that no spec outside this folder asserts, as it stands in the blog's bundles:
 * the index's own subtitle (the articles come from the API, so no excerpt is in the bundles).
 */
function textToChange(build: string): string {
  const source = fs.readFileSync(path.join(ROOT, 'mf-blog', 'src', 'pages', 'BlogIndex.tsx'), 'utf8');
  const others = otherSpecsText();
  const texts = [...source.matchAll(/subtitle="([^"\\]+)"/g)].map((m) => m[1]);
  const text = texts.find((t) => !others.includes(t) && filesContaining(build, t).length > 0);
  if (!text) throw new Error('no subtitle of mf-blog/src/pages/BlogIndex.tsx in the build that no other spec asserts');
  return text;
}

for (const side of ['older', 'newer'] as const) test(`mf-blog built with ${side} versions of module federation and webpack than the shell renders on the server and runs in the browser`, async ({ page, request }, testInfo) => {
  // Two builds of mf-blog (browser and server) on a loaded machine, then a release: a guard, not a speed check.
  testInfo.setTimeout(600_000);
  const shell = { webpack: rootVersion('webpack'), federation: rootVersion('@module-federation/enhanced') };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'version-skew-'));
  const build = path.join(tmp, 'dist');
  let unlock: (() => void) | null = null;
  let released: string | null = null;
  const remotesFile = path.join(DEPLOY_DIR, 'remotes.json');
  const historyFile = path.join(DEPLOY_DIR, 'history', 'blog.json');
  const saved = { deployDirExisted: false, remotes: null as Buffer | null, history: null as Buffer | null };
  try {
    const out = execFileSync(process.execPath, [path.join(FIXTURE, 'build-blog.js'), side, build], { cwd: FIXTURE, encoding: 'utf8', stdio: 'pipe' });
    const built = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { webpack: string; federation: string };
    // Older (or newer) versions than the shell's, of the same majors: both enhanced and webpack.
    const way = side === 'older' ? -1 : 1;
    expect([built.federation, compareVersions(built.federation, shell.federation)]).toEqual([built.federation, way]);
    expect([built.webpack, compareVersions(built.webpack, shell.webpack)]).toEqual([built.webpack, way]);
    expect(built.webpack.split('.')[0]).toBe(shell.webpack.split('.')[0]);
    expect(built.federation.split('.')[0]).toBe(shell.federation.split('.')[0]);
    const banner = `built with webpack ${built.webpack} and @module-federation/enhanced ${built.federation}`;
    testInfo.annotations.push({ type: 'skew', description: `${banner}; the shell: webpack ${shell.webpack}, enhanced ${shell.federation}` });
    for (const entry of ['remoteEntry.js', path.join('server', 'remoteEntry.js')]) expect(fs.readFileSync(path.join(build, entry), 'utf8'), entry).toContain(banner);
    const contract = JSON.parse(fs.readFileSync(path.join(build, 'mf-contract.json'), 'utf8')) as { shared: { runtime: string } };
    expect(contract.shared.runtime).toBe(built.federation);

    const oldText = textToChange(build);
    const newText = `${oldText} [${built.federation}]`;
    for (const file of filesContaining(build, oldText)) {
      const target = path.join(build, file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(oldText, newText));
    }
    // In the browser bundle and in the server's: each side must run the skewed build to show it.
    expect(filesContaining(build, newText).some((f) => f.startsWith(`server${path.sep}`))).toBe(true);
    expect(filesContaining(build, newText).some((f) => !f.startsWith(`server${path.sep}`))).toBe(true);

    unlock = await lockDeployFolder(DEPLOY_DIR);
    saved.deployDirExisted = fs.existsSync(DEPLOY_DIR);
    saved.remotes = fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile) : null;
    saved.history = fs.existsSync(historyFile) ? fs.readFileSync(historyFile) : null;
    const releaseOut = releaseTool('release.js', ['--remote', 'blog', '--from', build, '--deploy-dir', DEPLOY_DIR]);
    released = releaseOut.match(/ (\d{8}T\d{6}Z-[0-9a-f]{8}) is live/)?.[1] ?? null;
    expect(released, releaseOut).not.toBeNull();

    // On the server: a page rendered for the first time (a query no cache holds) by the skewed container.
    const res = await request.get(`/blog?version-skew=${Date.now().toString(36)}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-remote="blog"');
    expect(html).toContain(asHtml(newText));

    // In the browser: the skewed entry is loaded, hydrates the server's HTML without a mismatch and runs.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // A hydration mismatch, or the federation runtime failing (its errors name RUNTIME-00x).
      if (message.type() === 'error' && /hydrat|#418|#423|RUNTIME-|federation/i.test(message.text())) problems.push(message.text());
    });
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js') && r.url().includes('/remotes/blog/')) entries.push(new URL(r.url()).pathname);
    });
    await page.goto('/blog');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });
    expect(entries).toEqual([`/remotes/blog/${released}/remoteEntry.js`]);
    const blog = page.locator('[data-remote="blog"]');
    await expect(blog.getByText(newText, { exact: true })).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    // The entry that ran is the skewed build's (its stamp, fixtures/version-skew/build-blog.js).
    expect(await page.evaluate(() => (window as Window & { __agencyBuiltWith?: { blog?: string } }).__agencyBuiltWith?.blog)).toBe(banner);
    // The remote's own router runs: an article opens in the same document (no new page load).
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
    const article = blog.locator('a[href^="/blog/"]').first();
    const href = (await article.getAttribute('href')) ?? '';
    await article.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(blog.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    if (released) releaseTool('rollback.js', ['--remote', 'blog', '--deploy-dir', DEPLOY_DIR]);
    if (unlock) {
      // Leave the deploy folder as it was: no test version, the same history and remotes.json.
      if (released) fs.rmSync(path.join(DEPLOY_DIR, 'remotes', 'blog', released), { recursive: true, force: true });
      const restore = (file: string, content: Buffer | null) => {
        if (content === null) fs.rmSync(file, { force: true });
        else {
          fs.writeFileSync(`${file}.restore`, content);
          fs.renameSync(`${file}.restore`, file);
        }
      };
      restore(historyFile, saved.history);
      restore(remotesFile, saved.remotes);
      const created = [path.join(DEPLOY_DIR, 'remotes', 'blog'), path.join(DEPLOY_DIR, 'remotes'), path.join(DEPLOY_DIR, 'history')];
      if (!saved.deployDirExisted) created.push(DEPLOY_DIR);
      for (const dir of created) {
        if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
      }
      unlock();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
