import type { PaymentSettings } from './payment-settings';
import path from 'node:path';
import type { LimitedWrite, WriteLimit } from './exposure-settings';
import type { TrustProxy } from './trust-proxy';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export type NodeEnv = 'development' | 'production' | 'production-local' | 'test';

/** The development signing secret: fine on a laptop, refused in production. */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0000';

/**
 * Every setting the API runs with, read once from the environment at start. Modules inject this
 * class instead of reading process.env, so a missing or bad value fails the start, not a request.
 */
export class AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Payment providers per country, checked with the rest (payment-settings.ts; PAYMENT_PROVIDER_URL only sets their local defaults). */
  payments: PaymentSettings;
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests use a fresh one per run. */
  databaseSchema?: string;
  jwtSecret: string;
  /** PAGE_TOKEN_SECRET: checks the visit tokens of the gateway's pages (POST /api/rum), shared with the gateway. */
  pageTokenSecret: string;
  jwtTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  agencyEmail: string;
  /** STAFF_EMAILS, lower-cased: who may use the back office (/api/admin), asked on every request. */
  staffEmails: string[];
  corsOrigins: string[];
  redisUrl?: string;
  /** Sign-in requests allowed per e-mail address and per client IP within `authRateWindowSeconds`. */
  authRatePerAddress: number;
  /** Code checks allowed per address per window (above the 5 wrong tries a code allows). */
  authVerifyRatePerAddress: number;
  authRatePerIp: number;
  authRateWindowSeconds: number;
  uploadMaxBytes: number;
  uploadMaxFiles: number;
  /** Per-IP limits on anonymous writes (exposure-settings.ts). */
  writeLimits: Record<LimitedWrite, WriteLimit>;
  uploadMaxTotalBytes: number;
  /** Serve the OpenAPI description at /api/docs (API_DOCS). */
  apiDocs: boolean;
  logRequests: boolean;
  /** express's `trust proxy` (trust-proxy.ts): which proxies' X-Forwarded-For to believe for the client IP (rate limits, logs). */
  trustProxy: TrustProxy;
  /** REPLICAS: how many API processes share this database (above 1, Redis and PostgreSQL are required). */
  replicas: number;
  /** SHUTDOWN_DELAY_MS: on SIGTERM, how long the replica answers on, not ready, before it stops accepting (balancers take it out meanwhile). */
  shutdownDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: the longest wait for requests in flight after that; then their connections are cut. */
  shutdownTimeoutMs: number;
  /** MAIL_RETRY_HOURS: how long a mail is retried before it is marked failed. */
  mailRetryHours: number;
  /** MAIL_RETRY_MAX_DELAY_SECONDS: the cap of the backoff between two attempts of a mail. */
  mailRetryMaxDelaySeconds: number;
  /** LOG_LEVEL, and LOG_FORMAT: JSON lines in production (for a log collector), readable text elsewhere. */
  logLevel: LogLevelName;
  logFormat: 'json' | 'pretty';

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** Where uploaded inquiry files live: `<DATA_DIR>/uploads`. */
  get uploadsDir(): string {
    return path.join(this.dataDir, 'uploads');
  }

  /** Where mail goes when no SMTP server is configured: `<DATA_DIR>/outbox`. */
  get outboxDir(): string {
    return path.join(this.dataDir, 'outbox');
  }
}
