import { expect, test, type Page } from '@playwright/test';
import { tapFieldWhenDrawn } from '../../support/drawn';

const ready = (page: Page) => expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 30_000 });

test.describe('contact page', () => {
  test('default mode: the cards, WhatsApp in a new tab, and a real send to the API ending in the sent state', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute('href', '/pricing');

    const form = page.getByRole('form', { name: 'Strategic Consultation Inquiry' });
    await form.getByLabel('Name').fill('   ');
    await form.getByLabel('Email').fill('brian@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();

    await form.getByLabel('Name').fill('Brian Ouma');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('brian@example.co.ug');
    await form.getByLabel('Subject').fill('Rebrand for our Kigali launch');
    await form.getByLabel('Message').fill('We open in Kigali in March and need a refreshed identity.');

    // Hold the answer a moment to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('button', { name: 'Message Sent' })).toBeVisible();
    await expect(form.getByText("Thank you! We'll get back to you shortly.")).toHaveCSS('color', 'rgb(20, 108, 58)');
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('a failed send shows a clear error and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Strategic Consultation Inquiry' });
    await form.getByLabel('Name').fill('Brian Ouma');
    await form.getByLabel('Email').fill('brian@example.co.ug');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Please keep this text.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText("couldn't send your message");
    await expect(form.getByLabel('Message')).toHaveValue('Please keep this text.');
  });

  test('focus moves to the first field to fix: Name on an empty send, Email when the server refuses it', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    const form = page.getByRole('form', { name: 'Strategic Consultation Inquiry' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    await expect(form.getByText('Name is required')).toBeInViewport();

    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { email: ['Email must be a valid address'] } }),
      }),
    );
    await form.getByLabel('Name').fill('Brian Ouma');
    await form.getByLabel('Email').fill('brian@example.co.ug');
    await form.getByLabel('Subject').fill('Rebrand');
    await form.getByLabel('Message').fill('We open in Kigali in March.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email must be a valid address');
  });

  test('what was typed survives a reload of the tab, a name typed before the page is live wins over it, and once sent it is gone', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/contact');
    await ready(page);
    const form = page.getByRole('form', { name: 'Strategic Consultation Inquiry' });
    await form.getByLabel('Name').fill('Brian Ouma');
    await form.getByLabel('Email').fill('brian@example.co.ug');
    await form.getByLabel('Subject').fill('Rebrand for our Kigali launch');
    await form.getByLabel('Message').fill('We open in Kigali in March.');

    await page.reload();
    await ready(page);
    await expect(form.getByLabel('Name')).toHaveValue('Brian Ouma');
    await expect(form.getByLabel('Email')).toHaveValue('brian@example.co.ug');
    await expect(form.getByLabel('Subject')).toHaveValue('Rebrand for our Kigali launch');
    await expect(form.getByLabel('Message')).toHaveValue('We open in Kigali in March.');

    // Reloaded again with the scripts late (a phone on a slow network): a name typed into the
    // server's HTML before the page is live is kept, and the draft fills only the other fields.
    await page.route(/\/(main|bootstrap)\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await tapFieldWhenDrawn(page, 'input[name="name"]');
    await page.keyboard.type('Kato Amina');
    // All of it before the page was live (its scripts are held 4 s).
    expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();
    await ready(page);
    await page.unroute(/\/(main|bootstrap)\.[0-9a-f]+\.js$/);
    await expect(form.getByLabel('Email')).toHaveValue('brian@example.co.ug');
    await expect(form.getByLabel('Name')).toHaveValue('Kato Amina');
    await expect(form.getByLabel('Message')).toHaveValue('We open in Kigali in March.');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sent = await answer;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toEqual({ name: 'Kato Amina', email: 'brian@example.co.ug', subject: 'Rebrand for our Kigali launch', message: 'We open in Kigali in March.' });
    await expect(form.getByRole('button', { name: 'Message Sent' })).toBeVisible();

    await page.reload();
    await ready(page);
    await page.waitForTimeout(500);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('?type=consultation: the free 15-minute consultation, with no form', async ({ page }) => {
    await page.goto('/contact?type=consultation');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Free Consultation' })).toBeVisible();
    await expect(page.getByText(/Online scheduling is coming soon/)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  test('?plan=: "Complete Your Subscription" with the commerce subscription form mounted through federation', async ({ page }) => {
    await page.goto('/contact?plan=brand-training-pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Subscription' })).toBeVisible();
    // The commerce remote's two-step form, for the plan of the address.
    await expect(page.getByText('Brand Training Pro')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/First name/)).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Strategic Consultation Inquiry' })).toHaveCount(0);
  });

  test('/contact#strategy-inquiry lands on the form (the Strategic Solutions hero link)', async ({ page }) => {
    await page.goto('/strategic-solutions');
    await page.getByRole('link', { name: 'Book a Strategy Session' }).click();
    await expect(page).toHaveURL(/\/contact#strategy-inquiry$/);
    await expect(page.getByRole('heading', { name: 'Strategic Consultation Inquiry' })).toBeInViewport();
  });
});
