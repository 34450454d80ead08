import { ConfigError, loadConfig } from '../../src/config/load-config';
import { PRODUCTION_PAYMENT_ENV } from './payment-env';

/** The problems loadConfig names for `env` (none when it starts). */
export function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** Private (never committed as a setting's value: jwt-secret.test.ts lists those). */
const JWT_SECRET = '3f9c1a7e5b2d8f0a6c4e1b9d7a5c3e1f0b2d4f6a8c0e2b4d';
/** Private too: signs the pages' visit tokens and preview links (packages/server-kit/src/page-token.js). */
const PAGE_TOKEN_SECRET = '8d1e6b3f0a7c4e2d9b5f1a8c6e3d0b7f4a2c9e5d1b8f6a3c';

/** A production environment with every setting private and real: it starts. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATA_DIR: '/srv/nyota',
  PUBLIC_URL: 'https://nyotacreative.com',
  JWT_SECRET,
  PAGE_TOKEN_SECRET,
  SMTP_URL: 'smtp://mail.internal:587',
  DATABASE_URL: 'postgres://nyota:5Hq2-private@db:5432/nyota',
  ...PRODUCTION_PAYMENT_ENV,
};
