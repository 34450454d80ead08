import { STAFF_EMAIL } from '../../support/staff';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORTS } from '../../support/env';
import { waitForCode } from '../../support/outbox';

/** A fresh address per test, so the outbox and the account hold only that test's doing. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Decodes quoted-printable soft breaks so a code split across lines is found. */
function body(raw: string): string {
  const start = raw.search(/\r?\n\r?\n/);
  return (start === -1 ? raw : raw.slice(start)).replace(/=\r?\n/g, '');
}

/** The newest sign-in code the API wrote to the local outbox for this address. */
export async function codeFromOutbox(email: string, timeoutMs = 10_000, dataDir = E2E_DATA_DIR): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(dir, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
      for (const file of files) {
        const raw = fs.readFileSync(file, 'utf8');
        if (!new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
        const match = /\b(\d{6})\b/.exec(body(raw));
        if (match) return match[1];
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in code for ${email} in ${dir}`);
}

/** Signs in through the commerce SignIn component currently on the page (the site's API writes its mail under `dataDir`). */
export async function signInWithCode(page: Page, email: string, dataDir = E2E_DATA_DIR): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
  await page.getByLabel('Code').fill(await codeFromOutbox(email, 10_000, dataDir));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** What a buyer types in the payment form (the page's or a dialog's). */
export interface PaymentFormEntry {
  /** Left out where the form shows the signed-in account's (the resource hub). */
  email?: string;
  /** The contact phone, as typed (default a Ugandan number). */
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** By card (Pesapal's hosted page), or an MTN mobile-money number (the sandbox decides by its last digit). */
  pay: 'card' | { mtn: string };
}

/** Fills the payment form in `form` (the /payment page, or the dialog that holds the form) as a buyer types it. */
export async function fillPaymentForm(form: Page | Locator, { email, phone = '0772 000 006', firstName = 'Amina', lastName = 'Nakato', pay }: PaymentFormEntry): Promise<void> {
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  if (email !== undefined) await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill(phone);
  if (pay === 'card') {
    await form.getByLabel('Payment method').selectOption('card');
  } else {
    await form.getByLabel('Provider').selectOption('mtn');
    await form.getByLabel('Mobile number').fill(pay.mtn);
  }
}

/** The /payment form filled for a mobile-money payment by MTN (the sandbox's rule is on the number's last digit). */
export function fillMtnPayment(page: Page, email: string, number: string): Promise<void> {
  return fillPaymentForm(page, { email, pay: { mtn: number } });
}

/** The exact words of issue 48 when MoMo answered after our time limit. */
export const CONFIRMING_WITH_MTN = "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved";

/** The back office's staff address the suite's site is started with (playwright.config.ts). */

/** Tokens already signed in for, per site (base address and data folder), in this worker. */
const staffTokens = new Map<string, string>();

/** A staff token for the site `request` talks to, signed in by the code its API wrote to `dataDir`'s outbox. */
export async function staffToken(request: APIRequestContext, dataDir = E2E_DATA_DIR, base = ''): Promise<string> {
  // Staff sign in once and keep their session, as a person does: the API limits code requests per
  // address, and the suite's specs share one staff address (two workers asking per test hit 429).
  const key = `${base}|${dataDir}`;
  const kept = staffTokens.get(key);
  if (kept) return kept;
  expect((await request.post(`${base}/api/auth/request-code`, { data: { email: STAFF_EMAIL } })).status()).toBe(200);
  const code = await waitForCode(dataDir, STAFF_EMAIL);
  const { token } = (await (await request.post(`${base}/api/auth/verify-code`, { data: { email: STAFF_EMAIL, code } })).json()) as { token: string };
  staffTokens.set(key, token);
  return token;
}

/** One payment as the back office's API answers it (GET /api/admin/payments/:reference). */
export interface StaffPayment {
  reference: string;
  status: string;
  providerRef: string | null;
  payingNumber: string | null;
  history: { status: string; source: string; detail: string }[];
}

/** Where the suite's composed site has its payment sandbox (undefined against a site started elsewhere, E2E_BASE_URL). */
export const SUITE_SANDBOX = process.env.E2E_BASE_URL ? undefined : `http://127.0.0.1:${E2E_PORTS.sandbox}`;

/** A Ugandan MTN number of this run's own ("0772 xxx xxd"), ending in `last`, the digit the sandbox decides by. */
export function uniqueMtnNumber(last: string): { typed: string; msisdn: string } {
  const digits = `${String(Date.now() % 10_000).padStart(4, '0')}${Math.floor(Math.random() * 10)}`;
  return { typed: `0772 ${digits.slice(0, 3)} ${digits.slice(3)}${last}`, msisdn: `256772${digits}${last}` };
}

/** A fault as the sandbox's `POST /__sandbox/faults` takes it (packages/payment-sandbox/README.md). */
export interface SandboxFaultInput {
  method: string;
  path: string;
  status: number;
  body?: string | object;
  times?: number;
  when?: 'before' | 'after';
  bodyIncludes?: string;
}

/** Switches a fault on at the sandbox; `clear()` takes it away again (nothing if it is used up). */
export async function sandboxFault(request: APIRequestContext, sandbox: string, fault: SandboxFaultInput): Promise<{ id: string; clear(): Promise<void> }> {
  const res = await request.post(`${sandbox}/__sandbox/faults`, { data: fault });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return {
    id,
    clear: async () => {
      expect([200, 404]).toContain((await request.delete(`${sandbox}/__sandbox/faults/${id}`)).status());
    },
  };
}

/** The page's browser context signed in as staff with the kept token (no new code asked: see staffToken). */
export async function signInStaff(page: Page, request: APIRequestContext, dataDir = E2E_DATA_DIR, base = ''): Promise<void> {
  const token = await staffToken(request, dataDir, base);
  const origin = new URL(base || (test.info().project.use.baseURL as string)).origin;
  // The session as the site keeps it after a sign-in (packages/platform/src/auth/session.ts), for the site's origin only.
  await page.context().addInitScript(
    ({ origin, token, user }) => {
      if (window.location.origin === origin) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
      }
    },
    { origin, token, user: JSON.stringify({ email: STAFF_EMAIL }) },
  );
}

/**
 * Buys Brand Training Pro (it unlocks the persona kit) by card, completed on the sandbox's checkout
 * page, on the suite's site or on `base`: the order's tracking id at Pesapal and our reference.
 */
export async function payProByCard(page: Page, { base = '', email, phone }: { base?: string; email: string; phone: string }): Promise<{ trackingId: string; reference: string }> {
  await page.goto(`${base}/payment`);
  await page.getByLabel('Plan').selectOption({ label: 'Brand Training Pro' });
  await expect(page.getByTestId('payment-amount')).toHaveText('UGX 550,000');
  await fillPaymentForm(page, { email, phone, pay: 'card' });
  await page.getByRole('button', { name: 'Pay UGX 550,000' }).click();
  await expect(page.getByRole('heading', { name: 'Pay UGX 550,000' })).toBeVisible();
  const trackingId = new URL(page.url()).searchParams.get('OrderTrackingId') ?? '';
  const reference = ((await page.getByTestId('merchant-reference').textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  // The callback page confirms with the API once loaded (a busy machine takes a while to draw it).
  await expect(page.getByText('Payment successful')).toBeVisible({ timeout: 30_000 });
  return { trackingId, reference };
}
