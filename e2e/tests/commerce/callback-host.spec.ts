import { expect, test } from '@playwright/test';
import { SANDBOX_CREDENTIALS } from '@agency/payment-sandbox';
import { fillMtnPayment, staffToken, uniqueEmail, type StaffPayment } from './commerce-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from './own-site';

/**
 * Issue 48: MoMo refuses a request-to-pay whose X-Callback-Url is not on the host registered for the
 * API user (INVALID_CALLBACK_URL_HOST). Here the sandbox's API users are registered for the site's
 * own host (localhost) and the API is started with MOMO_CALLBACK_HOST on another one, as after a
 * move to a host nobody registered with MTN.
 */
const WRONG_HOST = 'callbacks.old-host.example';

const ownSite = siteOfItsOwn({ slot: OWN_SITE_SLOTS.callbackHost, sandboxEnv: { MOMO_CALLBACK_HOST: 'localhost' }, siteEnv: { MOMO_CALLBACK_HOST: WRONG_HOST } });

test('a callback host MoMo does not know for the API user: the payer reads a plain message, nothing is asked of the phone, staff read why', async ({ page, request }) => {
  const site = ownSite();
  await page.goto(`${site.url}/payment`);
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  await fillMtnPayment(page, uniqueEmail('callback-host'), '0772 000 007');
  const initiated = page.waitForResponse('**/api/payments/initiate');
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
  const answer = await initiated;
  expect(answer.status()).toBe(502);
  const { message } = (await answer.json()) as { message: string };
  await expect(page.getByRole('alert')).toHaveText('The mobile-money provider could not take the payment request. Please try again later.');
  expect(message).toBe('The mobile-money provider could not take the payment request. Please try again later.');
  // No waiting line: the payer is not told to approve anything on the phone.
  await expect(page.getByText('Approve the payment prompt on your phone')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay UGX 235,000' })).toBeEnabled();

  // Staff find the payment by the paying number, FAILED, with MoMo's refusal and the setting to fix.
  const auth = { Authorization: `Bearer ${await staffToken(request, site.dataDir, site.url)}` };
  const found = (await (await request.get(`${site.url}/api/admin/payments`, { headers: auth, params: { q: '+256772000007' } })).json()) as { items: { reference: string }[] };
  expect(found.items).toHaveLength(1);
  const payment = (await (await request.get(`${site.url}/api/admin/payments/${found.items[0].reference}`, { headers: auth })).json()) as StaffPayment;
  expect(payment).toMatchObject({ status: 'FAILED', payingNumber: '+256772000007', providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(payment.history.at(-1)).toMatchObject({ status: 'FAILED', source: 'initiate', detail: expect.stringContaining('INVALID_CALLBACK_URL_HOST') });
  expect(payment.history.at(-1)!.detail).toContain(`https://${WRONG_HOST}/api/payments/momo-callback`);

  // MoMo took nothing: the request-to-pay with the stored X-Reference-Id does not exist there.
  const { apiUser, apiKey, subscriptionKey, targetEnvironment } = SANDBOX_CREDENTIALS.UG.momo;
  const token = (await (
    await request.post(`${site.sandboxUrl}/collection/token/`, {
      headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
    })
  ).json()) as { access_token: string };
  const asked = await request.get(`${site.sandboxUrl}/collection/v1_0/requesttopay/${payment.providerRef}`, {
    headers: { Authorization: `Bearer ${token.access_token}`, 'Ocp-Apim-Subscription-Key': subscriptionKey, 'X-Target-Environment': targetEnvironment },
  });
  expect(asked.status()).toBe(404);
  // The operator's log names the setting.
  expect(site.log()).toContain(`X-Callback-Url https://${WRONG_HOST}/api/payments/momo-callback is not on the host registered for API user ${apiUser}: set MOMO_CALLBACK_HOST to that host`);
});

test('an IPN for an order this site does not know: acknowledged with status 200 (Pesapal stops retrying) and logged for the operator', async ({ request }) => {
  const site = ownSite();
  const fields = { OrderTrackingId: 'not-ours-7', OrderMerchantReference: 'NOTOURS7', OrderNotificationType: 'IPNCHANGE' };
  const post = await request.post(`${site.url}/api/payments/ipn`, { data: fields });
  expect(post.status()).toBe(200);
  expect(await post.json()).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: 'not-ours-7', orderMerchantReference: 'NOTOURS7', status: 200 });
  // This site's log is the test's to read (the suite's site keeps its own).
  await expect.poll(() => site.log()).toContain('IPN for an unknown order: OrderTrackingId=not-ours-7 OrderMerchantReference=NOTOURS7');
});
