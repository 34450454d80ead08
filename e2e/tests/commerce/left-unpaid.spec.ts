import { expect, test } from '@playwright/test';
import { fillPaymentForm, signInWithCode, staffToken, uniqueEmail, type StaffPayment } from './commerce-support';

test('back from Pesapal without paying (status_code 0, INVALID, no payment_details_not_found): not a failure, still payable, then paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('left-unpaid');
  await page.goto('/payment');
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  // Typed as a Ugandan writes it: Pesapal gets it in international form (the checkout page shows what it got).
  await fillPaymentForm(page, { email, phone: '0772 000 116', pay: 'card' });
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();

  await expect(page.getByRole('heading', { name: 'Pay UGX 235,000' })).toBeVisible();
  await expect(page.getByTestId('payer-phone')).toHaveText('+256772000116');
  const checkout = page.url();
  const reference = (await page.getByTestId('merchant-reference').textContent())!.trim();
  const verified = page.waitForResponse('**/api/payments/verify');
  await page.getByRole('button', { name: 'Back to the shop without paying' }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  // The provider's INVALID means "no payment on the order yet": PENDING, never "failed".
  expect(await (await verified).json()).toMatchObject({ success: false, status: 'PENDING', reference });
  await expect(page.getByText('Payment failed or was cancelled.')).toHaveCount(0);

  // Staff read what Pesapal answered (the IPN asked it), and the payment is still open.
  const auth = { Authorization: `Bearer ${await staffToken(request)}` };
  await expect(async () => {
    const payment = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
    expect(payment.status).toBe('PENDING');
    expect(payment.history.map((h) => h.detail)).toContainEqual(expect.stringMatching(/^INVALID: no payment on the order yet/));
  }).toPass({ timeout: 15_000 });

  // The order is still payable on Pesapal's page: the payer goes back and pays.
  await page.waitForTimeout(1000);
  await page.goto(checkout);
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.goto('/dashboard');
  await signInWithCode(page, email);
  await expect(page.getByTestId('purchase').filter({ hasText: reference })).toContainText('Paid');
});
