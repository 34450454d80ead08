import { expect, test } from '@playwright/test';
import { STAFF_EMAIL } from '../../support/staff';
import { sandboxFault, signInStaff, staffToken, SUITE_SANDBOX, uniqueEmail, uniqueMtnNumber, type StaffPayment } from './commerce-support';

test('"Check with the provider now" while MoMo answers 503: staff read that it could not be reached, then, once it is back, what it answered', async ({ page, request }) => {
  test.skip(!SUITE_SANDBOX, 'needs the local sandbox of the composed site');
  test.setTimeout(60_000);
  // A payer who never answers the phone (a number ending in 1 stays PENDING at MoMo), with a number of this run's own.
  const number = uniqueMtnNumber('1');
  const started = await request.post('/api/payments/initiate', {
    data: { itemKey: 'kit-essential', firstName: 'Amina', lastName: 'Nakato', email: uniqueEmail('check-outage'), phone: '0772 000 006', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: number.typed },
  });
  expect(started.status()).toBe(200);
  const { reference } = (await started.json()) as { reference: string };
  const auth = { Authorization: `Bearer ${await staffToken(request)}` };
  const stored = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;

  // MoMo's status endpoint for this payment answers 503 until the fault is taken away (the
  // reconciler may ask meanwhile too: it gets the same).
  const outage = await sandboxFault(request, SUITE_SANDBOX!, {
    method: 'GET',
    path: `/collection/v1_0/requesttopay/${stored.providerRef}`,
    status: 503,
    body: { statusCode: 503, message: 'Service unavailable' },
    times: 1000,
  });
  try {
    await signInStaff(page, request);
    await page.goto(`/admin/payments/${reference}`);
    const panel = page.getByRole('region', { name: 'The payment' });
    await expect(panel).toContainText(`+${number.msisdn}`);
    const history = page.getByRole('list', { name: 'Payment history' });
    const audit = page.getByRole('list', { name: 'Audit log entries' });

    await page.getByRole('button', { name: 'Check with the provider now' }).click();
    // Not "the provider says: pending": it said nothing.
    await expect(panel.getByRole('alert')).toHaveText('The provider could not be reached (Payment verification failed). The payment is still pending; try again later.');
    await expect(page.getByText(/^The provider says/)).toHaveCount(0);
    const unreachable = history.getByRole('listitem').filter({ hasText: 'checked by staff' });
    await expect(unreachable).toContainText('The provider could not be reached or gave no usable answer');
    await expect(audit.getByRole('listitem').last()).toContainText(`${STAFF_EMAIL} checked with the provider`);
    await expect(audit.getByRole('listitem').last()).toContainText('asked the provider: could not be reached');
    const during = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
    expect(during.status).toBe('PENDING');
    expect(during.history.at(-1)).toMatchObject({ status: 'PENDING', source: 'check-now', detail: expect.stringMatching(/^The provider could not be reached or gave no usable answer/) });

    // MoMo is back: the next check records what it answered.
    await outage.clear();
    await page.getByRole('button', { name: 'Check with the provider now' }).click();
    await expect(panel.getByRole('status')).toHaveText('The provider says: Pending.');
    await expect(audit.getByRole('listitem').last()).toContainText('asked the provider: it answered Pending (Waiting for approval on the phone)');
    const after = (await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment;
    expect(after.history.at(-1)).toMatchObject({ status: 'PENDING', source: 'check-now', detail: 'Waiting for approval on the phone' });
  } finally {
    await outage.clear();
  }
});
