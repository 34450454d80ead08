import { expect, test } from '@playwright/test';
import { staffToken } from './commerce-support';

test('an IPN for an order we do not know is acknowledged (status 200) so Pesapal stops retrying', async ({ request }) => {
  const fields = { OrderTrackingId: 'not-ours', OrderMerchantReference: 'NOTOURS1', OrderNotificationType: 'IPNCHANGE' };
  const post = await request.post('/api/payments/ipn', { data: fields });
  expect(post.status()).toBe(200);
  expect(await post.json()).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: 'not-ours', orderMerchantReference: 'NOTOURS1', status: 200 });
  expect(((await (await request.get('/api/payments/ipn', { params: fields })).json()) as { status: number }).status).toBe(200);
});

test('staff find a payment by paying number and both references, and "check now" asks the provider whatever the state', async ({ request }) => {
  test.setTimeout(60_000);
  const token = await staffToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const number = `0772 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3, -1)}0`;
  const started = await request.post('/api/payments/initiate', {
    data: { itemKey: 'kit-essential', firstName: 'Amina', lastName: 'Nakato', email: 'staff-truth@example.com', phone: '0772 000 006', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: number },
  });
  expect(started.status()).toBe(200);
  const { reference } = (await started.json()) as { reference: string };
  // Declined on the phone (number ending in 0): FAILED once the provider has said so.
  await expect(async () => {
    const detail = await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json();
    if (detail.status !== 'FAILED') await request.post(`/api/admin/payments/${reference}/check`, { headers: auth });
    expect((await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json()).status).toBe('FAILED');
  }).toPass({ timeout: 20_000 });

  const detail = await (await request.get(`/api/admin/payments/${reference}`, { headers: auth })).json();
  const e164 = `+256${number.replace(/\D/g, '').slice(1)}`;
  expect(detail).toMatchObject({ reference, ourReference: reference, payingNumber: e164, providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  for (const q of [e164, detail.providerRef, reference]) {
    const page = await (await request.get('/api/admin/payments', { headers: auth, params: { q } })).json();
    expect(page.items.map((p: { reference: string }) => p.reference), `search ${q}`).toContain(reference);
  }

  // A FAILED payment is still asked about, and what the provider answered is recorded.
  const checked = await request.post(`/api/admin/payments/${reference}/check`, { headers: auth });
  expect(checked.status()).toBe(200);
  const after = await checked.json();
  expect(after.history.at(-1)).toMatchObject({ source: 'check-now', detail: expect.stringMatching(/^The provider answered FAILED/) });
  expect(after.audit.at(-1)).toMatchObject({ action: 'check', detail: expect.stringMatching(/^asked the provider: it answered FAILED/) });
});
