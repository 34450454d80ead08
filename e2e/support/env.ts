import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Ports of the composed site under test (kept away from `npm start`'s 3000/3100/3200). */
export const E2E_PORTS = {
  site: Number(process.env.E2E_PORT || 3300),
  api: Number(process.env.E2E_API_PORT || 3301),
  sandbox: Number(process.env.E2E_SANDBOX_PORT || 3302),
};

/** The site's deploy folder (remotes.json, each remote's versions): the release specs release on it, under its lock. */
export const E2E_DEPLOY_DIR = process.env.E2E_DEPLOY_DIR || path.join(ROOT, '.deploy');

/** The API's data folder during the suite: tests read stored inquiries, files and the mail outbox here. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || path.join(ROOT, '.data', 'e2e');

/**
 * The suite's PAGE_TOKEN_SECRET: the site it starts and the page renderers of the canary specs sign
 * their pages' visit tokens with it, and the suite's API checks them (POST /api/rum). A value made
 * for the suite, never a production one; E2E_PAGE_TOKEN_SECRET for a site started otherwise.
 */
export const E2E_PAGE_TOKEN_SECRET = process.env.E2E_PAGE_TOKEN_SECRET || 'e2e-suite-page-token-secret-0123456789abcdef';
