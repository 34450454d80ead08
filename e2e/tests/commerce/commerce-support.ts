import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../support/env';
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

/** The /payment form filled for a mobile-money payment by MTN (the sandbox's rule is on the number's last digit). */
export async function fillMtnPayment(page: Page, email: string, number: string): Promise<void> {
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Nakato');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0772 000 006');
  await page.getByLabel('Provider').selectOption('mtn');
  await page.getByLabel('Mobile number').fill(number);
}

/** The exact words of issue 48 when MoMo answered after our time limit. */
export const CONFIRMING_WITH_MTN = "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved";

/** The back office's staff address the suite's site is started with (playwright.config.ts). */
export const STAFF_EMAIL = process.env.E2E_STAFF_EMAIL || 'backoffice-staff@example.com';

/** A staff token for the site `request` talks to, signed in by the code its API wrote to `dataDir`'s outbox. */
/** Tokens already signed in for, per site (base address and data folder), in this worker. */
const staffTokens = new Map<string, string>();

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
