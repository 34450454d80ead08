import { expect, test } from '@playwright/test';
import { payProByCard, signInWithCode, staffToken, SUITE_SANDBOX, uniqueEmail, type StaffPayment } from './commerce-support';

test('Pesapal reverses a paid card payment: the IPN makes it Reversed, the download is withdrawn, staff see why', async ({ page, request }) => {
  test.skip(!SUITE_SANDBOX, 'needs the local sandbox of the composed site');
  test.setTimeout(120_000);
  const email = uniqueEmail('reversal');
  const { trackingId, reference } = await payProByCard(page, { email, phone: '0772 000 226' });

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
