import { expect, test, type Page } from '@playwright/test';

/** Every request of a page's first load, until it has settled and gone idle (the chat included). */
async function requestsOf(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The chat widget loads a moment after the page: wait for it, so its files are counted too.
  await page.locator('[data-testid="chat-slot"] [data-part] > *').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return urls;
}

test.describe('the back office stays out of the public pages', () => {
  for (const path of ['/', '/contact', '/blog', '/pricing']) {
    test(`${path} fetches nothing of the admin remote`, async ({ page }) => {
      const urls = await requestsOf(page, path);
      expect(urls.some((u) => u.startsWith('/remotes/'))).toBe(true);
      expect(urls.filter((u) => u.startsWith('/remotes/admin/'))).toEqual([]);
    });
  }

  test('/admin fetches the admin remote, and the page is noindex', async ({ page }) => {
    const urls = await requestsOf(page, '/admin');
    expect(urls.filter((u) => u.startsWith('/remotes/admin/')).length).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
