import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import path from 'node:path';
import { ROOT } from '../../support/env';
import { DAY_ROUND_STAFF_EMAIL as STAFF_EMAIL } from '../../support/staff';
import { axeViolations, signInAt } from './admin-support';

/**
 * A staff member's day in the back office (issue 54), on a phone (390 px, touch, slowed CPU and
 * network): a new inquiry answered by e-mail, in progress, done; a payment found by the number it
 * was paid with, checked with the provider, its access revoked and granted again. The same screens
 * at 1440 px are saved for docs/OPERATIONS.md.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(300_000);

const SHOTS = path.join(ROOT, 'docs', 'images', 'back-office');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A mid-range phone on a mobile network. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: (4 * 1024 * 1024) / 8, uploadThroughput: (2 * 1024 * 1024) / 8 });
}

async function shoot(page: Page, name: string) {
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The same screen at 1440 px, signed in as the same staff member (the phone's stored session). */
async function shootWide(browser: Browser, phone: BrowserContext, url: string, name: string, ready: (page: Page) => Promise<void>) {
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: await phone.storageState() });
  const page = await wide.newPage();
  await page.goto(url);
  await ready(page);
  await shoot(page, name);
  await wide.close();
}

test('a day in the back office: an inquiry answered and done, a payment found by its number, checked and granted again', async ({ page, browser, context }) => {
  const business = `Day Round ${Date.now().toString(36)}`;
  // A number of its own per run; the sandbox approves numbers ending in 6 to 9 (services/src/payments/README.md).
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const number = `0772 ${digits.slice(0, 3)} ${digits.slice(3)}7`;

  // The day's new work, sent as visitors send it.
  const inquiry = await page.request.post('/api/motion-project-inquiry', {
    multipart: {
      name: 'Neema Achieng',
      email: 'neema.day@example.com',
      businessName: business,
      projectType: 'Explainer Video',
      platforms: JSON.stringify(['YouTube']),
      duration: '45 seconds',
      needsScript: 'yes',
      deadline: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      budgetRange: '$2,500 - $5,000',
      additionalDetails: 'Needs a Swahili voice-over.',
      files: { name: 'storyboard.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(inquiry.status()).toBe(201);
  const paid = await page.request.post('/api/payments/initiate', {
    data: { firstName: 'Wanjiru', lastName: 'Kamau', phone: number, email: 'wanjiru.day@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: number },
  });
  expect(paid.status()).toBe(200);
  const { reference } = (await paid.json()) as { reference: string };

  await slowPhone(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 60_000 });
  await signInAt(page, STAFF_EMAIL);

  // The staff frame: who is signed in, the three lists; no marketing menu, footer or chat.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: /Inquiries/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Every tab whole on the phone's screen (a scrolling strip cut "Failed mails" at its edge).
  for (const name of ['Inquiries', 'Messages', 'Payments', 'Failed mails']) {
    const tab = await nav.getByRole('link', { name: new RegExp(`^${name}`) }).boundingBox();
    expect(tab && tab.x >= 0 && tab.x + tab.width <= 390, `the ${name} tab is on the screen`).toBe(true);
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('chat-slot').locator('*')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The list starts at the top of a phone's screen: its search is in the first screenful.
  const search = page.getByRole('searchbox', { name: 'Search' });
  const box = await search.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(400);

  // Find the inquiry: new, and marked as arrived since the last visit.
  await search.fill(business);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  const rows = page.getByRole('list', { name: 'Inquiries' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 inquiry found')).toBeVisible();
  await expect(rows.first()).toContainText('New since your last visit');
  await shoot(page, 'inquiries-390');
  expect(await axeViolations(page), 'the inquiries list').toEqual([]);

  // Answer: the e-mail link carries the subject and a greeting; following it records the reply.
  await rows.first().getByRole('link').tap();
  await expect(page.getByRole('heading', { name: 'Inquiry from Neema Achieng' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  const reply = page.getByRole('link', { name: 'Reply by e-mail' });
  const href = (await reply.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:neema.day@example.com?')).toBe(true);
  const mail = new URLSearchParams(href.split('?')[1]);
  expect(mail.get('subject')).toBe(`Your motion project inquiry (${business})`);
  expect(mail.get('body')).toMatch(/^Hello Neema,/);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/reply') && r.request().method() === 'POST');
  // The test browser has no mail app: the link's own navigation is dropped (its address is checked above).
  await reply.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { once: true }));
  await reply.tap();
  expect((await recorded).status()).toBe(200);
  await expect(page.getByText('Reply by e-mail recorded.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
  const audit = page.getByRole('list', { name: 'Audit log entries' });
  await expect(audit).toContainText('replied');
  await expect(audit).toContainText('New → In progress');
  await shoot(page, 'inquiry-390');

  // The customer's page leads back to the inquiry it was opened from.
  await page.getByRole('link', { name: 'Customer page of neema.day@example.com' }).tap();
  await expect(page.getByRole('heading', { name: 'Customer neema.day@example.com' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All payments' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the inquiry' }).tap();
  await expect(page.getByRole('heading', { name: 'Inquiry from Neema Achieng' })).toBeVisible();

  // Take it, then done.
  await page.getByRole('button', { name: 'Assign to me' }).tap();
  await expect(page.getByText('It is yours now.')).toBeVisible();
  await expect(page.getByText('It is yours now.').locator('xpath=ancestor::*[@data-action-notice]')).toBeFocused();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('done');
  await expect(page.getByText('Status saved: Done')).toBeVisible();
  expect(await axeViolations(page), 'an inquiry').toEqual([]);
  await shootWide(browser, context, page.url(), 'inquiry-1440', async (p) => {
    await expect(p.getByRole('heading', { name: 'Inquiry from Neema Achieng' })).toBeVisible({ timeout: 60_000 });
  });

  // The payment, found by the number it was paid with.
  await nav.getByRole('link', { name: /Payments/ }).tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  const payments = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText('Resource Hub one-time access');
  await expect(payments.first()).toContainText('Mobile money · MTN');
  await expect(page.getByText('1 payment found')).toBeVisible();
  await payments.first().getByRole('link').tap();
  await expect(page.getByText(reference).first()).toBeVisible();

  // Checked with the provider: completed, access granted by the payment.
  await page.getByRole('button', { name: 'Check with the provider now' }).tap();
  await expect(page.getByText('The provider says: Completed.')).toBeVisible({ timeout: 30_000 });
  const entitlements = page.getByRole('list', { name: 'Entitlements' });
  await expect(entitlements).toContainText('Resource Hub one-time access');
  await expect(entitlements).toContainText('Active');

  // Revoked with a reason: the notice says so and has the focus.
  await page.getByRole('button', { name: /^Revoke Resource Hub one-time access/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Revoke access' });
  await dialog.getByLabel(/^Reason/).fill('Refunded by mistake');
  await dialog.getByRole('button', { name: 'Revoke access' }).tap();
  const revoked = page.getByText('Access to Resource Hub one-time access revoked for wanjiru.day@example.com.');
  await expect(revoked).toBeVisible();
  await expect(revoked.locator('xpath=ancestor::*[@data-action-notice]')).toBeFocused();

  // The audit log says it in words: the item's name, not its code.
  const paymentAudit = page.getByRole('list', { name: 'Audit log entries' });
  await expect(paymentAudit).toContainText('Resource Hub one-time access of wanjiru.day@example.com: Refunded by mistake');
  await expect(paymentAudit).not.toContainText('resource-access');

  // Granted again: a new entitlement; the revoked one stays as history.
  const form = page.getByRole('form', { name: 'Grant an entitlement' });
  await expect(form.getByRole('heading', { name: 'Grant access again' })).toBeVisible();
  await form.getByLabel(/^Reason/).fill('The refund was reversed');
  await form.getByRole('button', { name: 'Grant access again' }).tap();
  await expect(page.getByText('Access to Resource Hub one-time access granted again to wanjiru.day@example.com.')).toBeVisible();
  await expect(page.getByText('Access to Resource Hub one-time access revoked for wanjiru.day@example.com.')).toHaveCount(0);
  await expect(entitlements.getByRole('listitem')).toHaveCount(2);
  await expect(entitlements.getByRole('listitem').nth(0)).toContainText('Revoked');
  await expect(entitlements.getByRole('listitem').nth(1)).toContainText('Active');
  await shoot(page, 'payment-390');
  expect(await axeViolations(page), 'a payment').toEqual([]);
  await shootWide(browser, context, page.url(), 'payment-1440', async (p) => {
    await expect(p.getByRole('list', { name: 'Entitlements' }).getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  });
  await shootWide(browser, context, `/admin?q=${encodeURIComponent(business)}`, 'inquiries-1440', async (p) => {
    await expect(p.getByRole('list', { name: 'Inquiries' }).getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
    // Each filter box is wide enough for its longest choice ("All statuse" and "Newest firs" were cut).
    await expect(p.getByRole('combobox', { name: 'Status' })).toContainText(/All statuses \(\d+\)/);
    const cut = await p.getByRole('search').evaluate((form) => {
      const ink = document.createElement('canvas').getContext('2d')!;
      return [...form.querySelectorAll('select')].flatMap((select) => {
        const style = getComputedStyle(select);
        ink.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The room for text: the box less its padding and the arrow (about one line high).
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
        return [...select.options].filter((o) => ink.measureText(o.text).width > room && !o.text.includes('@')).map((o) => `${select.name}: ${o.text}`);
      });
    });
    expect(cut, 'choices cut in their box at 1440 px').toEqual([]);
  });
});
