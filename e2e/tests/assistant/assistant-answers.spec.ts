import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../support/env';
import { mailText, outboxMails } from '../../support/outbox';
import { EDITOR_STAFF_EMAIL } from '../../support/staff';
import { signInAt } from '../admin/admin-support';

/**
 * Issue 62 in the composed site on a phone (390 px): the assistant answers from the published
 * content and the catalog, and a visitor's name and number reach staff as an inquiry with the
 * conversation, and the agency's inbox as a notice that links to it.
 */

const panel = (page: Page) => page.getByRole('dialog', { name: 'Nyota AI Assistant' });
const messages = (page: Page) => panel(page).getByTestId('chat-message');

async function ask(page: Page, text: string) {
  const before = await messages(page).count();
  await panel(page).getByRole('textbox', { name: 'Your message' }).fill(text);
  await panel(page).getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(messages(page)).toHaveCount(before + 2, { timeout: 10_000 });
  const reply = messages(page).nth(before + 1);
  await expect(reply).toHaveAttribute('data-sender', 'bot');
  return reply;
}

/** A surname no other run used, in letters (the assistant reads a name as capitalised words). */
const surname = () => `Na${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a visitor on a phone gets the farm case study, the RWF kit price, and staff see their inquiry with the transcript', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with Nyota AI Assistant' });
  await expect(launcher).toBeVisible({ timeout: 20_000 });
  await launcher.click();
  await expect(panel(page)).toBeVisible();

  // 1. Work for a farming brand: the Green Wave Farm case study, linked.
  const farm = await ask(page, 'Have you done work for a farming brand?');
  await expect(farm.getByRole('link', { name: 'Green Wave Farm Branding' })).toHaveAttribute('href', '/portfolio/greenwave');

  // 2. A tool kit's price in RWF: the catalog's own figure.
  const catalog = (await (await page.request.get('/api/catalog')).json()) as { kits: Array<{ name: string; prices: { RWF: number } }> };
  const kit = catalog.kits[0];
  const price = await ask(page, 'How much is a tool kit in RWF?');
  await expect(price.getByRole('list', { name: 'Prices' })).toContainText(`${kit.name}: RWF ${kit.prices.RWF.toLocaleString('en-US')}`);

  // 3. A name and a Ugandan number: confirmed, then passed to a person.
  const name = `Jane ${surname()}`;
  const confirm = await ask(page, `I am ${name}, my number is 0772 123 456`);
  await expect(confirm).toContainText(`your name is ${name}`);
  await expect(confirm).toContainText('+256772123456');
  const sent = await ask(page, 'Yes');
  await expect(sent).toContainText('within one working day');

  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  await expect(staff.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 30_000 });
  await signInAt(staff, EDITOR_STAFF_EMAIL);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(name);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = staff.getByRole('list', { name: 'Inquiries' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('From the assistant');
  await rows.first().getByRole('link').first().click();
  await expect(staff.getByRole('heading', { name: `Inquiry from ${name}` })).toBeVisible();
  await expect(staff.getByText('From the assistant')).toBeVisible();
  const transcript = staff.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText('Have you done work for a farming brand?');
  await expect(transcript).toContainText('How much is a tool kit in RWF?');
  await expect(transcript).toContainText(`I am ${name}, my number is 0772 123 456`);

  // The agency's inbox was told (the suite's API writes its mail to the outbox): the notice names
  // the visitor and their number, and its link opens the same inquiry.
  const noticeMail = () => outboxMails(E2E_DATA_DIR).find((m) => m.raw.includes(`Subject: Assistant lead: ${name}`))?.raw ?? '';
  await expect.poll(noticeMail, { timeout: 10_000 }).not.toBe('');
  const notice = mailText(noticeMail());
  expect(notice).toContain(`Name: ${name}\nPhone: +256772123456\n`);
  const link = /^Answer it in the back office: (\S+)$/m.exec(notice)?.[1] ?? '';
  expect(new URL(link).pathname).toMatch(/^\/admin\/inquiries\/[0-9a-f-]{36}$/);
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByRole('heading', { name: `Inquiry from ${name}` })).toBeVisible();
  await staffContext.close();
});
