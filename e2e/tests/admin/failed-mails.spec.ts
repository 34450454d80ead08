import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { E2E_PORTS, ROOT } from '../../support/env';
import { needs, unbuilt } from '../../support/needs';
import { codeIn, startSmtpCatcher } from '../../../services/test/support/smtp-catcher';
import { axeViolations } from './admin-support';

/**
 * A mail the API gave up on, shown to staff. The suite's own site mails to a local outbox, which
 * never fails; so this spec starts the site once more (`npm start`'s gateway, API and sandbox, as
 * built) on PostgreSQL, mailing through a real SMTP server that it then stops. A contact message's
 * notice fails; a day of retries passes on the clock (its row aged in the database; the failure
 * that ends it is the worker's own, against the stopped server); staff find it under "Failed mails"
 * and put it back in the queue from the keyboard once the server is back.
 */
const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const BASE = Number(process.env.E2E_MAIL_OUTAGE_PORT || E2E_PORTS.site + 80);
// The browser uses the site's public name (the API compares a request's Origin with PUBLIC_URL); Node asks 127.0.0.1.
const SITE = `http://localhost:${BASE}`;
const LOCAL = `http://127.0.0.1:${BASE}`;
const STAFF = 'mail-desk@nyota.test';
const START = require.resolve('@agency/gateway/start');

const pgUp = spawnSync('psql', [PG_URL, '-Atc', 'SELECT 1'], { encoding: 'utf8' }).stdout?.trim() === '1';
const BUILT = ['services/dist/main.js', 'shell/dist/index.html', 'mf-admin/dist/mf-manifest.json', 'mf-commerce/dist/mf-manifest.json'];
needs([...(pgUp ? [] : [`PostgreSQL at ${PG_URL} (checked with psql)`]), ...unbuilt(BUILT)]);
test.use({ baseURL: SITE });
test.setTimeout(180_000);

const schema = `e2e_mails_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-mails-'));
let site: ChildProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let db: Client;
let siteLog = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher();
  db = new Client({ connectionString: PG_URL });
  await db.connect();
  site = spawn(process.execPath, [START, '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(BASE),
      API_PORT: String(BASE + 1),
      SANDBOX_PORT: String(BASE + 2),
      DATA_DIR: dataDir,
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      PUBLIC_URL: SITE,
      SMTP_URL: smtp.url,
      STAFF_EMAILS: STAFF,
      RELEASE_WATCH: 'off',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.on('data', (d) => (siteLog += d));
  site.stderr?.on('data', (d) => (siteLog += d));
  for (const end = Date.now() + 150_000; ; ) {
    if (await fetch(`${LOCAL}/api/health/ready`).then((r) => r.ok, () => false)) break;
    if (Date.now() > end || site.exitCode !== null) throw new Error(`the second site did not start:\n${siteLog.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGTERM');
    await new Promise((r) => site!.once('exit', r));
  }
  await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db?.end();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const statusOf = async (subject: string) =>
  (await db.query<{ status: string; last_error: string | null }>(`SELECT status, last_error FROM ${schema}.mail_outbox WHERE subject = $1`, [subject])).rows[0];

test('a mail given up while the mail server was down is listed for staff, and Retry sends it once the server is back', async ({ page }) => {
  // Staff sign in while mail works (the code comes by mail).
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({ timeout: 60_000 });
  const before = smtp.mails.length;
  await page.getByLabel('Email').fill(STAFF);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => smtp.mails.length).toBeGreaterThan(before);
  await page.getByLabel('Code').fill(codeIn(smtp.mails[smtp.mails.length - 1].raw));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');

  // The mail server goes down; a visitor's message is stored, its notice mail is not sent.
  const port = Number(new URL(smtp.url).port);
  await smtp.close();
  const topic = `Failed notice ${randomBytes(3).toString('hex')}`;
  const subject = `Contact form: ${topic}`;
  const sent = await page.request.post('/api/contact', { data: { name: 'Neema Achieng', email: 'neema@example.com', subject: topic, message: 'Sent while the relay is down.' } });
  expect(sent.status()).toBe(201);
  await expect.poll(async () => (await statusOf(subject))?.last_error ?? '').toMatch(/ECONNREFUSED|connect/i);
  expect((await statusOf(subject)).status).toBe('pending');
  // A day of retries, on the clock: the worker's next failure is its last.
  await db.query(`UPDATE ${schema}.mail_outbox SET created_at = now() - interval '25 hours', run_at = now() WHERE subject = $1`, [subject]);
  await expect.poll(async () => (await statusOf(subject)).status, { timeout: 20_000 }).toBe('failed');

  // Staff find it under Failed mails.
  await nav.getByRole('link', { name: 'Failed mails' }).click();
  await expect(nav.getByRole('link', { name: 'Failed mails' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: '1 failed mail' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('rowheader')).toHaveText('Contact message notice');
  await expect(row).toContainText('h•••@nyotacreative.com');
  await expect(row).toContainText(/ECONNREFUSED|connect/i);
  expect(await axeViolations(page), 'accessibility of the failed mails').toEqual([]);

  // The server is back at its address; staff retry from the keyboard.
  smtp = await startSmtpCatcher(port);
  const retry = row.getByRole('button', { name: `Retry "${subject}"` });
  await retry.focus();
  await page.keyboard.press('Enter');
  const said = page.locator('[data-action-notice]');
  await expect(said).toContainText(`"${subject}" is back in the queue`);
  await expect(said).toBeFocused();
  await expect.poll(() => smtp.mails.some((m) => m.raw.includes(`Subject: ${subject}`)), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await statusOf(subject)).status).toBe('done');
  await page.reload();
  await expect(page.getByText('No failed mails: every mail was delivered or is still being retried.')).toBeVisible({ timeout: 30_000 });
});
