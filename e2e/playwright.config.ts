import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_PAGE_TOKEN_SECRET, E2E_PORTS, ROOT } from './support/env';
import { SUITE_STAFF_EMAILS } from './support/staff';

/**
 * The e2e suite runs against the composed production build, started exactly like `npm start`
 * (embedded database, local outbox, local payment sandbox), on its own ports and data folder.
 * E2E_BASE_URL points the suite at a site that is already running instead.
 */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${E2E_PORTS.site}`;
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  outputDir: path.join(__dirname, 'test-results'),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        // Every run starts from an empty data folder, so what a test finds there is its own doing.
        command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" "${E2E_DATA_DIR}" && node ${require.resolve('@agency/gateway/start')}`,
        cwd: ROOT,
        url: `${baseURL}/api/health`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(E2E_PORTS.site),
          API_PORT: String(E2E_PORTS.api),
          SANDBOX_PORT: String(E2E_PORTS.sandbox),
          DATA_DIR: E2E_DATA_DIR,
          LOG_REQUESTS: 'false',
          // tests/api/api.spec.ts opens the docs page, which is off unless asked (services/README.md).
          API_DOCS: 'on',
          // The whole suite is one client (127.0.0.1): the per-IP write limits (issue 15) are lifted;
          // services/test/exposure.e2e.test.ts tests them.
          INQUIRY_RATE_PER_IP: '100000',
          // Server renders per client address (packages/gateway/src/pages/render-limit.js): the suite is one
          // client loading hundreds of pages; packages/gateway/src/pages/render-limit.test.js tests the limit.
          RENDER_RATE_PER_IP: '100000',
          CONTACT_RATE_PER_IP: '100000',
          ASSISTANT_RATE_PER_IP: '100000',
          // The suite's specs share one staff address, each signing in as a person does (a browser's
          // own sign-in, or a kept token per worker): more than the 5 codes an address may ask for in
          // the window. services/test/auth.e2e.test.ts tests that limit; here it is lifted like the ones above.
          AUTH_RATE_PER_ADDRESS: '100000',
          PAYMENT_RATE_PER_IP: '100000',
          // The visitors' reports (services/src/rum): every page the suite opens sends one or two.
          RUM_RATE_PER_IP: '100000',
          // The pages' visit tokens: the canary specs' own renderers sign with the same (tests/platform/canary-support.ts).
          PAGE_TOKEN_SECRET: E2E_PAGE_TOKEN_SECRET,
          // The back office's staff (tests/admin): every other address that signs in is a customer.
          STAFF_EMAILS: SUITE_STAFF_EMAILS,
        },
      },
});
