import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PAGE_TOKEN_SECRET, E2E_PORTS, ROOT } from '../../support/env';
import { inlinedRemotes, startRenderer, stop } from './canary-support';
import { copyBuild, releaseTool } from './platform-support';

/**
 * Issue 60: a private preview of mf-blog in the composed site (`npm run release -w mf-blog --
 * --preview`), on a page renderer of its own over a deploy folder of its own. The preview's build
 * says so in the blog's subtitle: the holder of its link sees it in the server's HTML and in the
 * browser, nobody else does; its pages are never kept in the page cache, are noindex, and the link
 * stops working once `npm run rollback -- --preview` removes the preview.
 */
const PORT = E2E_PORTS.site + 47;
const SITE = `http://127.0.0.1:${PORT}`;
const BLOG_DIST = path.join(ROOT, 'mf-blog', 'dist');
const SUBTITLE = 'Insights and strategies for modern brands';
const PREVIEW_SUBTITLE = 'Insights and strategies for modern brands, in a private preview';

test.describe.configure({ mode: 'serial' });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-preview-'));
const deployDir = path.join(work, 'deploy');
const output: string[] = [];
let renderer: ChildProcess | undefined;
let stable = '';
let preview = '';
let link = '';

// The release tools sign the link with the site's secret (the renderer's).
const tool = (script: string, args: string[]) => {
  const saved = process.env.PAGE_TOKEN_SECRET;
  process.env.PAGE_TOKEN_SECRET = E2E_PAGE_TOKEN_SECRET;
  try {
    return releaseTool(script, ['--remote', 'blog', '--deploy-dir', deployDir, ...args]);
  } finally {
    if (saved === undefined) delete process.env.PAGE_TOKEN_SECRET;
    else process.env.PAGE_TOKEN_SECRET = saved;
  }
};

/** The blog's build with its subtitle changed, in the browser's code and the server's. */
function previewBuild(): string {
  const dir = path.join(work, 'preview-build');
  copyBuild(BLOG_DIST, dir);
  let changed = 0;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(SUBTITLE)) continue;
    fs.writeFileSync(path.join(dir, file), text.split(SUBTITLE).join(PREVIEW_SUBTITLE));
    changed += 1;
  }
  if (changed < 2) throw new Error(`the blog's build holds its subtitle in ${changed} file(s), not in its browser and server code`);
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!fs.existsSync(path.join(BLOG_DIST, 'mf-manifest.json')) || !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'server', 'main.js'))) {
    throw new Error('mf-blog or the shell is not built: run npm run build');
  }
  stable = /blog (\d{8}T\d{6}Z-[0-9a-f]{8})/.exec(tool('release.js', ['--from', BLOG_DIST]))![1];
  renderer = await startRenderer(PORT, deployDir, output);
});

test.afterAll(async () => {
  await stop(renderer);
  fs.rmSync(work, { recursive: true, force: true });
});

test('a preview is seen with its link, in the server HTML and in the browser, and by nobody else', async ({ browser }) => {
  test.setTimeout(180_000);
  const out = tool('release.js', ['--from', previewBuild(), '--preview', '--expires', '1', '--site', SITE]);
  preview = /blog (\d{8}T\d{6}Z-[0-9a-f]{8}) is a private preview/.exec(out)![1];
  link = new RegExp(`^${SITE}/\\?nyota_preview=[\\w-]+\\.[\\w-]+$`, 'm').exec(out)![0].replace(SITE, '');
  expect(JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')).blog).toBe(`/remotes/blog/${stable}/mf-manifest.json`);

  // Without the link: the live blog, from the server (kept in the page cache since the renderer warmed it).
  for (let i = 0; i < 2; i += 1) {
    const res = await fetch(`${SITE}/blog`);
    const html = await res.text();
    expect([res.headers.get('x-page-cache'), html.includes(SUBTITLE), html.includes(PREVIEW_SUBTITLE), html.includes(preview)]).toEqual(['hit', true, false, false]);
    expect(res.headers.get('x-robots-tag')).toBeNull();
  }
  // With it: the preview, rendered by the server for this request only, noindex, and its cookie.
  const res = await fetch(`${SITE}/blog${link.slice(1)}`);
  const html = await res.text();
  expect(html).toContain(PREVIEW_SUBTITLE);
  expect(inlinedRemotes(html).blog).toContain(`/remotes/blog/${preview}/`);
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-page-cache')).toBe('miss');
  // Never kept: the live page is still what the cache gives the next visitor without the link.
  const after = await fetch(`${SITE}/blog`);
  expect([after.headers.get('x-page-cache'), (await after.text()).includes(PREVIEW_SUBTITLE)]).toEqual(['hit', false]);

  // In the browser: the link, then the next pages by its cookie; another visitor sees the live blog.
  const holder = await browser.newContext({ baseURL: SITE });
  const page = await holder.newPage();
  await page.goto(`/blog${link.slice(1)}`);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 20_000 });
  await expect(page.getByText(PREVIEW_SUBTITLE)).toBeVisible();
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(loaded.some((url) => url.includes(`/remotes/blog/${preview}/`))).toBe(true);
  await page.goto('/blog');
  await expect(page.getByText(PREVIEW_SUBTITLE)).toBeVisible();
  await holder.close();

  const other = await browser.newContext({ baseURL: SITE });
  const visitor = await other.newPage();
  await visitor.goto('/blog');
  await expect(visitor.locator('html')).toHaveAttribute('data-page-ready', 'true', { timeout: 20_000 });
  await expect(visitor.getByText(SUBTITLE, { exact: true })).toBeVisible();
  await expect(visitor.getByText(PREVIEW_SUBTITLE)).toHaveCount(0);
  await other.close();

  // A link signed with another secret shows nothing of it.
  const forged = await (await fetch(`${SITE}/blog?nyota_preview=${link.split('=')[1].split('.')[0]}.AAAA`)).text();
  expect(forged.includes(PREVIEW_SUBTITLE)).toBe(false);
});

test('npm run releases lists the preview; rollback --preview removes it and its link shows the live site', async () => {
  expect(tool('releases.js', ['--api', 'http://127.0.0.1:9'])).toContain(`  preview ${preview}: private (signed link) until `);
  expect(tool('rollback.js', ['--preview'])).toContain(`[rollback] blog: preview ${preview} removed`);
  const html = await (await fetch(`${SITE}/blog${link.slice(1)}`)).text();
  expect([html.includes(PREVIEW_SUBTITLE), html.includes(SUBTITLE)]).toEqual([false, true]);
  expect(tool('releases.js', ['--api', 'http://127.0.0.1:9'])).not.toContain('preview ');
});
