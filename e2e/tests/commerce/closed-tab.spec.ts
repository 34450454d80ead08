import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../support/env';
import { fillPaymentForm, signInWithCode, uniqueEmail } from './commerce-support';

test('approve on the phone, close the tab at once, sign in later: the payment settled without the page and the download is there', async ({ browser }) => {
  // Two visits, a sign-in by e-mailed code and a download: more than one page's worth of time.
  test.setTimeout(120_000);
  const email = uniqueEmail('closed-tab');
  const visit = await browser.newContext();
  const page = await visit.newPage();
  await page.goto('/payment');
  // Brand Training Pro unlocks the persona kit.
  await page.getByLabel('Plan').selectOption({ label: 'Brand Training Pro' });
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 550,000');
  // The sandbox "approves on the phone" about a second later (numbers ending in 6 to 9; README of packages/payment-sandbox).
  await fillPaymentForm(page, { email, phone: '+256772000555', pay: { mtn: '0772 000 556' } });
  const initiated = page.waitForResponse('**/api/payments/initiate');
  await page.getByRole('button', { name: 'Pay UGX 550,000' }).click();
  const { reference } = (await (await initiated).json()) as { reference: string };
  expect(reference).toMatch(/^NC/);
  // Closed before the provider has even decided: no page is left to poll.
  await visit.close();

  // Later, on another visit: sign in with the e-mail typed in the form.
  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto('/dashboard');
  await signInWithCode(again, email);
  const purchase = again.getByTestId('purchase').filter({ hasText: reference });
  await expect(purchase).toContainText('Brand Training Pro');
  // The provider's callback (or the reconciler) settled it on the server, usually before the sign-in
  // is done; otherwise the dashboard shows it once loaded again.
  await expect(async () => {
    if (!(await purchase.textContent())?.includes('Paid')) await again.reload();
    await expect(purchase).toContainText('Paid', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const card = again.getByRole('article').filter({ has: again.getByRole('heading', { name: 'Brand Persona Guide' }) });
  const download = again.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Brand Persona Guide.docx');
  expect(Buffer.compare(fs.readFileSync((await file.path())!), fs.readFileSync(path.join(ROOT, 'services/assets/hub/brand-persona-guide.docx')))).toBe(0);
  await later.close();
});
