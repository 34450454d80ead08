import { expect, test } from '@playwright/test';
import { fillMtnPayment, signInWithCode, staffToken, uniqueEmail, type StaffPayment } from './commerce-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from './own-site';

/**
 * Issue 48: a confirmed success wins over our expiry. The site's expiry (24 h) is brought down to
 * 3 s and the sandbox's phone takes 8 s to approve, so the reconciler closes the payment as expired
 * (FAILED) before MoMo's callback says it was approved.
 */
const ownSite = siteOfItsOwn({
    slot: OWN_SITE_SLOTS.lateSuccess,
    sandboxEnv: { MOMO_SETTLE_MS: '8000' },
    siteEnv: {
      PAYMENTS_EXPIRE_AFTER_MS: '3000',
      PAYMENTS_RECONCILE_INTERVAL_MS: '250',
      PAYMENTS_RECONCILE_FIRST_DELAY_MS: '0',
      PAYMENTS_RECONCILE_MAX_DELAY_MS: '500',
    },
  });

test('approved on the phone after the payment expired: it is paid after all, on the dashboard, and staff are told to check for a double payment', async ({ page, request }) => {
  const site = ownSite();
  const email = uniqueEmail('late-success');
  await page.goto(`${site.url}/payment`);
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  await fillMtnPayment(page, email, '0772 000 227');
  const initiated = page.waitForResponse('**/api/payments/initiate');
  await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
  const { reference } = (await (await initiated).json()) as { reference: string };

  const auth = { Authorization: `Bearer ${await staffToken(request, site.dataDir, site.url)}` };
  const payment = async () => (await (await request.get(`${site.url}/api/admin/payments/${reference}`, { headers: auth })).json()) as StaffPayment & { notes: { author: string; text: string }[] };
  // Closed as expired first (the phone had not answered yet) ...
  await expect.poll(async () => (await payment()).history.map((h) => h.status), { timeout: 20_000 }).toContain('FAILED');
  // ... then MoMo's callback says it was approved: completed from FAILED, with a note for staff.
  await expect.poll(async () => (await payment()).status, { timeout: 30_000 }).toBe('COMPLETED');
  const settled = await payment();
  expect(settled.history.find((h) => h.status === 'FAILED')?.detail).toMatch(/^Expired: the provider did not confirm the payment within 3000 ms/);
  expect(settled.history.at(-1)).toMatchObject({ status: 'COMPLETED', detail: expect.stringMatching(/^Completed after FAILED/) });
  expect(settled.notes).toEqual([expect.objectContaining({ author: 'system', text: expect.stringContaining('check whether the customer paid twice') })]);

  await page.goto(`${site.url}/dashboard`);
  await signInWithCode(page, email, site.dataDir);
  await expect(page.getByTestId('purchase').filter({ hasText: reference })).toContainText('Paid');
});
