import { DEV_JWT_SECRET } from './app-config';
import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems';
import { loadConfig } from './load-config';

const PRODUCTION = PRODUCTION_ENV;

describe('loadConfig', () => {
  it('runs locally on embedded defaults', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.outboxDir).toBe(`${c.dataDir}/outbox`);
    expect(c.corsOrigins).toEqual([]);
    expect(c.uploadMaxBytes).toBe(10 * 1024 * 1024);
  });

  it('starts in production with real settings', () => {
    const c = loadConfig(PRODUCTION);
    expect(c.isProduction).toBe(true);
    expect(c.smtpUrl).toBe('smtp://mail.internal:587');
  });

  it('refuses the development secret in production', () => {
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: DEV_JWT_SECRET })).toEqual([
      'JWT_SECRET must be set to a private value in production (the development secret is refused)',
    ]);
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: '' })[0]).toMatch(/^JWT_SECRET must be set/);
  });

  it('refuses production without mail settings', () => {
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: '' })).toEqual(['SMTP_URL is required in production (mail cannot go to a local outbox)']);
  });

  it('refuses a mail relay whose password is a placeholder (.env.example ships one)', () => {
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtp://nyota:change-me-smtp-password@smtp.example.net:587' })).toEqual([
      'SMTP_URL holds a placeholder password: set a private one',
    ]);
  });

  it('reads the drain and mail-retry settings, with production defaults', () => {
    const c = loadConfig(PRODUCTION);
    expect([c.shutdownDelayMs, c.shutdownTimeoutMs, c.mailRetryHours, c.mailRetryMaxDelaySeconds]).toEqual([2000, 20_000, 24, 900]);
    expect(loadConfig({ NODE_ENV: 'development' }).shutdownDelayMs).toBe(0);
  });

  it('names every bad value at once', () => {
    const problems = problemsOf({ NODE_ENV: 'development', PORT: 'eighty', DATA_DIR: 'relative/dir', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'https://ok.com,not a url', JWT_SECRET: 'short' });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'DATA_DIR must be an absolute path (got "relative/dir")',
      'DATABASE_URL must be a postgres: or postgresql: URL (got "mysql://x")',
      'JWT_SECRET must be at least 32 characters long',
      'CORS_ORIGINS must list origins like https://example.com (got "not a url")',
    ]);
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toBe('NODE_ENV must be one of development, production, production-local, test (got "staging")');
  });

  it('reads CORS origins and limits', () => {
    const c = loadConfig({ CORS_ORIGINS: 'https://a.com, https://b.org', AUTH_RATE_PER_ADDRESS: '50' });
    expect(c.corsOrigins).toEqual(['https://a.com', 'https://b.org']);
    expect(c.authRatePerAddress).toBe(50);
  });

  it('reads TRUST_PROXY as express does, and names a value express cannot read instead of crashing at start', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '172.29.16.0/24' }).trustProxy).toBe('172.29.16.0/24');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.1.0.0/16' }).trustProxy).toBe('loopback, 10.1.0.0/16');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const bad of ['nginx', '10.0.0.0/33', '172.29.16.0/24;rm']) {
      const problems = problemsOf({ NODE_ENV: 'development', TRUST_PROXY: bad });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must be true, false, a hop count, or addresses and subnets/);
    }
  });
});
