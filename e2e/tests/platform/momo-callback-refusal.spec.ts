import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';
import { PRODUCTION_PAYMENT_ENV } from '../../../services/test/support/payment-env';

/**
 * Issue 48: production refuses to start with a MoMo callback host MTN cannot call back on. The API
 * (services/dist/main.js, as the image runs it) is started with NODE_ENV=production and settings that
 * are right but for the callback host; it must stop at once, naming the setting, and start when only
 * that setting is put right.
 */
const API_MAIN = path.join(ROOT, 'services', 'dist', 'main.js');
const PORT = Number(process.env.E2E_REFUSAL_API_PORT || E2E_PORTS.site + 76);

test.skip(!fs.existsSync(API_MAIN), 'services/dist is missing (npm run build)');
test.describe.configure({ timeout: 90_000 });

/** Production settings that start (pglite on its own folder), with the callback host on PUBLIC_URL's https host. */
function productionEnv(folder: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: folder,
    DATABASE: 'pglite',
    PUBLIC_URL: 'https://nyotacreative.com',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Never reached: this API sends no mail here.
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_FORMAT: 'json',
    ...PRODUCTION_PAYMENT_ENV,
  };
}

interface Run {
  code: number | null;
  output: string;
}

/** Starts the API; resolves with its exit code and output when it stops, or with `healthy` once it answers. */
function run(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<Run & { healthy?: boolean }> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    child.once('exit', (code) => resolve({ code, output }));
    const poll = async () => {
      if (child.exitCode !== null) return;
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
          child.once('exit', () => resolve({ code: null, output, healthy: true }));
          child.kill('SIGTERM');
          return;
        }
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        reject(new Error(`the API neither stopped nor answered in ${timeoutMs} ms:\n${output}`));
      } else setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

/** The settings a refused start names, one a line ("  - ..." under "Invalid configuration:"). */
function problems(output: string): string[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('  - '))
    .map((l) => l.slice(4));
}

let folder: string;
test.beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-momo-refusal-'));
});
test.afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

const REFUSED: [string, Record<string, string | undefined>, string[]][] = [
  [
    'no callback host at all (no MOMO_CALLBACK_HOST, no PUBLIC_URL)',
    { PUBLIC_URL: undefined },
    ['PUBLIC_URL is required', "MOMO_CALLBACK_HOST (or PUBLIC_URL) is required in production: the host registered with MTN for the MoMo API user's callbacks"],
  ],
  [
    'MOMO_CALLBACK_HOST over plain http',
    { MOMO_CALLBACK_HOST: 'http://api.nyotacreative.com' },
    ['MOMO_CALLBACK_HOST must be https in production (MoMo calls the callback over https; got "http://api.nyotacreative.com")'],
  ],
  [
    'no MOMO_CALLBACK_HOST, and PUBLIC_URL over plain http',
    { PUBLIC_URL: 'http://nyotacreative.com' },
    ['PUBLIC_URL must be an https address in production (got "http://nyotacreative.com"): terminate TLS in front of nginx (docs/OPERATIONS.md)'],
  ],
  [
    'MOMO_CALLBACK_URL on another host than MOMO_CALLBACK_HOST',
    { MOMO_CALLBACK_HOST: 'api.nyotacreative.com', MOMO_CALLBACK_URL: 'https://nyotacreative.com/api/payments/momo-callback' },
    ['MOMO_CALLBACK_URL must be on the MoMo callback host api.nyotacreative.com (got "https://nyotacreative.com/api/payments/momo-callback"): MoMo refuses another host'],
  ],
];

for (const [name, change, named] of REFUSED) {
  test(`production refuses to start: ${name}`, async () => {
    const result = await run({ ...productionEnv(folder), ...change });
    expect(result.healthy, result.output).toBeUndefined();
    expect(result.code).toBe(1);
    expect(result.output).toContain('[api] cannot start. Invalid configuration:');
    // Exactly the callback host's settings: everything else in this environment is right.
    expect(problems(result.output)).toEqual(named);
  });
}

test('the same production settings start once the callback host is an https host (MOMO_CALLBACK_HOST, or PUBLIC_URL’s)', async () => {
  for (const change of [{ MOMO_CALLBACK_HOST: 'api.nyotacreative.com' }, { MOMO_CALLBACK_HOST: 'https://api.nyotacreative.com' }, {}]) {
    const result = await run({ ...productionEnv(folder), ...change });
    expect(result.healthy, result.output).toBe(true);
    expect(problems(result.output)).toEqual([]);
  }
});
