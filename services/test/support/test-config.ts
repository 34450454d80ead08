import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';

/**
 * A fresh data folder under the system temp dir; removed by `removeDir`. It starts with a copy of
 * the empty PGlite cluster made by the global setup, so the app skips the slow initdb.
 */
export function tempDataDir(prefix = 'api-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (template && fs.existsSync(path.join(template, 'db'))) fs.cpSync(path.join(template, 'db'), path.join(dir, 'db'), { recursive: true });
  return dir;
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The settings the tests run the real app with: test mode, own data folder, no SMTP unless given. */
export function testConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  // One client (127.0.0.1) sends every request of a suite: the per-IP write limits are lifted
  // here, and the tests of the limits set their own.
  const unlimited = { INQUIRY_RATE_PER_IP: '1000000', CONTACT_RATE_PER_IP: '1000000', PAYMENT_RATE_PER_IP: '1000000', ASSISTANT_RATE_PER_IP: '1000000' };
  return loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: 'false', ...unlimited, ...overrides });
}
