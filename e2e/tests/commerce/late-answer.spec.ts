import { expect, test } from '@playwright/test';
import { CONFIRMING_WITH_MTN, fillMtnPayment, signInWithCode, staffToken, uniqueEmail, type StaffPayment } from './commerce-support';

test('MoMo answers after our time limit (number ending in 2): the payer is told the truth, the payment settles and is paid on the dashboard', async ({ page, request }) => {
  // The sandbox answers this number only after the API's provider timeout (15 s by default), then approves.
  test.setTimeout(120_000);
  const email = uniqueEmail('late-answer');
  await page.goto('/payment');
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  await fillMtnPayment(page, email, '0772 000 002');
  const initiated = page.waitForResponse('**/api/payments/initiate', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
  const answer = await initiated;
  // Not an error: kept PENDING, with the honest message.
  expect(answer.status()).toBe(200);
  const { reference } = (await answer.json()) as { reference: string };
  await expect(page.getByRole('status').filter({ hasText: CONFIRMING_WITH_MTN })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Nothing is lost: MoMo's X-Reference-Id and the paying number were stored before MoMo was asked,
  // and the history says the answer did not come (staff find it by either).
  const auth = { Authorization: `Bearer ${await staffToken(request)}` };
  const stored = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
  expect(stored).toMatchObject({ payingNumber: '+256772000002', providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(stored.history.map((h) => h.detail)).toContainEqual(expect.stringMatching(/^No clear answer from the provider .*kept PENDING$/));
  // MoMo's callback, found by the references stored before the call, settles it; the page's poll sees it.
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);

  await page.goto('/dashboard');
  await signInWithCode(page, email);
  await expect(page.getByTestId('purchase').filter({ hasText: reference })).toContainText('Paid');
});
