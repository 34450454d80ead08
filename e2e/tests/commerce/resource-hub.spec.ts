import { expect, test } from '@playwright/test';
import { fillPaymentForm, signInWithCode, uniqueEmail, uniqueMtnNumber } from './commerce-support';

test('resource hub: search and category tabs with New and Coming soon badges', async ({ page }) => {
  await page.goto('/resource-hub');
  const cards = page.getByTestId('resource-card');
  await expect(cards).toHaveCount(5);
  await page.getByRole('tab', { name: 'AI Innovations' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Coming soon' })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Persona Kit' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'New' })).toHaveCount(3);
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByLabel('Search resources').fill('score');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Persona Score Guide');
  await cards.getByRole('link', { name: 'Persona Score Guide' }).click();
  await expect(page).toHaveURL(/\/resource-hub\/persona-score-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Persona Score Guide' })).toBeVisible();
});

test('resource hub: the transaction id can be checked by hand: required, unknown, still pending', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('hub');
  await page.goto('/resource-hub');
  await page.getByRole('button', { name: 'Get access Brand Persona Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Brand Persona Guide' });
  await expect(dialog.getByRole('heading', { name: 'Sign in to access this resource' })).toBeVisible();
  await signInWithCode(page, email);

  await expect(dialog.getByTestId('payment-amount')).toHaveText('UGX 180,000');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  // A number ending in 1 stays pending at the sandbox: the checks wait, the payer may verify by hand.
  await fillPaymentForm(dialog, { firstName: 'Grace', lastName: 'Atim', phone: '+256772000333', pay: { mtn: uniqueMtnNumber('1').typed } });
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();

  const tx = dialog.getByLabel(/Transaction ID/);
  await expect(tx).not.toHaveValue('');
  const reference = await tx.inputValue();
  await tx.fill('');
  await dialog.getByRole('button', { name: 'Verify payment' }).click();
  await expect(dialog.getByText('Transaction ID is required')).toBeVisible();
  await tx.fill('NCNOTAREALREF');
  await dialog.getByRole('button', { name: 'Verify payment' }).click();
  await expect(dialog.getByText('Invalid or unverified transaction.')).toBeVisible();
  await tx.fill(reference);
  await dialog.getByRole('button', { name: 'Verify payment' }).click();
  await expect(dialog.getByText('Payment is still pending. Approve it on your phone, then verify again.')).toBeVisible();
  // The payment's own checks went on all along.
  await expect(dialog.getByText('Approve the payment prompt on your phone. We check every 5 seconds.')).toBeVisible();
});
