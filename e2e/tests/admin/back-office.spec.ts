import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { STAFF_EMAIL } from '../../support/staff';
import { axeViolations, signInAt } from './admin-support';

// A real PNG (the API checks a file's content signature, not only its name).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// One long walk through the back office (sign-in, two remotes, downloads, axe on five screens).
test.setTimeout(240_000);

function inFuture(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sends the public motion inquiry with one file; returns its business name (unique per run). */
async function sendInquiry(page: Page): Promise<string> {
  const business = `Back Office Check ${Date.now().toString(36)}`;
  await page.goto('/motion-graphics');
  await page.getByRole('button', { name: 'Start Your Motion Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Motion Project' });
  await dialog.getByLabel(/^Name/).fill('Neema Achieng');
  await dialog.getByLabel(/^Email/).fill('neema@example.com');
  await dialog.getByLabel(/^Business name/).fill(business);
  await dialog.getByLabel(/^Project type/).selectOption('Explainer Video');
  await dialog.getByRole('button', { name: 'YouTube' }).click();
  await dialog.getByLabel(/^Duration/).fill('45 seconds');
  await dialog.getByLabel('Yes, I need help').check();
  await dialog.getByLabel(/^Deadline/).fill(inFuture(21));
  await dialog.getByLabel(/^Budget range/).selectOption('$2,500 - $5,000');
  await dialog.getByLabel(/^Additional details/).fill('Needs a Swahili voice-over.');
  await dialog.getByLabel('Reference files (optional)').setInputFiles([{ name: 'storyboard.png', mimeType: 'image/png', buffer: PNG }]);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/motion-project-inquiry') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  expect((await answer).status()).toBe(201);
  return business;
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `accessibility of ${what}`).toEqual([]);
}

test('staff sign in at /admin, find a new inquiry, open its file, export the list and mark it done', async ({ page, browser }) => {
  const business = await sendInquiry(page);

  const context = await browser.newContext({ acceptDownloads: true });
  const staff = await context.newPage();
  await staff.goto('/admin');
  // Two remotes load here (admin, then commerce's sign-in form): slow on a busy machine.
  await expect(staff.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 30_000 });
  await expect(staff.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(staff, 'the sign-in step');
  await signInAt(staff, STAFF_EMAIL);

  const nav = staff.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();

  // Search by the business: the one inquiry just sent.
  await staff.getByRole('searchbox', { name: 'Search' }).fill(business);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = staff.getByRole('list', { name: 'Inquiries' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(business);
  await expect(rows.first()).toContainText('New');
  await expectNoAxeViolations(staff, 'the inquiries list');

  // The CSV of the list as filtered, fetched with the staff token.
  const csvDownload = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(fs.readFileSync(await csv.path(), 'utf8')).toContain(business);

  await rows.first().getByRole('link').click();
  await expect(staff.getByRole('heading', { name: 'Inquiry from Neema Achieng' })).toBeVisible();
  const fields = staff.getByRole('region', { name: 'The inquiry' });
  for (const text of [business, 'neema@example.com', 'Explainer Video', 'YouTube', '45 seconds', '$2,500 - $5,000', 'Needs a Swahili voice-over.']) {
    await expect(fields).toContainText(text);
  }

  // The file, as an attachment under its original name, byte for byte.
  const fileDownload = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download storyboard.png' }).click();
  const file = await fileDownload;
  expect(file.suggestedFilename()).toBe('storyboard.png');
  expect(fs.readFileSync(await file.path()).equals(PNG)).toBe(true);

  await staff.getByRole('combobox', { name: 'Status' }).selectOption('done');
  await expect(staff.getByText('Status saved: Done')).toBeVisible();
  await staff.getByLabel('Add a note').fill('Called Neema; quote sent.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByRole('list', { name: 'Notes' })).toContainText('Called Neema; quote sent.');
  // Who did it, in the audit log (download, status, note).
  const audit = staff.getByRole('list', { name: 'Audit log entries' });
  await expect(audit.getByRole('listitem')).toHaveCount(3);
  await expect(audit).toContainText(STAFF_EMAIL);
  await expectNoAxeViolations(staff, 'an inquiry');

  // Stored: a fresh load of the list, filtered by Done, finds it.
  await staff.goto(`/admin?status=done&q=${encodeURIComponent(business)}`);
  await expect(staff.getByRole('list', { name: 'Inquiries' }).getByRole('listitem')).toHaveCount(1);
  await expect(staff.getByRole('list', { name: 'Inquiries' })).toContainText('Done');

  for (const [label, heading] of [
    ['Messages', 'Messages'],
    ['Payments', 'Payments'],
  ]) {
    await nav.getByRole('link', { name: label }).click();
    await expect(staff.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(staff.getByText(/Loading/)).toHaveCount(0);
    await expectNoAxeViolations(staff, `the ${label.toLowerCase()} list`);
  }
  await context.close();
});

test('a signed-in customer is refused', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 30_000 });
  await signInAt(page, `customer-${Date.now().toString(36)}@example.com`);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Not allowed');
  await expect(refusal).toContainText('which is not a staff address');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the refusal');
  // The API itself refuses the same token.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/admin/inquiries', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  await context.close();
});
