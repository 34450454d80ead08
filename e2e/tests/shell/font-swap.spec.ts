import { expect, test } from '@playwright/test';

/**
 * The page does not move when the brand faces arrive. On a slow connection the two fonts arrive
 * after the first layout, and text laid out in a plain local font took more room than in the brand
 * face, so the content below it moved when they came. The fallbacks are now local
 * fonts reshaped to the brand faces' metrics (packages/ui/src/theme/fontFallbacks.ts). Here the
 * fonts are held back for 1.5 s, so the page is laid out in the fallbacks first, as on a phone.
 */
const PAGES = ['/creative-design', '/', '/about', '/blog/ai-in-modern-branding', '/portfolio/ukweli'];

test.use({ viewport: { width: 412, height: 823 } });

for (const path of PAGES) {
  test(`${path}: nothing moves when the fonts arrive late`, async ({ page }) => {
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Array<{ value: number; at: number }> };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, at: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not the load event: that waits for the preloaded fonts.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The page was laid out before the fonts came: the test would prove nothing otherwise.
    expect(await page.evaluate(() => [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Inter Variable')?.status)).not.toBe('loaded');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    await page.waitForFunction(() => [...document.fonts].filter((f) => /^"?(Inter|Space Grotesk) Variable"?$/.test(f.family)).every((f) => f.status === 'loaded'));
    // Two frames for the swap's layout to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number }> }).__shifts);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.001);
  });
}
