import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillPaymentForm, signInWithCode, uniqueEmail, uniqueMtnNumber } from './commerce-support';

/**
 * Issue 63, item 2: the resource hub's payment is the tool kits' payment form. The same fields,
 * labels and order; a declined number says why in the same words; an approved one moves on by itself.
 */

/** The labels of a payment form's fields, top to bottom, as a person reads them. */
async function fieldLabels(form: Locator): Promise<string[]> {
  return form.locator('label').evaluateAll((labels) => labels.map((l) => (l.textContent ?? '').replace('*', '').trim()).filter(Boolean));
}

async function openHubDialog(page: Page, email: string): Promise<Locator> {
  await page.goto('/resource-hub');
  await page.getByRole('button', { name: 'Get access Brand Persona Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Brand Persona Guide' });
  await signInWithCode(page, email);
  await expect(dialog.getByRole('form', { name: 'Pay for Resource Hub one-time access' })).toBeVisible();
  return dialog;
}

test('the hub and the tool kits ask for payment with one form: same fields, labels, order, and the title once', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Optimization Suite' }).click();
  const kit = page.getByRole('dialog', { name: 'Optimization Suite' });
  const kitForm = kit.getByRole('form', { name: 'Pay for Optimization Suite' });
  await expect(kitForm).toBeVisible();
  // The dialog's title names the kit; the form's sum does not repeat it.
  await expect(kit.getByText('Optimization Suite', { exact: true })).toHaveCount(1);
  const kitLabels = await fieldLabels(kitForm);
  await page.keyboard.press('Escape');

  const dialog = await openHubDialog(page, uniqueEmail('hub-form'));
  const hubLabels = await fieldLabels(dialog.getByRole('form', { name: 'Pay for Resource Hub one-time access' }));
  expect(hubLabels).toEqual(kitLabels);
  expect(hubLabels).toEqual(['First name', 'Last name', 'Email', 'Phone number', 'Currency', 'Payment method', 'Provider', 'Mobile number']);
  await expect(dialog.getByText('Brand Persona Guide', { exact: true })).toHaveCount(1);
  // The number is typed once: the mobile-money number follows the phone number.
  await dialog.getByLabel('Phone number').fill('0772 000 006');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('0772 000 006');
  await dialog.getByLabel('Currency').selectOption('RWF');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('RWF 100,000');
});

test('a declined number in the hub says why and what to do, in the tool kits\' words, with no waiting panel left', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openHubDialog(page, uniqueEmail('hub-decline'));
  await fillPaymentForm(dialog, { pay: { mtn: uniqueMtnNumber('4').typed } });
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();
  await expect(dialog.getByText('Approve the payment prompt on your phone. We check every 5 seconds.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Your mobile-money balance was not enough for this payment. Nothing was charged; top up and try again.', { timeout: 30_000 });
  await expect(dialog.getByText(/Approve the payment/)).toHaveCount(0);
  await expect(dialog.getByLabel(/Transaction ID/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Pay UGX 180,000' })).toBeEnabled();
});

test('an approved payment in the hub moves on by itself to Payment Successful and the file', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openHubDialog(page, uniqueEmail('hub-approve'));
  await fillPaymentForm(dialog, { pay: { mtn: uniqueMtnNumber('7').typed } });
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();
  // The transaction id of the spec is offered, filled in; nobody has to press anything.
  await expect(dialog.getByLabel(/Transaction ID/)).not.toHaveValue('');
  await expect(dialog.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  expect((await download).suggestedFilename()).toBe('Brand Persona Guide.docx');
});
