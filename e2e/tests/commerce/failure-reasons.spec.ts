import { expect, test } from '@playwright/test';
import { fillMtnPayment, uniqueEmail } from './commerce-support';

/** The sandbox's MoMo failure reasons by the number's last digit, and the words the site shows for each. */
const REASONS = [
  ['0772 000 003', 'The payment request expired before it was approved on your phone. Nothing was charged; you can try again.'],
  ['0772 000 004', 'Your mobile-money balance was not enough for this payment. Nothing was charged; top up and try again.'],
  ['0772 000 005', 'MTN does not know this mobile-money number. Check the number and try again.'],
  ['0772 000 000', 'You declined the payment on your phone. Nothing was charged.'],
] as const;

for (const [number, words] of REASONS) {
  test(`MoMo's failure for ${number} is shown in plain words`, async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
    await fillMtnPayment(page, uniqueEmail('reason'), number);
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    // Settled by the sandbox a second later; the page asks every 5 s.
    await expect(page.getByRole('alert')).toHaveText(words, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Pay UGX 235,000' })).toBeEnabled();
  });
}
