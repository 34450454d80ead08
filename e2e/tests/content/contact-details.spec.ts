import { expect, test, type Page } from '@playwright/test';
import { CONTACT_STAFF_EMAIL } from '../../support/staff';
import { signInAt } from '../admin/admin-support';
import { OWN_SITE_SLOTS, siteOfItsOwn } from '../commerce/own-site';

/**
 * The agency's contact details are published content: staff change a phone number and the e-mail in
 * the back office, preview the draft, publish, and every place that shows them says the new ones
 * with no release: the footer of every page, the contact page, the structured data search engines
 * read and the assistant's answer. A site of its own: the suite's other specs read the seeded details.
 */

const site = siteOfItsOwn({ slot: OWN_SITE_SLOTS.contactDetails, siteEnv: { STAFF_EMAILS: CONTACT_STAFF_EMAIL } });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NEW_EMAIL = `studio-${run}@example.com`;
const OLD_PHONE = '+250 722 905 118';
const NEW_PHONE = '+250 733 100 200';

async function organization(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(text ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph'][0];
}

async function assistantContactReply(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/assistant/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversationId: `e2e-contact-${run}-${Math.floor(Math.random() * 1e6)}`, message: 'How can I contact you?', currency: 'UGX' }),
  });
  expect(answer.status).toBe(200);
  return JSON.stringify(await answer.json());
}

test('staff change the phones and e-mail; after publishing, the footer, contact page, structured data and assistant say the new ones', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const own = site();
  const visitor = await (await browser.newContext({ baseURL: own.url })).newPage();

  await test.step('a new site shows the seeded details everywhere', async () => {
    await visitor.goto('/about');
    await expect(visitor.getByTestId('site-footer').getByRole('link', { name: OLD_PHONE })).toHaveAttribute('href', 'tel:+250722905118');
    expect((await organization(visitor)).email).toBe('hello@nyotacreative.com');
    expect(await assistantContactReply(own.url)).toContain('mailto:hello@nyotacreative.com');
  });

  await test.step('staff edit the one contact entry and save a draft; visitors still see the published details', async () => {
    await page.goto(`${own.url}/admin`);
    await signInAt(page, CONTACT_STAFF_EMAIL, own.dataDir);
    await expect(page.getByText(`Signed in as ${CONTACT_STAFF_EMAIL}`)).toBeVisible({ timeout: 30_000 });
    await page.goto(`${own.url}/admin/site-facts/contact`);
    await expect(page.getByRole('navigation', { name: 'Site facts' }).getByRole('link', { name: 'Contact details' })).toHaveAttribute('aria-current', 'page');
    // One entry, always there: edited, never made anew.
    await expect(page.getByRole('link', { name: /^New / })).toHaveCount(0);
    await page.locator('a[href^="/admin/site-facts/contact/"]').click();
    await page.getByLabel(/^E-mail address/).fill(NEW_EMAIL);
    // The seeded phones in their order: the second is the Rwanda line this changes.
    const second = page.getByLabel('Number as shown (phone 2)');
    await expect(second).toHaveValue(OLD_PHONE);
    await second.fill(NEW_PHONE);
    // The one entry the site always shows: no slug to rename, no way to take it down.
    await expect(page.getByLabel('Slug')).toHaveCount(0);
    for (const name of ['Unpublish', 'Archive']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved as revision 2\./)).toBeVisible({ timeout: 30_000 });

    await visitor.goto('/contact');
    await expect(visitor.getByRole('link', { name: 'hello@nyotacreative.com' }).first()).toBeVisible();
    await expect(visitor.getByText(NEW_EMAIL)).toHaveCount(0);
  });

  await test.step('its preview link shows the draft in the footer and on the contact page', async () => {
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Preview' }).click();
    (await opened).close().catch(() => undefined);
    const link = await page.getByRole('link', { name: /\?preview=/ }).getAttribute('href');
    expect(link).toMatch(/\/contact\?preview=/);
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(link!);
    await expect(reader.getByTestId('site-footer').getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+250733100200');
    await expect(reader.getByRole('main').getByRole('link', { name: NEW_EMAIL })).toHaveAttribute('href', `mailto:${NEW_EMAIL}`);
    await reader.context().close();
  });

  await test.step('published: every page, the structured data and the assistant say the new details, no release', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/^Published: revision 2 is on the site\./)).toBeVisible({ timeout: 30_000 });
    for (const path of ['/', '/about', '/contact']) {
      const footer = visitor.getByTestId('site-footer');
      // The gateways drop their kept pages within seconds of the publish (the change number they follow).
      await expect(async () => {
        await visitor.goto(path);
        await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+250733100200', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(footer.getByRole('link', { name: OLD_PHONE })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: NEW_EMAIL })).toHaveAttribute('href', `mailto:${NEW_EMAIL}`);
      const org = await organization(visitor);
      expect(org.email).toBe(NEW_EMAIL);
      expect(JSON.stringify(org.contactPoint)).toContain(NEW_PHONE);
    }
    await expect(visitor.getByRole('main').getByRole('link', { name: `${NEW_PHONE} (Rwanda)` })).toBeVisible();
    // The spec's contact answer: WhatsApp, the main line and the e-mail, as links.
    const reply = await assistantContactReply(own.url);
    expect(reply).toContain(`mailto:${NEW_EMAIL}`);
    expect(reply).not.toContain('hello@nyotacreative.com');
  });
});
