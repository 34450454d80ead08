import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 53, "checked by looking": every public page at a phone's width (390 px) and a desktop's
 * (1440 px), whole, against the baselines committed beside this file
 * (pages.spec.ts-snapshots/). A change that moves a page fails here with a diff picture in
 * e2e/test-results; when the change is meant, update the baselines (docs/TESTING.md).
 *
 * One load per page and width. What changes by itself is held still or hidden: animations and the
 * caret are off (toHaveScreenshot), the clock is fixed (the footer's year), the counters that count
 * up on display and the videos' frames are masked, the chat button (it comes after an idle moment)
 * is hidden; lazy pictures are loaded and the fonts awaited before the picture is taken.
 */

const PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['about', '/about'],
  ['services', '/services'],
  ['contact', '/contact'],
  ['contact-consultation', '/contact?type=consultation'],
  ['contact-subscription', '/contact?plan=brand-training-essentials'],
  ['strategic-solutions', '/strategic-solutions'],
  ['creative-design', '/creative-design'],
  ['motion-graphics', '/motion-graphics'],
  ['digital-marketing', '/digital-marketing'],
  ['data-driven-branding', '/data-driven-branding'],
  ['brand-strategy-insights', '/brand-strategy-insights'],
  ['web-development', '/web-development'],
  ['portfolio', '/portfolio'],
  ['portfolio-ukweli', '/portfolio/ukweli'],
  ['portfolio-greenwave', '/portfolio/greenwave'],
  ['portfolio-sunharvest', '/portfolio/sunharvest'],
  ['portfolio-urban-pulse', '/portfolio/urban-pulse'],
  ['portfolio-money-and-markets-uganda', '/portfolio/money-and-markets-uganda'],
  ['portfolio-echotech', '/portfolio/echotech'],
  ['portfolio-sls', '/portfolio/sls'],
  ['blog', '/blog'],
  ['blog-article', '/blog/ai-in-modern-branding'],
  ['pricing', '/pricing'],
  ['resource-hub', '/resource-hub'],
  ['subscribe', '/subscribe'],
  ['training', '/training'],
  ['payment', '/payment'],
  ['payment-callback', '/payment/callback'],
  ['payment-success', '/payment/success'],
  ['dashboard-signed-out', '/dashboard'],
  ['not-found', '/no-such-page'],
];

const WIDTHS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1440, height: 900 },
];

/** The site's own clock for every picture: the footer's "© year" does not move with the calendar. */
const FIXED_NOW = new Date('2026-06-15T09:00:00Z');

async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 20_000 });
  await page.evaluate(async () => {
    // Pictures below the fold load when scrolled to: load them all now, and wait for each.
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await document.fonts.ready;
  });
}

test.describe.configure({ mode: 'parallel' });

for (const { label, width, height } of WIDTHS) {
  test.describe(`${label} (${width} px)`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: 1, hasTouch: false });

    for (const [name, path] of PAGES) {
      test(`${name}: ${path}`, async ({ page }) => {
        await page.clock.setFixedTime(FIXED_NOW);
        await page.goto(path);
        await settle(page);
        await page.addStyleTag({ content: '[data-testid="chat-slot"] { visibility: hidden !important; }' });
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
          mask: [page.getByTestId('stat-value'), page.locator('video')],
          timeout: 20_000,
        });
      });
    }
  });
}
