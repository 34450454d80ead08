import { expect, test } from '@playwright/test';
import { payProByCard, signInWithCode, staffToken, uniqueEmail, type StaffPayment } from './commerce-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from './own-site';

/**
 * Issue 48: a reversal nobody notifies us of is still found. Pesapal reverses a paid card payment
 * and sends no IPN; the reconciler, which keeps asking about completed hosted-checkout payments for
 * PAYMENTS_REVERSAL_WATCH_MS, notices it and revokes the entitlement. The site's reconcile backoff
 * is brought down from seconds-to-minutes to under a second so the watch asks while the test waits
 * (reversal.spec.ts covers the reversal that Pesapal does notify).
 */
const ownSite = siteOfItsOwn({
    slot: OWN_SITE_SLOTS.reversalWatch,
    siteEnv: {
      PAYMENTS_RECONCILE_INTERVAL_MS: '250',
      PAYMENTS_RECONCILE_FIRST_DELAY_MS: '250',
      PAYMENTS_RECONCILE_MAX_DELAY_MS: '1000',
      PAYMENTS_REVERSAL_WATCH_MS: '120000',
    },
  });

test('a paid card payment reversed at Pesapal without an IPN: the reconciler’s watch finds it, the download is withdrawn, staff see why', async ({ page, request }) => {
  const site = ownSite();
  const email = uniqueEmail('reversal-watch');
  const { trackingId, reference } = await payProByCard(page, { base: site.url, email, phone: '0772 000 236' });

  await page.goto(`${site.url}/dashboard`);
  await signInWithCode(page, email, site.dataDir);
  const purchase = page.getByTestId('purchase').filter({ hasText: reference });
  await expect(purchase).toContainText('Paid');
  const guide = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Brand Persona Guide' }) });
  await expect(guide.getByRole('button', { name: 'Download' })).toBeVisible();
  const customer = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  expect((await request.get(`${site.url}/api/drive/download/brand-persona-guide`, { headers: customer })).status()).toBe(200);

  // The card holder disputes it; Pesapal reverses the payment (status_code 3) and tells us nothing.
  const reversed = await request.post(`${site.sandboxUrl}/__sandbox/reverse`, { data: { OrderTrackingId: trackingId, notify: false } });
  expect(await reversed.json()).toEqual({ reversed: trackingId, notified: false });

  // The reconciler's watch asks Pesapal again and finds the reversal: the customer sees it.
  await expect(async () => {
    await page.reload();
    await expect(purchase).toContainText('Reversed', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(guide.getByRole('button', { name: 'Download' })).toHaveCount(0);
  const refused = await request.get(`${site.url}/api/drive/download/brand-persona-guide`, { headers: customer });
  expect(refused.status()).toBe(403);

  // Staff read that the scheduled check found it, and no IPN told of it (the only one was the payment's).
  const auth = { Authorization: `Bearer ${await staffToken(request, site.dataDir, site.url)}` };
  const payment = (await (await request.get(`${site.url}/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment & {
    entitlements: { revokedAt: string | null; revokedReason: string | null }[];
  };
  expect(payment.status).toBe('REVERSED');
  expect(payment.history.at(-1)).toMatchObject({ status: 'REVERSED', source: 'reconcile', detail: expect.stringContaining('Payment reversed') });
  expect(payment.entitlements).toEqual([expect.objectContaining({ revokedAt: expect.any(String) })]);
  const ipns = (await (await request.get(`${site.sandboxUrl}/__sandbox/ipn-log`)).json()) as { merchantReference: string }[];
  expect(ipns.filter((i) => i.merchantReference === reference)).toHaveLength(1);
});
