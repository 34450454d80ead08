import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems';
import { loadConfig } from './load-config';
import { ENV_EXAMPLE_PLACEHOLDERS } from './production-rules';
import { DEV_PAGE_TOKEN_SECRET } from '@agency/server-kit';

const SAFE = PRODUCTION_ENV;

describe('production refuses unsafe settings, naming each', () => {
  it('starts with private settings', () => {
    expect(problemsOf(SAFE)).toEqual([]);
    expect(loadConfig({ ...SAFE, REPLICAS: '3', REDIS_URL: 'redis://cache:6379' }).replicas).toBe(3);
  });

  it('refuses PGlite unless a single instance on it is declared', () => {
    expect(problemsOf({ ...SAFE, DATABASE_URL: '' })).toEqual([
      'DATABASE_URL is required in production (PGlite is for one process on one machine: set DATABASE=pglite to run a single instance on it)',
    ]);
    expect(problemsOf({ ...SAFE, DATABASE_URL: '', DATABASE: 'pglite' })).toEqual([]);
    expect(problemsOf({ ...SAFE, DATABASE: 'pglite' })).toEqual([
      'DATABASE is pglite but DATABASE_URL is set too: choose one (unset DATABASE to use PostgreSQL)',
    ]);
    expect(problemsOf({ ...SAFE, DATABASE: 'mysql' })).toEqual(['DATABASE must be pglite or postgres (got "mysql")']);
  });

  it('refuses every placeholder of .env.example and of the source, one message per setting', () => {
    const fromExample = {
      ...SAFE,
      JWT_SECRET: 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-0000000',
      PAGE_TOKEN_SECRET: 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-1111111',
      PESAPAL_UG_CONSUMER_SECRET: 'change-me-ug-consumer-secret',
      DATABASE_URL: 'postgres://nyota:change-me-postgres-password@postgres:5432/nyota',
    };
    // Each named once; the order follows where each setting is read, which is no promise.
    expect([...problemsOf(fromExample)].sort()).toEqual([
      'DATABASE_URL holds a placeholder password: set a private one',
      'JWT_SECRET is a placeholder value: set a private one',
      'PAGE_TOKEN_SECRET is a placeholder value: set a private one',
      'PESAPAL_UG_CONSUMER_SECRET is a placeholder value: set a private one',
    ]);
    // The sandbox defaults written in the source, given explicitly or left empty.
    expect(problemsOf({ ...SAFE, PESAPAL_UG_CONSUMER_KEY: 'sandbox-ug-consumer-key', MOMO_RW_API_KEY: 'sandbox-rw-momo-key', MOMO_UG_API_KEY: '' })).toEqual([
      'PESAPAL_UG_CONSUMER_KEY is a placeholder value: set a private one',
      'MOMO_UG_API_KEY is required in production when PAYMENTS_UG_MTN_VIA=momo',
      'MOMO_RW_API_KEY is a placeholder value: set a private one',
    ]);
    for (const placeholder of ENV_EXAMPLE_PLACEHOLDERS) {
      expect(problemsOf({ ...SAFE, MOMO_RW_SUBSCRIPTION_KEY: placeholder })).toEqual(['MOMO_RW_SUBSCRIPTION_KEY is a placeholder value: set a private one']);
    }
  });

  it('refuses a missing PAGE_TOKEN_SECRET or the development one: anyone could sign visit tokens and steer the canary watcher', () => {
    expect(problemsOf({ ...SAFE, PAGE_TOKEN_SECRET: '' })).toEqual(['PAGE_TOKEN_SECRET is required in production (the sandbox default would be used)']);
    expect(problemsOf({ ...SAFE, PAGE_TOKEN_SECRET: DEV_PAGE_TOKEN_SECRET })).toEqual(['PAGE_TOKEN_SECRET is a placeholder value: set a private one']);
  });

  it('names the development JWT secret once, not twice', () => {
    const problems = problemsOf({ ...SAFE, JWT_SECRET: '' });
    expect(problems.filter((p) => p.startsWith('JWT_SECRET'))).toHaveLength(1);
  });

  it('requires Redis and PostgreSQL when replicas are declared, in every mode', () => {
    expect(problemsOf({ ...SAFE, REPLICAS: '2' })).toEqual(['REDIS_URL is required when REPLICAS is 2 (the replicas must share sign-in limits)']);
    expect(problemsOf({ NODE_ENV: 'development', REPLICAS: '2' })).toEqual([
      'REDIS_URL is required when REPLICAS is 2 (the replicas must share sign-in limits)',
      'DATABASE_URL is required when REPLICAS is 2 (PGlite serves one process only)',
    ]);
    expect(problemsOf({ NODE_ENV: 'development', REPLICAS: 'two' })).toEqual(['REPLICAS must be a whole number from 1 to 1000 (got "two")']);
    expect(problemsOf({ NODE_ENV: 'development', REPLICAS: '1' })).toEqual([]);
  });

  it('refuses to believe every X-Forwarded-For in production: any visitor could name its own address', () => {
    expect(problemsOf({ ...SAFE, TRUST_PROXY: 'true' })).toEqual([
      "TRUST_PROXY=true believes any client's X-Forwarded-For: set the proxy's address or subnet (compose: the backend network) or its hop count",
    ]);
    expect(problemsOf({ ...SAFE, TRUST_PROXY: '172.29.16.0/24' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', TRUST_PROXY: 'true' })).toEqual([]);
  });

  it('does not apply the production rules to local runs', () => {
    expect(problemsOf({ NODE_ENV: 'production-local' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', JWT_SECRET: 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-0000000' })).toEqual([]);
  });
});
