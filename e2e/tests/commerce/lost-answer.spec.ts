import { expect, test } from '@playwright/test';
import { fillMtnPayment, signInWithCode, staffToken, uniqueEmail } from './commerce-support';

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

test('a used Idempotency-Key with another body is refused with 422, and the first payment stays the only one', async ({ request }) => {
  const key = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const email = uniqueEmail('key-reuse');
  const body = { itemKey: 'kit-essential', firstName: 'Amina', lastName: 'Nakato', email, phone: '0772 000 006', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: '0772 000 448' };
  const first = await request.post('/api/payments/initiate', { data: body, headers: { 'Idempotency-Key': key } });
  expect(first.status()).toBe(200);
  const { reference } = (await first.json()) as { reference: string };
  // The same request again: the same answer, replayed, no second request-to-pay.
  const again = await request.post('/api/payments/initiate', { data: body, headers: { 'Idempotency-Key': key } });
  expect(again.status()).toBe(200);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(((await again.json()) as { reference: string }).reference).toBe(reference);
  // Another paying number under the same key: refused, nothing started.
  const other = await request.post('/api/payments/initiate', { data: { ...body, mobile_number: '0772 000 449' }, headers: { 'Idempotency-Key': key } });
  expect(other.status()).toBe(422);
  expect(((await other.json()) as { message: string }).message).toBe('This Idempotency-Key was already used for a different request. Send a new key with a new request.');

  const auth = { Authorization: `Bearer ${await staffToken(request)}` };
  for (const number of ['+256772000448', '+256772000449']) {
    const found = (await (await request.get('/api/admin/payments', { headers: auth, params: { q: number } })).json()) as { items: { reference: string }[] };
    expect(found.items.map((p) => p.reference), number).toEqual(number.endsWith('8') ? [reference] : []);
  }
});
