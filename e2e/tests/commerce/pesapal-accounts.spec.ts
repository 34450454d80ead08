import { expect, test } from '@playwright/test';
import { fillPaymentForm, SUITE_SANDBOX, uniqueEmail } from './commerce-support';

test('a card payment in RWF goes through the Rwandan Pesapal account (its own token, IPN registration and order), one in UGX through the Ugandan', async ({ page, request }) => {
  test.skip(!SUITE_SANDBOX, 'needs the local sandbox of the composed site');
  test.setTimeout(90_000);
  for (const [currency, price, account] of [
    ['RWF', 'RWF 175,000', 'sandbox-rw-consumer-key'],
    ['UGX', 'UGX 235,000', 'sandbox-ug-consumer-key'],
  ] as const) {
    await page.goto('/payment');
    await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
    await page.getByLabel('Currency').selectOption(currency);
    await expect(page.getByTestId('payment-amount')).toHaveText(price);
    await fillPaymentForm(page, { firstName: 'Eric', lastName: 'Mugisha', email: uniqueEmail(`account-${currency.toLowerCase()}`), phone: currency === 'RWF' ? '0788 000 006' : '0772 000 006', pay: 'card' });
    await page.getByRole('button', { name: `Pay ${price}` }).click();
    await expect(page.getByRole('heading', { name: `Pay ${price}` })).toBeVisible();
    const reference = (await page.getByTestId('merchant-reference').textContent())!.trim();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    const log = (await (await request.get(`${SUITE_SANDBOX}/__sandbox/ipn-log`)).json()) as { account: string; merchantReference: string; status: number }[];
    // The IPN of this order was registered by (and sent for) the country's own account, and our API answered 200.
    expect(log.filter((e) => e.merchantReference === reference)).toEqual([expect.objectContaining({ account, status: 200 })]);
  }
});
