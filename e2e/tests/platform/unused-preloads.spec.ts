import { expect, test } from '@playwright/test';

/**
 * Issue 63: Chrome warned "preloaded using link preload but not used within a few seconds" on nine
 * pages. The server's page assembly preloaded a shell chunk that a page never runs (the federation's
 * manifest reader, loaded only where no page named the remotes' entries). Every preload a page
 * asks for is used: Chrome's own console says so a few seconds after the load event.
 */
const PAGES = ['/', '/about', '/contact', '/brand-strategy-insights', '/portfolio', '/portfolio/ukweli', '/blog', '/pricing', '/resource-hub', '/no-such-page'];

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 390, height: 844 } });

for (const path of PAGES) {
  test(`${path}: every preload is used`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 20_000 });
    // Chrome reports an unused preload about three seconds after the load event.
    await page.waitForLoadState('load');
    await page.waitForTimeout(5_000);
    expect(warnings).toEqual([]);
  });
}
