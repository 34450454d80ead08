import { expect, test, type Page } from '@playwright/test';
import { whenDrawn } from '../../support/drawn';

/**
 * A phone on a mobile network drops a request now and then. One lost start-up file used to leave
 * the whole page dead: the server's HTML on screen, every button held by the event capture for a
 * page that would never be live, and no word to the visitor. Now a lost file is asked for again
 * (after 1 s and 3 s), and a page whose files never arrive says so and offers a reload.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NOTICE = 'This page could not finish loading. Check your connection, then reload the page.';

/** Fails the first `times` requests for files matching `pattern` (as a dropped connection does); returns how many were asked for. */
async function dropRequests(page: Page, pattern: RegExp, times: number): Promise<() => string[]> {
  const seen: string[] = [];
  await page.route(pattern, async (route) => {
    seen.push(new URL(route.request().url()).search);
    if (seen.length <= times) await route.abort('connectionreset');
    else await route.continue();
  });
  return () => seen;
}

test('a start-up chunk lost twice is asked for again, the page becomes live and a tap made meanwhile is played', async ({ page }) => {
  // vendor.js holds React: lost with its preload and with the first request for it. The tap is on a
  // control that needs the scripts (the header's menu does not: the browser opens it).
  const requests = await dropRequests(page, /\/vendor\.[0-9a-f]+\.js(\?|$)/, 2);
  await page.goto('/', { waitUntil: 'commit' });
  const { x, y } = await whenDrawn(page, 'button[aria-label="Go to testimonial 2"]');
  expect(await page.evaluate(() => (window as Window & { __agencyReplayed?: number }).__agencyReplayed), 'the tap must come before the page is live').toBeUndefined();
  await page.mouse.click(x, y);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute('aria-pressed', 'true');
  // The retries carry a query, so the browser does not hand back the failed answer it holds.
  expect(requests().length).toBe(3);
  expect(requests()[2]).toContain('retry-attempt=');
  await expect(page.locator('[data-load-failed]')).toHaveCount(0);
});

test('a start-up file that stalls (no answer, no error): after 20 s the visitor is told, the tap is kept, and played once the file arrives', async ({ page }) => {
  test.setTimeout(90_000);
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/vendor\.[0-9a-f]+\.js(\?|$)/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const { x, y } = await whenDrawn(page, 'button[aria-label="Go to testimonial 2"]');
  await page.mouse.click(x, y);
  const slow = page.getByRole('status').filter({ hasText: 'taking long to load' });
  await expect(slow).toHaveText('This page is taking long to load. Check your connection, or reload the page.', { timeout: 40_000 });
  await expect(slow.getByRole('link', { name: 'reload the page' })).toHaveAttribute('href', /\/$/);
  await expectTapsThroughButTheLink(page, '[data-load-slow]');
  await expect(page.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: test.info().outputPath('start-slow.png') });
  await expectHeaderScrollsAway(page);
  // The connection comes back: the page becomes live, the notice goes, and the tap made at the start is played.
  release();
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });
  await expect(slow).toBeHidden();
  await expect(page.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-load-failed]')).toHaveCount(0);
});

/** The notice covers the page's foot: a tap on its text reaches the page beneath, a tap on its reload link the link. */
async function expectTapsThroughButTheLink(page: Page, selector: string) {
  const hits = await page.evaluate((sel) => {
    const box = document.querySelector(sel)!;
    const link = box.querySelector('a')!.getBoundingClientRect();
    const text = box.getBoundingClientRect();
    const at = (x: number, y: number) => document.elementFromPoint(x, y);
    return { text: Boolean(at(text.left + 24, text.top + 16)?.closest(sel)), link: at(link.left + link.width / 2, link.top + link.height / 2)?.tagName };
  }, selector);
  expect(hits).toEqual({ text: false, link: 'A' });
}

/** Scrolled 600 px down, the header is above the viewport, not over the page's text. */
async function expectHeaderScrollsAway(page: Page) {
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
  const box = await page.getByTestId('site-header').boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(0);
}

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });
  test('the page reads as it is, the header staying at its top instead of over the text', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderScrollsAway(page);
  });
});

for (const [file, pattern] of [
  ['the main script (the loader asks for it again)', /\/main\.[0-9a-f]+\.js(\?|$)/],
  ['a chunk the main script asks for (webpack asks for it again)', /\/vendor\.[0-9a-f]+\.js(\?|$)/],
] as const) {
  test(`a page whose files never arrive says so and offers a reload: ${file}`, async ({ page }) => {
    const requests = await dropRequests(page, pattern, Number.POSITIVE_INFINITY);
    await page.goto('/contact', { waitUntil: 'commit' });
    const notice = page.getByRole('alert').filter({ hasText: 'could not finish loading' });
    await expect(notice).toHaveText(NOTICE, { timeout: 30_000 });
    // Asked for three times (first, then after 1 s and 3 s), not given up on after one loss.
    expect(requests().length).toBeGreaterThanOrEqual(3);
    await expect(page.locator('html[data-page-ready]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { __agencyReplayed?: number }).__agencyReplayed)).toBeUndefined();
    // What the visitor typed stays on screen, and the browser does not send the form by itself:
    // its named fields would go into the address (GET /contact?name=...&email=...).
    await page.getByLabel('Name').fill('Amina Nsubuga');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // A form the browser sends navigates at once; half a second is ample to see one start.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Name')).toHaveValue('Amina Nsubuga');
    await expectTapsThroughButTheLink(page, '[data-load-failed]');
    const reload = notice.getByRole('link', { name: 'reload the page' });
    await expect(reload).toHaveAttribute('href', /\/contact$/);
    // Read down the page: the header, which cannot turn solid without the scripts, stays at the top
    // instead of laying its light links transparent over the text.
    await expectHeaderScrollsAway(page);
    await page.screenshot({ path: test.info().outputPath('start-failure.png') });
    // The connection is back: the link loads the page again, and it becomes live.
    await page.unroute(pattern);
    await reload.click();
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('[data-load-failed]')).toHaveCount(0);
  });
}
