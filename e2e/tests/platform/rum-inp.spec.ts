import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../support/env';

/**
 * Real visitors' INP (issue 61): a tap on a page reaches the API as an INP naming the page's route
 * pattern (never its address) and the remote whose element took the tap, or `shell` for the frame's
 * own; the API sums it per route for `npm run releases` (GET /api/rum/summary, asked directly).
 */
interface Vital {
  name: string;
  value: number;
  route?: string;
  remote?: string;
}

/**
 * The INPs of the page's beacons (POST /api/rum) and the API's answers to them. A beacon's body is a
 * Blob, which Playwright does not show: the page's sendBeacon is wrapped to keep a copy of each body
 * as it goes (the beacon itself goes out unchanged).
 */
async function inpBeacons(page: Page) {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/rum') && response.request().method() === 'POST') statuses.push(response.status());
  });
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const kept: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = kept;
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => kept.push(text));
      return send(url, data);
    };
  });
  return {
    statuses,
    inps: async () =>
      (await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons))
        .flatMap((text) => (JSON.parse(text) as { vitals: Vital[] }).vitals)
        .filter((v) => v.name === 'INP'),
  };
}

/**
 * The page goes to the background, as when the visitor switches tabs: web-vitals reports INP then
 * and the reporter sends it at once. The page stays, so its beacon is seen here.
 */
async function hide(page: Page) {
  // After the browser has timed the tap (its entry comes with the next paint): as a visitor's tab
  // switch comes well after a tap.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The figures the API keeps for a remote (or `shell`) since `since`, per version and route. */
async function summary(remote: string, since: string) {
  const res = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/api/rum/summary?remote=${remote}&since=${encodeURIComponent(since)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { versions: Array<{ routes: Array<{ route: string; interactions: number }> }> }).versions.flatMap((v) => v.routes);
}

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
}

test('a tap on a case study\'s gallery: an INP of /portfolio/:slug, taken by portfolio, stored', async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const beacons = await inpBeacons(page);
  await open(page, '/portfolio/ukweli');
  await page.getByRole('button', { name: /^Enlarge image/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await hide(page);
  await expect.poll(() => beacons.inps(), { timeout: 15_000 }).toEqual([{ name: 'INP', value: expect.any(Number), route: '/portfolio/:slug', remote: 'portfolio' }]);
  await expect.poll(() => beacons.statuses.length).toBeGreaterThan(0);
  expect(beacons.statuses.filter((s) => s !== 204)).toEqual([]);
  await expect.poll(async () => (await summary('portfolio', since)).find((r) => r.route === '/portfolio/:slug')?.interactions ?? 0).toBeGreaterThan(0);
});

test("a tap on the header's link: the frame's (shell), on the route it was made on, not the one it led to", async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const beacons = await inpBeacons(page);
  await open(page, '/portfolio/ukweli');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await hide(page);
  await expect.poll(() => beacons.inps(), { timeout: 15_000 }).toEqual([{ name: 'INP', value: expect.any(Number), route: '/portfolio/:slug', remote: 'shell' }]);
  await expect.poll(() => beacons.statuses.length).toBeGreaterThan(0);
  expect(beacons.statuses.filter((s) => s !== 204)).toEqual([]);
  await expect.poll(async () => (await summary('shell', since)).find((r) => r.route === '/portfolio/:slug')?.interactions ?? 0).toBeGreaterThan(0);
});
