import { expect, test } from '@playwright/test';
import { fillPaymentForm, signInWithCode, staffToken, SUITE_SANDBOX, uniqueEmail, type StaffPayment } from './commerce-support';

test('Pesapal reverses a paid card payment: the IPN makes it Reversed, the download is withdrawn, staff see why', async ({ page, request }) => {
  test.skip(!SUITE_SANDBOX, 'needs the local sandbox of the composed site');
  test.setTimeout(120_000);
  const email = uniqueEmail('reversal');
  await page.goto('/payment');
  // Brand Training Pro unlocks the persona kit.
  await page.getByLabel('Plan').selectOption({ label: 'Brand Training Pro' });
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 550,000');
  await fillPaymentForm(page, { email, phone: '0772 000 226', pay: 'card' });
  await page.getByRole('button', { name: 'Pay UGX 550,000' }).click();
  await expect(page.getByRole('heading', { name: 'Pay UGX 550,000' })).toBeVisible();
  const trackingId = new URL(page.url()).searchParams.get('OrderTrackingId')!;
  const reference = (await page.getByTestId('merchant-reference').textContent())!.trim();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  // The callback page confirms with the API once loaded (a busy machine takes a while to draw it).
  await expect(page.getByText('Payment successful')).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard');
  await signInWithCode(page, email);
  const purchase = page.getByTestId('purchase').filter({ hasText: reference });
  await expect(purchase).toContainText('Paid');
  const guide = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Brand Persona Guide' }) });
  await expect(guide.getByRole('button', { name: 'Download' })).toBeVisible();

  // The card holder disputes it; Pesapal reverses the payment (status_code 3) and notifies us.
  expect((await request.post(`${SUITE_SANDBOX}/__sandbox/reverse`, { data: { OrderTrackingId: trackingId } })).status()).toBe(200);
  await page.reload();
  await expect(purchase).toContainText('Reversed');
  await expect(guide.getByRole('button', { name: 'Download' })).toHaveCount(0);

  const auth = { Authorization: `Bearer ${await staffToken(request)}` };
  const payment = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
  expect(payment.history.at(-1)).toMatchObject({ status: 'REVERSED', detail: expect.stringContaining('Payment reversed') });
});
