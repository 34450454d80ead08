import { expect, test } from '@playwright/test';
import { fillPaymentForm, signInWithCode, uniqueEmail } from './commerce-support';

test('a declined card payment completed afterwards on the provider’s page: paid, and on the dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('card-retry');
  await page.goto('/data-driven-branding');
  await page.getByRole('button', { name: 'Get Started with the Essential Kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Essential Kit' });
  await fillPaymentForm(dialog, { email, pay: 'card' });
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();

  await expect(page.getByRole('heading', { name: 'Pay UGX 180,000' })).toBeVisible();
  const checkout = page.url();
  const reference = (await page.getByTestId('merchant-reference').textContent())!.trim();
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  await expect(page.getByRole('alert')).toHaveText('Payment failed or was cancelled.');

  // The payer goes back to the provider's page and pays after all (a person takes longer than the
  // API's one-second window between two questions about one payment: services/src/payments/check-window.ts).
  await page.waitForTimeout(1000);
  await page.goto(checkout);
  await expect(page.getByRole('status')).toContainText('This payment failed');
  await page.getByRole('button', { name: 'Try again: complete payment' }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  await expect(page.getByText('Payment successful')).toBeVisible();

  await page.goto('/dashboard');
  await signInWithCode(page, email);
  await expect(page.getByTestId('purchase').filter({ hasText: reference })).toContainText('Paid');
});
