import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_JWT_SECRET } from './app-config';
import { PUBLISHED_SECRETS, SECRET_FILE } from './jwt-secret';
import { ConfigError, loadConfig } from './load-config';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the token secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('npm start (production-local) makes a random private secret on first start and reuses it', () => {
    const first = loadConfig({ NODE_ENV: 'production-local', DATA_DIR: dataDir });
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(PUBLISHED_SECRETS).not.toContain(first.jwtSecret);
    const file = path.join(dataDir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'production-local', DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);

    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    try {
      expect(loadConfig({ NODE_ENV: 'production-local', DATA_DIR: other }).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('makes a kept secret that others could read private again', () => {
    const first = loadConfig({ NODE_ENV: 'production-local', DATA_DIR: dataDir }).jwtSecret;
    fs.chmodSync(path.join(dataDir, SECRET_FILE), 0o644);
    expect(loadConfig({ NODE_ENV: 'production-local', DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses a kept secret that is published or too short', () => {
    fs.writeFileSync(path.join(dataDir, SECRET_FILE), DEV_JWT_SECRET, { mode: 0o600 });
    expect(problemsOf({ NODE_ENV: 'production-local', DATA_DIR: dataDir })[0]).toMatch(/^the token secret in .*jwt-secret cannot be used: it must hold a private value/);
    fs.writeFileSync(path.join(dataDir, SECRET_FILE), 'short');
    expect(problemsOf({ NODE_ENV: 'production-local', DATA_DIR: dataDir })).toHaveLength(1);
  });

  it.each(PUBLISHED_SECRETS.map((s) => [s]))('refuses the published value %s outside development and test', (secret) => {
    expect(problemsOf({ NODE_ENV: 'production-local', DATA_DIR: dataDir, JWT_SECRET: secret })).toEqual([
      'JWT_SECRET is a value published in the source code; leave it unset (a private one is made in DATA_DIR) or set a private one',
    ]);
    // In production it is named once, with the other unsafe settings (production-rules.ts).
    const production = problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'https://x.example', SMTP_URL: 'smtp://m.example', JWT_SECRET: secret });
    expect(production.filter((p) => p.startsWith('JWT_SECRET'))).toEqual([expect.stringMatching(/^JWT_SECRET (must be set to a private value|is a placeholder value)/)]);
  });

  it('takes a private JWT_SECRET as given', () => {
    const secret = 'p'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production-local', DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);
  });

  it('lists every JWT_SECRET value committed to the repository', () => {
    const listed = spawnSync('git', ['grep', '-h', '-o', '-E', 'JWT_SECRET[=:] *[^ $]{8,}', '--', '.', ':!*.test.ts'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(listed.error).toBeUndefined();
    const values = listed.stdout
      .split('\n')
      .map((line) => line.replace(/^JWT_SECRET[=:] */, '').replace(/^['"]|['"],?$/g, ''))
      .filter(Boolean);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(PUBLISHED_SECRETS).toContain(value);
    expect(PUBLISHED_SECRETS).toContain(DEV_JWT_SECRET);
  });
});
