import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../support/env';
import { inquiryFiles } from '../../support/storage';
import { waitForCode } from '../../support/outbox';

/** The API as the composed site serves it: same origin, /api proxied by the gateway. */
test.describe('API through the site', () => {
  test('GET /api/health reports the database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(res.headers()['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  test('the API docs page renders the described routes', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Nyota Creative API/ })).toBeVisible();
    // Each path is listed under its POST and, since every address declares its OPTIONS answer, again under OPTIONS.
    await expect(page.locator('.opblock-post').getByText('/api/motion-project-inquiry', { exact: true })).toBeVisible();
    await expect(page.locator('.opblock-post').getByText('/api/auth/request-code', { exact: true })).toBeVisible();
    await expect(page.locator('.opblock-options').getByText('/api/auth/request-code', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('e-mail sign-in: the code from the outbox gives a token that /api/auth/me accepts', async ({ request }) => {
    const email = `e2e-${Date.now()}@example.com`;
    expect((await request.post('/api/auth/request-code', { data: { email } })).status()).toBe(200);
    const code = await waitForCode(E2E_DATA_DIR, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await request.post('/api/auth/verify-code', { data: { email, code: wrong } })).status()).toBe(401);
    const verified = await request.post('/api/auth/verify-code', { data: { email, code } });
    expect(verified.status()).toBe(200);
    const { token } = await verified.json();
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(await me.json()).toEqual({ email });
  });

  test('a motion inquiry with a file is stored under its id', async ({ request }) => {
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await request.post('/api/motion-project-inquiry', {
      multipart: {
        name: 'E2E Tester',
        email: 'tester@example.com',
        businessName: 'E2E Ltd',
        projectType: 'Logo Animation',
        platforms: JSON.stringify(['YouTube']),
        duration: '15 seconds',
        needsScript: 'no',
        deadline,
        budgetRange: 'Under $1,000',
        additionalDetails: '',
        files: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    expect(inquiryFiles(E2E_DATA_DIR, id)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
  });

  test('a contact message with a blank name gets the spec message', async ({ request }) => {
    const res = await request.post('/api/contact', { data: { name: ' ', email: 'a@example.com', subject: 'Hi', message: 'Hello' } });
    expect(res.status()).toBe(400);
    expect((await res.json()).errors).toEqual({ name: ['Name is required'] });
  });
});
