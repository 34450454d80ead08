import { DEV_PAGE_TOKEN_SECRET } from '@agency/server-kit';
import { DEV_JWT_SECRET } from './app-config';
import { momoCallbackHostRefusals } from './momo-callback-host';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials';

type Env = Record<string, string | undefined>;

/**
 * The secrets checked here. In production each must be set, and set to something other than a
 * placeholder. The payment providers' keys (per country, needed or not by the routing) are checked
 * with the rest of the payment settings in payment-settings.ts.
 */
export const SECRET_SETTINGS = ['JWT_SECRET', 'PAGE_TOKEN_SECRET'] as const;

/**
 * The placeholder values of `.env.example` (the runtime image does not carry that file, so they are
 * listed here; a test checks this list against the file). Copying `.env.example` to `.env` without
 * changing a secret must not give a running production site.
 */
/** .env.example's JWT_SECRET: also refused by `npm start` (jwt-secret.ts), so named once here. */
export const JWT_SECRET_PLACEHOLDER = 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-0000000';
/** .env.example's PAGE_TOKEN_SECRET. */
export const PAGE_TOKEN_SECRET_PLACEHOLDER = 'change-me-to-64-hex-characters-from-openssl-rand-hex-32-1111111';

export const ENV_EXAMPLE_PLACEHOLDERS = [
  'change-me-postgres-password',
  JWT_SECRET_PLACEHOLDER,
  PAGE_TOKEN_SECRET_PLACEHOLDER,
  'change-me-ug-consumer-key',
  'change-me-ug-consumer-secret',
  'change-me-rw-consumer-key',
  'change-me-rw-consumer-secret',
  'change-me-ug-api-user-uuid',
  'change-me-ug-momo-api-key',
  'change-me-ug-subscription-key',
  'change-me-rw-api-user-uuid',
  'change-me-rw-momo-api-key',
  'change-me-rw-subscription-key',
];

/** Words only a placeholder holds, whatever the rest of the value. */
const PLACEHOLDER_WORDS = /change-?me|placeholder|example|replace-?me/i;

/** The placeholders written in the source: the development JWT secret and the sandbox credentials. */
export function sourcePlaceholders(): string[] {
  return [DEV_JWT_SECRET, DEV_PAGE_TOKEN_SECRET, ...Object.values(SANDBOX_CREDENTIALS).flatMap((c) => [...Object.values(c.pesapal), ...Object.values(c.momo)])];
}

export function isPlaceholder(value: string): boolean {
  return ENV_EXAMPLE_PLACEHOLDERS.includes(value) || sourcePlaceholders().includes(value) || PLACEHOLDER_WORDS.test(value);
}

/** The password inside a connection URL (postgres://user:password@host/db), if any. */
function urlPassword(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return decodeURIComponent(new URL(raw).password) || undefined;
  } catch {
    return undefined; // a bad URL is reported by loadConfig itself
  }
}

/** How many API processes share this database: 1 unless REPLICAS says more. */
export function replicasOf(env: Env): number {
  const raw = env.REPLICAS;
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : NaN;
}

/**
 * The settings that are unsafe to run with, one message each, starting with the setting's name.
 * Some rules hold everywhere (several replicas need Redis and PostgreSQL); the rest only with
 * NODE_ENV=production, where a local fallback would lose data or accept a published secret.
 */
export function unsafeSettings(env: Env): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const database = env.DATABASE || '';
  const replicas = replicasOf(env);

  if (Number.isNaN(replicas)) problems.push(`REPLICAS must be a whole number from 1 to 1000 (got "${env.REPLICAS}")`);
  if (database && database !== 'pglite' && database !== 'postgres') {
    problems.push(`DATABASE must be pglite or postgres (got "${database}")`);
  } else if (database === 'pglite' && env.DATABASE_URL) {
    problems.push('DATABASE is pglite but DATABASE_URL is set too: choose one (unset DATABASE to use PostgreSQL)');
  } else if (database === 'postgres' && !env.DATABASE_URL) {
    problems.push('DATABASE_URL is required when DATABASE is postgres');
  }

  if (replicas > 1) {
    // Sign-in limits and tries counted in one process's memory would multiply by the replicas.
    if (!env.REDIS_URL) problems.push(`REDIS_URL is required when REPLICAS is ${replicas} (the replicas must share sign-in limits)`);
    // PGlite is one process on one folder: a second replica cannot open it.
    if (!env.DATABASE_URL) problems.push(`DATABASE_URL is required when REPLICAS is ${replicas} (PGlite serves one process only)`);
  } else if (production && !env.DATABASE_URL && database !== 'pglite') {
    problems.push(
      'DATABASE_URL is required in production (PGlite is for one process on one machine: set DATABASE=pglite to run a single instance on it)',
    );
  }

  if (production && env.TRUST_PROXY?.trim() === 'true') {
    // Trusting every hop believes the X-Forwarded-For of whoever connects, not only nginx's: a client
    // that reaches the API past nginx, or through a balancer that appends to the client's header,
    // names its own address, steps past the per-address sign-in limits and writes another's into the logs.
    problems.push("TRUST_PROXY=true believes any client's X-Forwarded-For: set the proxy's address or subnet (compose: the backend network) or its hop count");
  }

  if (production) {
    for (const name of SECRET_SETTINGS) {
      const value = env[name] || '';
      if (!value) problems.push(`${name} is required in production (the sandbox default would be used)`);
      else if (isPlaceholder(value)) problems.push(`${name} is a placeholder value: set a private one`);
    }
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) {
      const password = urlPassword(env[name]);
      if (password && isPlaceholder(password)) problems.push(`${name} holds a placeholder password: set a private one`);
    }
  }
  problems.push(...momoCallbackHostRefusals(env));
  return problems;
}
