import { ConfigError, loadConfig } from './load-config';
import { ENV_EXAMPLE_PLACEHOLDERS } from './production-rules';

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** A production environment with every setting private and real. */
const SAFE = {
  NODE_ENV: 'production',
  DATA_DIR: '/srv/nyota',
  PUBLIC_URL: 'https://nyotacreative.com',
  JWT_SECRET: '3f9c1a7e5b2d8f0a6c4e1b9d7a5c3e1f0b2d4f6a8c0e2b4d',
  SMTP_URL: 'smtp://mail.internal:587',
  DATABASE_URL: 'postgres://nyota:5Hq2-private@db:5432/nyota',
  PESAPAL_CONSUMER_KEY: 'live-key-4f1c',
  PESAPAL_CONSUMER_SECRET: 'live-secret-9a7e',
  MOMO_API_USER: 'momo-user-2b5d',
  MOMO_API_KEY: 'momo-key-8c3a',
  MOMO_SUBSCRIPTION_KEY: 'momo-subscription-6e0f',
};

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
      PESAPAL_CONSUMER_SECRET: 'change-me-sandbox-consumer-secret',
      DATABASE_URL: 'postgres://nyota:change-me-postgres-password@postgres:5432/nyota',
    };
    expect(problemsOf(fromExample)).toEqual([
      'JWT_SECRET must be set to a private value in production (the development secret is refused)',
      'PESAPAL_CONSUMER_SECRET is a placeholder value: set a private one',
      'DATABASE_URL holds a placeholder password: set a private one',
    ]);
    // The sandbox defaults written in the source, given explicitly or left empty.
    expect(problemsOf({ ...SAFE, PESAPAL_CONSUMER_KEY: 'sandbox-consumer-key', MOMO_API_KEY: 'sandbox-momo-key', MOMO_API_USER: '' })).toEqual([
      'PESAPAL_CONSUMER_KEY is a placeholder value: set a private one',
      'MOMO_API_USER is required in production (the sandbox default would be used)',
      'MOMO_API_KEY is a placeholder value: set a private one',
    ]);
    for (const placeholder of ENV_EXAMPLE_PLACEHOLDERS) {
      expect(problemsOf({ ...SAFE, MOMO_SUBSCRIPTION_KEY: placeholder })).toEqual(['MOMO_SUBSCRIPTION_KEY is a placeholder value: set a private one']);
    }
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

  it('does not apply the production rules to local runs', () => {
    expect(problemsOf({ NODE_ENV: 'production-local' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', JWT_SECRET: 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-0000000' })).toEqual([]);
  });
});
