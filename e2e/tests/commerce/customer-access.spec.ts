import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT } from '../../support/env';
import { payProByCard, signInStaff, signInWithCode, staffToken, uniqueEmail } from './commerce-support';

/** Issue 63, items 3, 4 and 5, and item 8's "ask for the entitlement first", through the composed site. */

/** One date format for a person, the spec's: "November 29, 2026". */
const PERSON_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

async function signInCustomer(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard');
  await signInWithCode(page, email);
  await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
}

async function staffGrant(request: APIRequestContext, email: string): Promise<void> {
  const token = await staffToken(request);
  const res = await request.post('/api/admin/entitlements', { headers: { Authorization: `Bearer ${token}` }, data: { email, itemKey: 'resource-access', reason: 'e2e: a customer with access' } });
  expect(res.status(), await res.text()).toBe(201);
}

test('after staff revoke a paid access, the dashboard says it was withdrawn and how to reach the agency; prices and dates read one way', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('revoked');
  const { reference } = await payProByCard(page, { email, phone: '0772 000 006' });

  // Staff take the access back (the back office's API, as its Revoke button does).
  const token = await staffToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/admin/entitlements', { headers: auth, params: { email } })).json()) as { items: { id: string; paymentReference: string | null }[] };
  const granted = list.items.find((e) => e.paymentReference === reference);
  expect(granted, JSON.stringify(list)).toBeTruthy();
  expect((await request.post(`/api/admin/entitlements/${granted!.id}/revoke`, { headers: auth, data: { reason: 'Chargeback from the bank' } })).status()).toBe(200);

  await signInCustomer(page, email);
  const purchase = page.getByTestId('purchase').filter({ hasText: reference });
  await expect(purchase).toContainText('UGX 550,000');
  await expect(purchase).toContainText('Access withdrawn');
  await expect(purchase).not.toContainText('Paid');
  await expect(purchase).toContainText(PERSON_DATE);
  const notice = page.getByTestId('access-withdrawn');
  await expect(notice).toContainText(`Access to Brand Training Pro was withdrawn on`);
  await expect(notice).toContainText(PERSON_DATE);
  await expect(notice.getByRole('link', { name: 'hello@nyotacreative.com' })).toHaveAttribute('href', 'mailto:hello@nyotacreative.com');
  await expect(notice.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('Buy resource access in the Resource Hub')).toHaveCount(0);

  // The back office writes the same price the same way, in its list and in the payment's history.
  await signInStaff(page, request);
  await page.goto(`/admin/payments/${reference}`);
  await expect(page.getByRole('heading', { name: 'Brand Training Pro · UGX 550,000' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payment history' })).toContainText('UGX 550,000 by Card');
  await expect(page.getByRole('list', { name: 'Payment history' })).toContainText(PERSON_DATE);
  await expect(page.getByText(/550,?000 UGX|UGX 550000/)).toHaveCount(0);
});

test("a paying customer on a resource's own page sees what the hub's card says, and downloads", async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('owner');
  await staffGrant(request, email);
  await signInCustomer(page, email);

  await page.goto('/resource-hub');
  const card = page.getByTestId('resource-card').filter({ hasText: 'Persona Score Guide' });
  await expect(card.getByRole('button', { name: 'Download Persona Score Guide' })).toBeVisible();

  await page.goto('/resource-hub/persona-score-guide');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Persona Score Guide' })).toBeVisible();
  for (const words of ['XLSX', 'Persona Kit', 'New', 'Yours', 'Excel sheet.', 'Scores for reach, value and fit']) await expect(main).toContainText(words);
  await expect(main.getByRole('button', { name: 'Get access' })).toHaveCount(0);
  await expect(main).not.toContainText('UGX 180,000');
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Persona Score Guide.xlsx');
  expect(Buffer.compare(fs.readFileSync((await file.path())!), fs.readFileSync(path.join(ROOT, 'services/assets/hub/persona-score-guide.xlsx')))).toBe(0);
  await expect(main.getByRole('status').filter({ hasText: 'is downloading' })).toBeVisible();
});

test('a signed-in customer who has not paid gets the payment form from "Get access" without a refused download first', async ({ page }) => {
  test.setTimeout(60_000);
  const downloads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/drive/download/')) downloads.push(r.url());
  });
  await signInCustomer(page, uniqueEmail('unpaid'));
  for (const start of ['/resource-hub', '/resource-hub/brand-persona-guide']) {
    await page.goto(start);
    await page.getByRole('button', { name: /^Get access/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Brand Persona Guide' });
    await expect(dialog.getByRole('form', { name: 'Pay for Resource Hub one-time access' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(downloads).toEqual([]);
});

test('the tool kits show each currency its own price, the currency first', async ({ page }) => {
  for (const where of ['/pricing', '/data-driven-branding']) {
    await page.goto(where);
    const kits = where === '/pricing' ? page.getByTestId('kit-kit-essential') : page.locator('[data-kit="kit-essential"]');
    await expect(kits).toContainText('UGX 180,000');
    await expect(kits).toContainText('RWF 180,000');
    await expect(page.getByText('UGX/RWF')).toHaveCount(0);
    await expect(page.getByText(/\d,\d{3} (UGX|RWF)/)).toHaveCount(0);
  }
});
