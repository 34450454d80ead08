import { expect, test } from '@playwright/test';

/**
 * Responsive from 360 px to 1440 px: on the narrowest phone and the widest desktop no page is wider
 * than the screen (a sideways scroll on a phone hides part of every line). The pricing cards did:
 * their full-width button would not wrap and the grid's column would not shrink below it.
 */
const PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/creative-design',
  '/data-driven-branding',
  '/portfolio',
  '/portfolio/ukweli',
  '/blog',
  '/blog/ai-in-modern-branding',
  '/pricing',
  '/resource-hub',
  '/subscribe?plan=brand-training-essentials',
  '/training',
];

for (const width of [360, 1440]) {
  test(`no page is wider than a ${width} px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });
}
