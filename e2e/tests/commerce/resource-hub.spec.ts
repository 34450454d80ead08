import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../support/env';
import { signInWithCode, uniqueEmail } from './commerce-support';

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

test('resource hub: sign in with the e-mailed code, pay by mobile money, verify, download the file', async ({ page }) => {
  // Sign-in, payment, the phone's approval and a download: on a loaded 2-core CI host, more than the default.
  test.setTimeout(90_000);
  const email = uniqueEmail('hub');
  await page.goto('/resource-hub');
  await page.getByRole('button', { name: 'Get access Brand Persona Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Brand Persona Guide' });
  await expect(dialog.getByRole('heading', { name: 'Sign in to access this resource' })).toBeVisible();
  await signInWithCode(page, email);

  await expect(dialog.getByTestId('access-price')).toHaveText('UGX 180,000');
  await dialog.getByRole('radio', { name: 'RWF' }).click();
  await expect(dialog.getByTestId('access-price')).toHaveText('RWF 100,000');
  await dialog.getByRole('radio', { name: 'UGX' }).click();
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Atim');
  await dialog.getByLabel('Phone number').fill('+256772000333');
  // MTN pushes to the phone (MoMo); Airtel would go to the provider's hosted page.
  await dialog.getByLabel('Provider').selectOption('mtn');
  await dialog.getByLabel('Mobile number').fill('0772 000 337');
  await dialog.getByRole('button', { name: 'Pay UGX 180,000' }).click();

  const tx = dialog.getByLabel('Transaction ID');
  await expect(tx).not.toHaveValue('');
  const reference = await tx.inputValue();
  await tx.fill('');
  await dialog.getByRole('button', { name: 'Verify payment' }).click();
  await expect(dialog.getByText('Transaction ID is required')).toBeVisible();
  await tx.fill('NCNOTAREALREF');
  await dialog.getByRole('button', { name: 'Verify payment' }).click();
  await expect(dialog.getByText('Invalid or unverified transaction.')).toBeVisible();
  await tx.fill(reference);
  // The sandbox settles a push after about a second: verify until the phone "approves" (each
  // verify is a round trip to the API and the provider: seconds each on a loaded host).
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Verify payment' }).click();
    await expect(dialog.getByText('Payment Successful')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Brand Persona Guide.docx');
  const bytes = fs.readFileSync((await file.path())!);
  expect(Buffer.compare(bytes, fs.readFileSync(path.join(ROOT, 'services/assets/hub/brand-persona-guide.docx')))).toBe(0);
});
