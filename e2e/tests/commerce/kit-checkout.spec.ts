import { expect, test } from '@playwright/test';
import { fillPaymentForm, signInWithCode, uniqueEmail } from './commerce-support';

test('data-driven kit: payment dialog → sandbox hosted checkout → callback → success page → dashboard purchase', async ({ page }) => {
  const email = uniqueEmail('kit');
  await page.goto('/data-driven-branding');
  await page.getByRole('button', { name: 'Get Started with the Essential Kit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Essential Kit' });
  await expect(dialog.getByTestId('payment-amount')).toHaveText('UGX 180,000');
  await expect(dialog.getByLabel('Currency')).toHaveValue('UGX');
  await fillPaymentForm(dialog, { email, phone: '+256772000111', pay: 'card' });
  // No card fields here: the provider's hosted page collects the card.
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  await expect(dialog.getByText("you go to Pesapal's secure checkout page to enter your card number")).toBeVisible();

  const initiate = page.waitForRequest('**/api/payments/initiate');
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();
  const sent = (await initiate).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ itemKey: 'kit-essential', currency: 'UGX', amount: 180000, payment_method: 'card' });
  expect(Object.keys(sent)).not.toEqual(expect.arrayContaining(['card_number']));

  // The sandbox's hosted checkout page.
  await expect(page.getByRole('heading', { name: 'Pay UGX 180,000' })).toBeVisible();
  const reference = (await page.getByTestId('merchant-reference').textContent())!.trim();
  await page.getByRole('button', { name: 'Complete payment' }).click();

  await expect(page).toHaveURL(/\/payment\/callback\?OrderTrackingId=.+&OrderMerchantReference=.+&OrderNotificationType=CALLBACKURL/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  // After 3 s the success page shows the transaction id and the reference from navigation state.
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 8000 });
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
  await expect(page.getByTestId('transaction-id')).not.toBeEmpty();

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await signInWithCode(page, email);
  const purchase = page.getByTestId('purchase').filter({ hasText: reference });
  await expect(purchase).toContainText('Essential Kit');
  await expect(purchase).toContainText('UGX 180,000');
  await expect(purchase).toContainText('Paid');
});
