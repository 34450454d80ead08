import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';

/**
 * A team works on its slice alone: `npm run dev -w mf-marketing` serves marketing from source, and
 * the modules it takes from other remotes (commerce's payment dialog) come from the composed site's
 * production builds. Those builds carry no federation runtime of their own (they use the shell's),
 * so the dev server must provide one as the shell does.
 */
const DEV_PORT = Number(process.env.E2E_DEV_PORT || 3321);

test.describe('a remote on its own dev server', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn(process.execPath, [path.join(ROOT, 'node_modules', '.bin', 'webpack'), 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, 'mf-marketing'),
      env: { ...process.env, DEV_PORT: String(DEV_PORT), SITE_PORT: String(E2E_PORTS.site), API_PORT: String(E2E_PORTS.api) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 200_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`);
      try {
        if ((await fetch(`http://localhost:${DEV_PORT}/`)).ok) break;
      } catch {
        // still compiling
      }
      if (Date.now() > deadline) throw new Error(`the dev server did not answer:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("opens commerce's payment dialog, from the composed site's build, with the kit's price", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${DEV_PORT}/data-driven-branding`);
    await expect(page.getByText('mf-marketing · standalone')).toBeVisible();
    await page.getByRole('button', { name: /Get Started/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Essential Kit' })).toBeVisible();
    await expect(dialog).toContainText('UGX 180,000');
    expect(errors).toEqual([]);
  });

  test("shows the agency's published contact details, from the composed site's API", async ({ page }) => {
    await page.goto(`http://localhost:${DEV_PORT}/contact`);
    await expect(page.getByText('mf-marketing · standalone')).toBeVisible();
    await expect(page.getByRole('link', { name: '+256 772 601 944 (Uganda)' })).toHaveAttribute('href', 'tel:+256772601944');
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/256772601944');
  });
});
