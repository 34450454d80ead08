const { spawnSync } = require('child_process');
const path = require('path');
const { trustProxySetting } = require('../edge/trust-proxy');
const { redisUrlSetting } = require('../pages/redis-client');
const { DEV_PAGE_TOKEN_SECRET, pageTokenSecret } = require('@agency/server-kit');

const SERVE = path.join(__dirname, 'serve.js');

describe("the gateway's settings", () => {
  it('reads TRUST_PROXY as express and the API do', () => {
    expect(trustProxySetting({})).toBe('loopback');
    expect(trustProxySetting({ TRUST_PROXY: '172.29.16.0/24' })).toBe('172.29.16.0/24');
    expect(trustProxySetting({ TRUST_PROXY: 'loopback, 10.1.0.0/16' })).toBe('loopback, 10.1.0.0/16');
    expect(trustProxySetting({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxySetting({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxySetting({ TRUST_PROXY: 'true', NODE_ENV: 'development' })).toBe(true);
  });

  it('refuses a TRUST_PROXY express cannot read, and believing every X-Forwarded-For in production', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '172.29.16.0/24;rm']) {
      expect(() => trustProxySetting({ TRUST_PROXY: bad })).toThrow(/^TRUST_PROXY must be true, false, a hop count, or addresses and subnets/);
    }
    expect(() => trustProxySetting({ TRUST_PROXY: 'true', NODE_ENV: 'production' })).toThrow("TRUST_PROXY=true believes any client's X-Forwarded-For");
  });

  it('reads REDIS_URL: none when empty, a redis:// or rediss:// address, never echoing a password', () => {
    expect(redisUrlSetting({})).toBeNull();
    expect(redisUrlSetting({ REDIS_URL: '' })).toBeNull();
    expect(redisUrlSetting({ REDIS_URL: 'redis://redis:6379' })).toBe('redis://redis:6379');
    expect(redisUrlSetting({ REDIS_URL: 'rediss://:s3cret@cache.internal:6380/2' })).toBe('rediss://:s3cret@cache.internal:6380/2');
    for (const bad of ['redis', 'http://redis:6379', 'redis://']) expect(() => redisUrlSetting({ REDIS_URL: bad })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/);
    expect(() => redisUrlSetting({ REDIS_URL: 'http://user:s3cret@redis:6379' })).toThrow('(got "http://***@redis:6379")');
  });

  it('stops the start with one line naming every bad value, not a stack trace', () => {
    const run = spawnSync(process.execPath, [SERVE], {
      env: { ...process.env, NODE_ENV: 'production', TRUST_PROXY: 'nginx', RENDER_RATE_PER_IP: '0', REDIS_URL: 'localhost:6379', PORT: '1', PAGE_TOKEN_SECRET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: RENDER_RATE_PER_IP must be a whole number from 1 \(got "0"\); TRUST_PROXY must be true, false, a hop count.*; REDIS_URL must be a redis:\/\/ or rediss:\/\/ address \(got "localhost:6379"\); PAGE_TOKEN_SECRET is required in production \(it signs the pages' visit tokens and preview links; openssl rand -hex 32\)$/);
  });

  it('refuses to sign visit tokens in production with a missing, published or placeholder PAGE_TOKEN_SECRET', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => pageTokenSecret(production)).toThrow('PAGE_TOKEN_SECRET is required in production');
    expect(() => pageTokenSecret({ ...production, PAGE_TOKEN_SECRET: DEV_PAGE_TOKEN_SECRET })).toThrow('PAGE_TOKEN_SECRET is a placeholder value: set a private one');
    expect(() => pageTokenSecret({ ...production, PAGE_TOKEN_SECRET: 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-1111111' })).toThrow('PAGE_TOKEN_SECRET is a placeholder value');
    expect(() => pageTokenSecret({ ...production, PAGE_TOKEN_SECRET: 'short' })).toThrow('PAGE_TOKEN_SECRET must be at least 32 characters long');
    expect(pageTokenSecret({ ...production, PAGE_TOKEN_SECRET: 'a'.repeat(64) })).toBe('a'.repeat(64));
    // Outside production a laptop needs no setup: the development secret.
    expect(pageTokenSecret({ NODE_ENV: 'production-local' })).toBe(DEV_PAGE_TOKEN_SECRET);
  });
});
