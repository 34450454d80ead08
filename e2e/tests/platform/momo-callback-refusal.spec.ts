import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, ROOT } from '../../support/env';
import { needs, unbuilt } from '../../support/needs';
import { PRODUCTION_PAYMENT_ENV } from '../../../services/test/support/payment-env';

/**
 * Issue 48: production refuses to start with a MoMo callback host MTN cannot call back on. The API
 * (services/dist/main.js, as the image runs it) is started with NODE_ENV=production and settings that
 * are right but for the callback host; it must stop at once, naming the setting, and take the same
 * settings when only the callback host is put right.
 */
const API_MAIN = path.join(ROOT, 'services', 'dist', 'main.js');
// Not listened on in the end (an accepted start is stopped before it listens), but never another's port.
const PORT = Number(process.env.E2E_REFUSAL_API_PORT || E2E_PORTS.site + 76);

needs(unbuilt([path.relative(ROOT, API_MAIN)]));
test.describe.configure({ timeout: 90_000 });

/** Production settings that start (pglite on its own folder), with the callback host on PUBLIC_URL's https host. */
function productionEnv(folder: string): Record<string, string> {
  // A private secret made here (the repository's JWT_SECRET scan lists committed values only).
  const secret = randomBytes(32).toString('hex');
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: folder,
    DATABASE: 'pglite',
    PUBLIC_URL: 'https://nyotacreative.com',
    JWT_SECRET: secret,
    PAGE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    // Never reached: this API sends no mail here.
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_FORMAT: 'json',
    ...PRODUCTION_PAYMENT_ENV,
  };
}

interface Run {
  code: number | null;
  output: string;
  /** The settings were taken: the API went on to start Nest (it is stopped there). */
  accepted?: boolean;
}

/**
 * Starts the API and resolves with its exit code and output when it stops on its settings, or with
 * `accepted` once it has read them and goes on to start (loadConfig runs before Nest starts, so
 * Nest's first line means every refusal was passed; the embedded database need not be awaited).
 */
function run(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<Run> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    let accepted = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API neither stopped nor went on to start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (d: Buffer) => {
      output += d;
      if (!accepted && output.includes('Starting Nest application')) {
        accepted = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(accepted ? { code: null, output, accepted } : { code, output });
    });
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
    expect(result.accepted, result.output).toBeUndefined();
    expect(result.code).toBe(1);
    expect(result.output).toContain('[api] cannot start. Invalid configuration:');
    // Exactly the callback host's settings: everything else in this environment is right.
    expect(problems(result.output)).toEqual(named);
  });
}

test('the same production settings are taken once the callback host is an https host (MOMO_CALLBACK_HOST, or PUBLIC_URL’s)', async () => {
  for (const change of [{ MOMO_CALLBACK_HOST: 'api.nyotacreative.com' }, { MOMO_CALLBACK_HOST: 'https://api.nyotacreative.com' }, {}]) {
    const result = await run({ ...productionEnv(folder), ...change });
    expect(result.accepted, result.output).toBe(true);
    expect(result.output).not.toContain('cannot start');
  }
});
