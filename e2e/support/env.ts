import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Ports of the composed site under test (kept away from `npm start`'s 3000/3100/3200). */
export const E2E_PORTS = {
  site: Number(process.env.E2E_PORT || 3300),
  api: Number(process.env.E2E_API_PORT || 3301),
  sandbox: Number(process.env.E2E_SANDBOX_PORT || 3302),
};

/** The API's data folder during the suite: tests read stored inquiries, files and the mail outbox here. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || path.join(ROOT, '.data', 'e2e');
