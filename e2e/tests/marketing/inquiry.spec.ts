import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../support/env';
import { outboxMails } from '../../support/outbox';
import { inquiryDir, inquiryFiles, inquiryIds } from '../../support/storage';

// Two real files (the API checks each file's content signature, not only its name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function inFuture(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function openAndFill(page: Page) {
  await page.goto('/motion-graphics');
  await page.getByRole('button', { name: 'Start Your Motion Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Motion Project' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('Amina Kato');
  await dialog.getByLabel(/^Email/).fill('amina@example.com');
  await dialog.getByLabel(/^Business name/).fill('Kato Foods');
  await dialog.getByLabel(/^Project type/).selectOption('Explainer Video');
  await dialog.getByRole('button', { name: 'Instagram' }).click();
  await dialog.getByRole('button', { name: 'YouTube' }).click();
  await dialog.getByLabel(/^Duration/).fill('60 seconds');
  await dialog.getByLabel('Yes, I need help').check();
  await dialog.getByLabel(/^Deadline/).fill(inFuture(30));
  await dialog.getByLabel(/^Budget range/).selectOption('$2,500 - $5,000');
  await dialog.getByLabel(/^Additional details/).fill('A launch explainer for our new juice range.');
  await dialog.getByLabel('Reference files (optional)').setInputFiles([
    { name: 'moodboard.png', mimeType: 'image/png', buffer: PNG },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(dialog.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveCount(2);
  return dialog;
}

test.describe('motion inquiry', () => {
  test('shows the spec messages on an empty submit', async ({ page }) => {
    await page.goto('/motion-graphics');
    await page.getByRole('button', { name: 'Start Your Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Motion Project' });
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Business name is required',
      'At least one platform is required',
      'Duration is required',
      'Please specify if you need a script',
      'Deadline is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Name is required', { exact: true })).toHaveCSS('color', 'rgb(180, 35, 24)');
  });

  test('submits with two files, and the API stores the inquiry and both files', async ({ page }) => {
    const dialog = await openAndFill(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/motion-project-inquiry') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toBeTruthy();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Your inquiry has been submitted successfully! We will contact you soon.' })).toBeVisible();

    // The API's storage: the inquiry's folder holds both files, byte for byte.
    const names = inquiryFiles(E2E_DATA_DIR, id);
    expect(names).toHaveLength(2);
    const stored = names.map((f) => fs.readFileSync(path.join(inquiryDir(E2E_DATA_DIR, id), f)));
    expect(stored.some((b) => b.equals(PNG))).toBe(true);
    expect(stored.some((b) => b.equals(PDF))).toBe(true);
    // …and the agency was notified: a message in the outbox names the business.
    await expect.poll(() => outboxMails(E2E_DATA_DIR).some((mail) => mail.raw.includes('Kato Foods'))).toBe(true);
  });

  test('a failed submit keeps the modal open with every value and file', async ({ page }) => {
    const before = inquiryIds(E2E_DATA_DIR).length;
    await page.route('**/api/motion-project-inquiry', (route) => route.abort('connectionrefused'));
    const dialog = await openAndFill(page);
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to submit inquiry. Please try again.' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Amina Kato');
    await expect(dialog.getByLabel(/^Email/)).toHaveValue('amina@example.com');
    await expect(dialog.getByLabel(/^Project type/)).toHaveValue('Explainer Video');
    await expect(dialog.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByLabel('Yes, I need help')).toBeChecked();
    await expect(dialog.getByLabel(/^Budget range/)).toHaveValue('$2,500 - $5,000');
    await expect(dialog.getByLabel(/^Additional details/)).toHaveValue('A launch explainer for our new juice range.');
    await expect(dialog.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveText([/moodboard\.png/, /brief\.pdf/]);
    expect(inquiryIds(E2E_DATA_DIR).length).toBe(before);

    // The connection is back: the same data goes through.
    await page.unroute('**/api/motion-project-inquiry');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Your inquiry has been submitted successfully! We will contact you soon.')).toBeVisible();
  });

  test('refuses a file over 10MB with a clear message', async ({ page }) => {
    await page.goto('/motion-graphics');
    await page.getByRole('button', { name: 'Start Your Motion Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Your Motion Project' });
    await dialog.getByLabel('Reference files (optional)').setInputFiles([
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'ok.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(dialog.getByText('"huge.png" was not added: it is larger than 10MB.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveText([/ok\.png/]);
  });
});
