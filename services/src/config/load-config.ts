import path from 'node:path';
import { AppConfig, LOG_LEVELS, type LogLevelName, type NodeEnv } from './app-config';
import { readExposureSettings } from './exposure-settings';
import { resolveJwtSecret } from './jwt-secret';
import { loadPaymentSettings } from './payment-settings';
import { replicasOf, unsafeSettings } from './production-rules';
import { publicUrlProblem } from './public-url';
import { withSecretFiles } from './secret-files';
import { AGENCY_FACTS, pageTokenSecret } from '@agency/server-kit';
import { readStaffEmails } from './staff-emails';
import { readTrustProxy } from './trust-proxy';

type Env = Record<string, string | undefined>;

/** Thrown at start when a setting is missing or bad; the message names every such setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: NodeEnv[] = ['development', 'production', 'production-local', 'test'];
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Reads and checks every setting. Local runs (development, production-local, test) fall back to
 * embedded defaults; NODE_ENV=production must be given real secrets and a mail server.
 */
export function loadConfig(given: Env = process.env): AppConfig {
  const problems: string[] = [];
  const c = new AppConfig();
  // Secrets mounted as files (JWT_SECRET_FILE, ...) are read first: every rule below sees the values.
  const env = withSecretFiles(given, problems);

  const nodeEnv = (env.NODE_ENV || 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
  c.nodeEnv = nodeEnv;
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[], required: boolean, fallback?: string): string | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      if (required) problems.push(`${name} is required`);
      return fallback;
    }
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      return fallback;
    }
  };
  const email = (name: string, fallback: string): string => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw)) problems.push(`${name} must be an e-mail address (got "${raw}")`);
    return raw;
  };

  c.port = int('PORT', 3100, 1, 65535);
  c.host = env.HOST || '127.0.0.1';

  const dataDir = env.DATA_DIR;
  if (dataDir && !path.isAbsolute(dataDir)) problems.push(`DATA_DIR must be an absolute path (got "${dataDir}")`);
  if (!dataDir && production) problems.push('DATA_DIR is required in production');
  c.dataDir = dataDir || path.join(REPO_ROOT, '.data');

  c.publicUrl = url('PUBLIC_URL', ['http:', 'https:'], production, 'http://localhost:3000') as string;
  const publicUrlRefused = production && env.PUBLIC_URL ? publicUrlProblem(env.PUBLIC_URL) : undefined;
  if (publicUrlRefused) problems.push(publicUrlRefused);
  c.databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:'], false);
  const schema = env.DATABASE_SCHEMA;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) problems.push(`DATABASE_SCHEMA must be a lower-case SQL name (got "${schema}")`);
  c.databaseSchema = schema || undefined;
  c.redisUrl = url('REDIS_URL', ['redis:', 'rediss:'], false);

  c.jwtSecret = resolveJwtSecret(env, nodeEnv, c.dataDir, problems);
  try {
    c.pageTokenSecret = pageTokenSecret(env);
  } catch (error) {
    // In production the rules below name a missing or placeholder value; this names a short one.
    if (!production) problems.push((error as Error).message);
    c.pageTokenSecret = '';
  }
  c.jwtTtlSeconds = int('JWT_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600);

  c.smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:'], false);
  if (production && !c.smtpUrl) problems.push('SMTP_URL is required in production (mail cannot go to a local outbox)');
  // By default mail comes from, and inquiries go to, the address the site shows (agency-facts.json).
  c.mailFrom = email('MAIL_FROM', AGENCY_FACTS.email);
  c.agencyEmail = email('AGENCY_EMAIL', AGENCY_FACTS.email);
  c.staffEmails = readStaffEmails(env.STAFF_EMAILS, problems);

  const origins = (env.CORS_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    try {
      if (new URL(origin).origin !== origin) throw new Error('not an origin');
    } catch {
      problems.push(`CORS_ORIGINS must list origins like https://example.com (got "${origin}")`);
    }
  }
  c.corsOrigins = origins;

  c.authRatePerAddress = int('AUTH_RATE_PER_ADDRESS', 5, 1, 1_000_000);
  c.authVerifyRatePerAddress = int('AUTH_VERIFY_RATE_PER_ADDRESS', 10, 1, 1_000_000);
  c.authRatePerIp = int('AUTH_RATE_PER_IP', 30, 1, 1_000_000);
  c.authRateWindowSeconds = int('AUTH_RATE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600);
  c.uploadMaxBytes = int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1, 100 * 1024 * 1024);
  c.uploadMaxFiles = int('UPLOAD_MAX_FILES', 10, 1, 50);
  Object.assign(c, readExposureSettings(env, int, problems));
  c.logRequests = env.LOG_REQUESTS !== 'false';
  // Default: only the gateway on the same machine. Behind a load balancer: its hop count or subnet.
  c.trustProxy = readTrustProxy(env.TRUST_PROXY, problems);

  c.payments = loadPaymentSettings(env, { production, publicUrl: c.publicUrl, problems });
  c.replicas = replicasOf(env) || 1;
  // A mail server down for a night or a weekend's morning must not lose a sign-in or an inquiry's mail.
  c.mailRetryHours = int('MAIL_RETRY_HOURS', 24, 1, 24 * 14);
  c.mailRetryMaxDelaySeconds = int('MAIL_RETRY_MAX_DELAY_SECONDS', 15 * 60, 1, 3600);
  c.shutdownDelayMs = int('SHUTDOWN_DELAY_MS', production ? 2000 : 0, 0, 120_000);
  c.shutdownTimeoutMs = int('SHUTDOWN_TIMEOUT_MS', 20_000, 0, 600_000);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel as LogLevelName)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  c.logLevel = logLevel as LogLevelName;
  const logFormat = env.LOG_FORMAT || (production ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') problems.push(`LOG_FORMAT must be json or pretty (got "${logFormat}")`);
  c.logFormat = logFormat as 'json' | 'pretty';
  // Unsafe settings (production-rules.ts), each named once: a setting already reported above is not repeated.
  for (const problem of unsafeSettings(env)) if (!problems.some((p) => p.split(' ')[0] === problem.split(' ')[0])) problems.push(problem);

  if (problems.length) throw new ConfigError(problems);
  return c;
}
