import { expect, test, type Page } from '@playwright/test';
import { whenDrawn } from '../../support/drawn';

/**
 * The first seconds on a slow phone (issue 52): a control tapped before the page is live says at
 * once that the tap was taken (aria-busy and the design system's busy look), taps repeated while it
 * waits count once, a link tapped early is followed, and what the server knows (the home page's
 * figures, a readable header) is right before any script runs. Acting as a visitor: a phone (390 px,
 * 4x CPU), a slow network, taps where a thing is drawn the moment it is. Times are taken by the page
 * itself (an event's timeStamp and performance.now()), not by the test runner.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Slow 4G and a 4x slower CPU, and the shell's main script 8 s late on top, so the HTML is on screen well before the page is live even on a fast machine. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue();
  });
}

type TapWindow = Window & { __tap: { down: number | null; busy: number | null; expanded: string[]; heldAtDown: boolean[] }; __agencyReplayed?: number };

/** Noted by the page: the menu button's first pointerdown (its event timeStamp), when it became busy, and each aria-expanded it took. */
function recordMenu() {
  const w = window as unknown as TapWindow;
  const menu = '[data-testid="site-header"] button[aria-controls]';
  w.__tap = { down: null, busy: null, expanded: [], heldAtDown: [] };
  document.addEventListener(
    'pointerdown',
    (e) => {
      const el = e.target instanceof Element ? e.target.closest(menu) : null;
      if (!el) return;
      if (w.__tap.down === null) w.__tap.down = e.timeStamp;
      // Whether an earlier tap on it was still held (busy) when this one began.
      w.__tap.heldAtDown.push(el.getAttribute('aria-busy') === 'true');
    },
    true,
  );
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as Element;
      if (!el.matches(menu)) continue;
      if (r.attributeName === 'aria-busy' && el.getAttribute('aria-busy') === 'true' && w.__tap.busy === null) w.__tap.busy = performance.now();
      if (r.attributeName === 'aria-expanded') w.__tap.expanded.push(el.getAttribute('aria-expanded') ?? '');
    }
  }).observe(document, { attributes: true, attributeFilter: ['aria-busy', 'aria-expanded'], subtree: true });
}

const isLive = (page: Page) => page.evaluate(() => (window as unknown as TapWindow).__agencyReplayed !== undefined);

test('a tap on the menu before the page is live shows at once that it was taken, and taps repeated meanwhile open the menu once', async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  await page.addInitScript(recordMenu);
  await page.goto('/', { waitUntil: 'commit' });
  const { x, y } = await whenDrawn(page, '[data-testid="site-header"] button[aria-controls]');
  await page.touchscreen.tap(x, y);
  // Nothing seems to happen yet, so the visitor taps again, twice.
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
  const menu = page.getByTestId('site-header').locator('button[aria-controls]');
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  // Within 100 ms of the finger going down, measured by the page itself.
  const tap = await page.evaluate(() => (window as unknown as TapWindow).__tap);
  expect(tap.down).not.toBeNull();
  expect(tap.busy).not.toBeNull();
  expect(tap.busy! - tap.down!).toBeLessThan(100);
  // The busy look of the design system, from the server's CSS (no script of the page has run).
  const look = await menu.evaluate((el) => {
    const style = getComputedStyle(el);
    return { cursor: style.cursor, shadow: style.boxShadow, animation: style.animationName };
  });
  expect(look).toEqual({ cursor: 'progress', shadow: expect.stringContaining('inset'), animation: 'agency-busy' });
  // The first tap came before the page was live, and the two after it while it was still held.
  expect(tap.heldAtDown).toEqual([false, true, true]);

  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  // Opened once: never closed again by a second play of the same tap.
  expect(await page.evaluate(() => (window as unknown as TapWindow).__tap.expanded)).toEqual(['true']);
  expect(await page.evaluate(() => (window as unknown as TapWindow).__agencyReplayed)).toBe(1);
});

test('a link tapped before the page is live is followed as a link is', async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const { x, y } = await whenDrawn(page, '[data-testid="site-header"] a[href="/"]');
  expect(await isLive(page), 'the tap must come before the page is live').toBe(false);
  await page.touchscreen.tap(x, y);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  await expect(page.locator('h1').first()).toBeVisible();
});

test("the home page's figures are in the server's HTML: 70+, 98% and 10+, never 0 before the page is live", async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  const shown = [...html.matchAll(/data-testid="stat-value"[^>]*>([^<]*)(?:<!-- -->)?([^<]*)</g)].map((m) => `${m[1]}${m[2]}`);
  expect(shown).toEqual(['70+', '98%', '10+']);
  // As a visitor without scripts sees them.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('stat-value')).toHaveText(['70+', '98%', '10+']);
  await context.close();
});

test('the counters seen before the page is live keep their figures, and the header never lies over the text', async ({ page }) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'commit' });
  await whenDrawn(page, '[data-testid="stat-value"]');
  expect(await isLive(page), 'the counters must be seen before the page is live').toBe(false);
  await expect(page.getByTestId('stat-value')).toHaveText(['70+', '98%', '10+']);
  // Scrolled down before the page is live: the header is not drawn over the text (it stays at the page's top).
  const header = page.getByTestId('site-header');
  const over = await header.evaluate((el) => el.getBoundingClientRect().bottom > 0 && el.getAttribute('data-solid') !== 'true');
  expect(over, 'a transparent header over the text').toBe(false);
  const seen = new Set<string>();
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 60_000 });
  for (let i = 0; i < 10; i++) {
    for (const v of await page.getByTestId('stat-value').allTextContents()) seen.add(v);
    await page.waitForTimeout(100);
  }
  // In view when the page went live: never taken down to 0 (nor counted up again).
  expect([...seen].sort()).toEqual(['10+', '70+', '98%']);
  await expect(header).toHaveAttribute('data-solid', 'true');
  expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});
