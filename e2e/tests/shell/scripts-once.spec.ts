import { expect, test } from '@playwright/test';

/**
 * A page asks for each of its scripts once. The head hints every start-up file (the shell's and the
 * route's remote: its entry and the exposed routes), and the page's scripts must take them from the
 * browser's preload cache: a second hint for the same file (the loader's, until it stopped adding
 * its own) consumed the head's preload, and the remote's entry, no-cache, was fetched again on about
 * half the loads of /blog. Several fresh loads of pages owned by different remotes, so an
 * intermittent double shows.
 */
const PAGES = ['/blog', '/portfolio/ukweli', '/', '/resource-hub'];
const LOADS = 3;

test('every script of a page is asked for once, over several fresh loads', async ({ browser }) => {
  test.setTimeout(120_000);
  const doubles: string[] = [];
  for (const address of PAGES) {
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const asked = new Map<string, number>();
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (r.resourceType() === 'script' || pathname.endsWith('.js')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
      });
      await page.goto(address);
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });
      expect([...asked.keys()].some((p) => p.endsWith('/remoteEntry.js')), `${address}: a remote entry was loaded`).toBe(true);
      for (const [pathname, n] of asked) if (n > 1) doubles.push(`${address} load ${i + 1}: ${pathname} x${n}`);
      await context.close();
    }
  }
  expect(doubles).toEqual([]);
});
