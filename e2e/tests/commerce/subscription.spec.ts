import { expect, test } from '@playwright/test';

test('subscription via /contact?plan=: details, back keeps them, pay Brand Training Pro in RWF by mobile money, polling lands on success', async ({ page }) => {
  await page.goto('/contact?plan=brand-training-pro');
  const form = page.getByTestId('subscription-form');
  await expect(form.getByRole('heading', { name: 'Brand Training Pro' })).toBeVisible();

  await form.getByRole('button', { name: 'Continue to payment' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('First name').fill('Eric');
  await form.getByLabel('Last name').fill('Mugisha');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone number').fill('+250788000222');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('eric@example.com');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(form.getByText('Step 2 of 2 · Payment')).toBeVisible();
  await form.getByRole('button', { name: 'Back to your details' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Eric');
  await expect(form.getByLabel('Email')).toHaveValue('eric@example.com');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await form.getByLabel('Currency').selectOption('RWF');
  await expect(form.getByTestId('payment-amount')).toHaveText('RWF 255,000');
  await form.getByLabel('Provider').selectOption('mtn');
  await form.getByLabel('Mobile number').fill('250788000226');
  const initiate = page.waitForRequest('**/api/payments/initiate');
  await form.getByRole('button', { name: 'Pay RWF 255,000' }).click();
  expect((await initiate).postDataJSON()).toMatchObject({
    itemKey: 'brand-training-pro',
    firstName: 'Eric',
    email: 'eric@example.com',
    currency: 'RWF',
    amount: 255000,
    payment_method: 'mobile',
    network: 'mtn',
    mobile_number: '250788000226',
  });
  await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 15_000 });
  await expect(page.getByTestId('payment-reference')).not.toBeEmpty();
});

test('an unknown plan key falls back to Brand Training Essentials with a notice', async ({ page }) => {
  await page.goto('/subscribe?plan=gold-plan');
  await expect(page.getByText('We could not find the plan "gold-plan", so we selected Brand Training Essentials.')).toBeVisible();
  await expect(page.getByTestId('subscription-form').getByRole('heading', { name: 'Brand Training Essentials' })).toBeVisible();
});

test('pricing switches the three plans between UGX and RWF', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-brand-training-essentials').getByTestId('plan-price')).toHaveText('UGX 235,000');
  await page.getByRole('radio', { name: 'RWF' }).click();
  await expect(page.getByTestId('plan-brand-training-essentials').getByTestId('plan-price')).toHaveText('RWF 175,000');
  await expect(page.getByTestId('plan-brand-training-pro').getByTestId('plan-price')).toHaveText('RWF 255,000');
  await expect(page.getByTestId('plan-one-time-toolkit').getByTestId('plan-price')).toHaveText('RWF 185,000');
});

test('the pricing page sells the kits through the same payment dialog', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Full Stack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Full Stack' });
  await expect(dialog.getByTestId('payment-amount')).toHaveText('UGX 475,000');
  await dialog.getByLabel('Currency').selectOption('RWF');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('RWF 475,000');
  await dialog.getByRole('button', { name: 'Close payment' }).click();
  await expect(dialog).toHaveCount(0);
});
