import { expect, test } from '@playwright/test';
import { CONFIRMING_WITH_MTN, fillMtnPayment, sandboxFault, signInWithCode, staffToken, SUITE_SANDBOX, uniqueEmail, uniqueMtnNumber, type StaffPayment } from './commerce-support';

test('MoMo takes the request-to-pay but its gateway answers 503: the payer is told the truth, nothing is lost, and it is paid on the dashboard', async ({ page, request }) => {
  test.skip(!SUITE_SANDBOX, 'needs the local sandbox of the composed site');
  test.setTimeout(60_000);
  const email = uniqueEmail('momo-503');
  // A number of this run's own (ending in 7: approved on the phone about a second later), so the fault
  // takes this payer's request-to-pay only, whatever else runs against the sandbox meanwhile.
  const number = uniqueMtnNumber('7');
  // `after`: MoMo creates the request-to-pay, then its gateway answers 503 (the realistic case: the
  // payer's phone is asked, we were not told).
  const fault = await sandboxFault(request, SUITE_SANDBOX!, {
    method: 'POST',
    path: '/collection/v1_0/requesttopay',
    bodyIncludes: `"partyId":"${number.msisdn}"`,
    status: 503,
    body: { statusCode: 503, message: 'Service unavailable' },
    when: 'after',
  });
  try {
    await page.goto('/payment');
    await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
    await fillMtnPayment(page, email, number.typed);
    const initiated = page.waitForResponse('**/api/payments/initiate');
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    const answer = await initiated;
    // Not a failure: a 503 may mean the request was taken. Kept PENDING, with the honest message.
    expect(answer.status()).toBe(200);
    const { reference, status } = (await answer.json()) as { reference: string; status: string };
    expect(status).toBe('PENDING');
    await expect(page.getByRole('status').filter({ hasText: CONFIRMING_WITH_MTN })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The fault was taken by this payment's request (it is used up).
    expect(((await (await request.get(`${SUITE_SANDBOX}/__sandbox/faults`)).json()) as { id: string }[]).map((f) => f.id)).not.toContain(fault.id);

    // Nothing is lost: MoMo's X-Reference-Id and the paying number were stored before MoMo was asked,
    // and the history says the answer was unclear and the payment kept PENDING.
    const auth = { Authorization: `Bearer ${await staffToken(request)}` };
    const stored = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
    expect(stored).toMatchObject({ payingNumber: `+${number.msisdn}`, providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(stored.history).toContainEqual(expect.objectContaining({ status: 'PENDING', source: 'initiate', detail: expect.stringMatching(/^No clear answer from the provider .*kept PENDING$/) }));

    // MoMo settles the request it did take (its callback, or the reconciler, asks by the stored
    // reference); the page's poll sees it.
    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 30_000 });
    await expect(page.getByTestId('payment-reference')).toHaveText(reference);
    const settled = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
    expect(settled).toMatchObject({ status: 'COMPLETED', providerRef: stored.providerRef });

    await page.goto('/dashboard');
    await signInWithCode(page, email);
    await expect(page.getByTestId('purchase').filter({ hasText: reference })).toContainText('Paid');
  } finally {
    await fault.clear();
  }
});
