import { expect, test, type Page } from '@playwright/test';

/**
 * The seeded articles (services/migrations/0302_content_seed.sql). Staff publish more (the content
 * specs do, side by side with these), so the index is checked for these, not for a count.
 */
const SEEDED = ['How AI Is Changing Modern Branding', 'Creating Memorable Brand Experiences', 'Making Data-Driven Design Decisions', 'The Future of Motion Graphics'];

async function listsTheSeededArticles(page: Page) {
  for (const title of SEEDED) await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
}

test('read an article and follow a related link', async ({ page }) => {
  await page.goto('/blog');
  await listsTheSeededArticles(page);
  await page.getByRole('link', { name: 'How AI Is Changing Modern Branding' }).click();
  await expect(page).toHaveURL(/\/blog\/ai-in-modern-branding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How AI Is Changing Modern Branding' })).toBeVisible();
  await expect(page.getByText('March 15, 2024')).toBeVisible();
  await expect(page.getByText('5 min read')).toBeVisible();
  await expect(page.getByText('Written by')).toBeVisible();
  await expect(page).toHaveTitle('How AI Is Changing Modern Branding | Nyota Creative');

  const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related Articles' }) });
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/data-driven-design-decisions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Making Data-Driven Design Decisions' })).toBeVisible();
});

test('the index filters by category', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Data Analytics' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Making Data-Driven Design Decisions');
});

test('an unknown slug lands on /blog: the server answers 302, so the index arrives rendered', async ({ page, request }) => {
  const answer = await request.get('/blog/3', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/blog');
  await page.goto('/blog/3');
  await expect(page).toHaveURL(/\/blog$/);
  await listsTheSeededArticles(page);
});
