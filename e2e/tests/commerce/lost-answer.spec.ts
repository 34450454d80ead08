import { expect, test } from '@playwright/test';
import { fillMtnPayment, signInWithCode, uniqueEmail } from './commerce-support';

test('the first answer is lost and the payer taps Pay again: the same Idempotency-Key, one payment', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('lost-answer');
  await page.goto('/payment');
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  await fillMtnPayment(page, email, '0772 000 007');

  // The server gets the request and starts the payment; the answer never reaches the phone.
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/payments/initiate', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (first) {
      first = false;
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment initiation failed. Please try again.');

  const again = page.waitForResponse('**/api/payments/initiate');
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
  const answer = await again;
  expect(answer.headers()['idempotent-replayed']).toBe('true');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 30_000 });

  // A new payment is a new attempt: another key.
  await page.goto('/dashboard');
  await signInWithCode(page, email);
  await expect(page.getByTestId('purchase')).toHaveCount(1);
  await expect(page.getByTestId('purchase')).toContainText('Paid');
});
