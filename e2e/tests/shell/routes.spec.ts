import { expect, test } from '@playwright/test';

/** Spec 2.1: every route answers inside the frame with the content of the slice that owns it. */
const OWNERS: ReadonlyArray<[string, string]> = [
  ['/', 'marketing'],
  ['/about', 'marketing'],
  ['/services', 'marketing'],
  ['/portfolio', 'portfolio'],
  ['/blog', 'blog'],
  ['/pricing', 'commerce'],
  ['/blog/ai-in-modern-branding', 'blog'],
  ['/contact', 'marketing'],
  ['/strategic-solutions', 'marketing'],
  ['/creative-design', 'marketing'],
  ['/motion-graphics', 'marketing'],
  ['/digital-marketing', 'marketing'],
  ['/marketing-advertising', 'marketing'],
  ['/data-driven-branding', 'marketing'],
  ['/brand-strategy-insights', 'marketing'],
  ['/web-development', 'marketing'],
  ['/resource-hub', 'commerce'],
  ['/payment/callback', 'commerce'],
  ['/payment/success', 'commerce'],
  ['/portfolio/ukweli', 'portfolio'],
  ['/portfolio/greenwave', 'portfolio'],
  ['/portfolio/sunharvest', 'portfolio'],
  ['/portfolio/urban-pulse', 'portfolio'],
  ['/portfolio/money-and-markets-uganda', 'portfolio'],
  ['/portfolio/echotech', 'portfolio'],
  ['/portfolio/sls', 'portfolio'],
  // Linked from pages but missing from the old route table: now real pages.
  ['/subscribe', 'commerce'],
  ['/training', 'commerce'],
  ['/payment', 'commerce'],
  ['/dashboard', 'commerce'],
];

for (const [path, remote] of OWNERS) {
  test(`${path} is served by ${remote} inside the frame`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // Every route sets its own title and description.
    await expect(page).toHaveTitle(/Nyota Creative/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description && description.length).toBeGreaterThan(20);
  });
}

test('/marketing-advertising shows the same page as /digital-marketing', async ({ page }) => {
  await page.goto('/digital-marketing');
  const content = page.locator('[data-remote="marketing"]');
  await expect(content.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  const original = await content.innerText();
  const title = await page.title();
  await page.goto('/marketing-advertising');
  await expect(content.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  expect(await content.innerText()).toBe(original);
  expect(await page.title()).toBe(title);
});

test('an unknown path shows the 404 page inside the frame, answered with status 404', async ({ page }) => {
  // 200 would be a "soft 404": indexed by search engines as a page, counted as a success by monitors.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('an unknown case study shows the 404 page inside the frame, with status 404 and its title', async ({ page }) => {
  // The portfolio remote decides this one (the route /portfolio/:slug is its own), on the server.
  const response = await page.goto('/portfolio/no-such-study');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('the old /motion-design link lands on the motion graphics page', async ({ page }) => {
  await page.goto('/motion-design');
  await expect(page).toHaveURL(/\/motion-graphics$/);
  await expect(page.locator('[data-remote="marketing"]')).toBeVisible({ timeout: 20_000 });
});
