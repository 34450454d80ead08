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

/** The INPs of the page's beacons (POST /api/rum), with the API's answer to each. */
function inpBeacons(page: Page) {
  const seen: Array<{ vital: Vital; status: number }> = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/rum') || request.method() !== 'POST') return;
    const status = (await request.response())?.status() ?? 0;
    const batch = JSON.parse(request.postData() ?? '{}') as { vitals?: Vital[] };
    for (const vital of batch.vitals ?? []) if (vital.name === 'INP') seen.push({ vital, status });
  });
  return seen;
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
  const beacons = inpBeacons(page);
  await open(page, '/portfolio/ukweli');
  await page.getByRole('button', { name: /^Enlarge image/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Leaving the page hides it: web-vitals reports INP then, and the reporter sends it at once.
  await page.goto('about:blank');
  await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(beacons).toEqual([{ vital: { name: 'INP', value: expect.any(Number), route: '/portfolio/:slug', remote: 'portfolio' }, status: 204 }]);
  await expect.poll(async () => (await summary('portfolio', since)).find((r) => r.route === '/portfolio/:slug')?.interactions ?? 0).toBeGreaterThan(0);
});

test("a tap on the header's link: the frame's (shell), on the route it was made on, not the one it led to", async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const beacons = inpBeacons(page);
  await open(page, '/portfolio/ukweli');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('about:blank');
  await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(beacons).toEqual([{ vital: { name: 'INP', value: expect.any(Number), route: '/portfolio/:slug', remote: 'shell' }, status: 204 }]);
  await expect.poll(async () => (await summary('shell', since)).find((r) => r.route === '/portfolio/:slug')?.interactions ?? 0).toBeGreaterThan(0);
});
