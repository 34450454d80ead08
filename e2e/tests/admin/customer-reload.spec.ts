import { expect, test } from '@playwright/test';
import { STAFF_EMAIL } from '../../support/staff';
import { signInAt } from './admin-support';

test.setTimeout(120_000);

/**
 * Issue 63, item 1: every staff customer page has an e-mail address in its address, and the dot of
 * its domain made the site answer a bare "Not found" to a shared link or a reload. Opened directly
 * and reloaded through the composed site, the page shows the customer.
 */
test('a staff customer page opened from a link and reloaded shows the customer', async ({ page }) => {
  const email = `visitor-${Date.now().toString(36)}@example.com`;
  const topic = `Reload Check ${Date.now().toString(36)}`;
  // Something known about the customer: a message sent from the contact page's API.
  const sent = await page.request.post('/api/contact', { data: { name: 'Amani Wekesa', email, subject: topic, message: 'A reload of my page must still show me.' } });
  expect(sent.ok()).toBe(true);

  const address = `/admin/customers/${encodeURIComponent(email)}`;
  const first = await page.goto(address);
  expect(first?.status()).toBe(200);
  expect(first?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 60_000 });
  await signInAt(page, STAFF_EMAIL);

  const heading = page.getByRole('heading', { name: `Customer ${email}` });
  const inquiries = page.getByRole('list', { name: 'Inquiries and messages of this customer' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(inquiries).toContainText(topic);

  const again = await page.reload();
  expect(again?.status()).toBe(200);
  expect(again?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(inquiries).toContainText(topic);
  await expect(page.getByText('Not found', { exact: true })).toHaveCount(0);
});

test('an address with a dot that is no page gets the site’s 404 page, as one without a dot does', async ({ page }) => {
  for (const address of ['/no-such.page', '/portfolio/x.com', '/no-such-page']) {
    const answer = await page.goto(address);
    expect({ address, status: answer?.status(), type: answer?.headers()['content-type'] }).toEqual({ address, status: 404, type: expect.stringMatching(/^text\/html/) });
    await expect(page.getByTestId('site-header'), address).toBeVisible();
    await expect(page.getByTestId('not-found'), address).toBeVisible();
  }
});
