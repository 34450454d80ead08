import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LimiterState } from '../auth/rate-limiter';
import type { Database } from '../database/database';

/** A scrape must answer even with the database down: a gauge read from it waits this long at most. */
const READ_TIMEOUT_MS = 1000;

/** The route that counts a sign-in when it answers 2xx (the auth module stays unaware of metrics). */
const SIGN_IN_ROUTE = '/api/auth/verify-code';

/**
 * What GET /api/metrics shows, in Prometheus format. One registry per app (tests run several apps
 * in one process). Counters are per replica (Prometheus sums them); the payment and mail queue
 * gauges are read from the database at scrape time, so every replica reports the same totals.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly requestDurations = new Map<string, Map<string, Map<number, { observe(seconds: number): void }>>>();
  private readonly signIns = new Counter({ name: 'sign_ins_total', help: 'Successful sign-ins (code verified)', registers: [this.registry] });
  private readonly mailsSent = new Counter({ name: 'mails_sent_total', help: 'Mails handed to the mail server (or the local outbox)', registers: [this.registry] });
  private readonly mailsFailed = new Counter({
    name: 'mails_failed_total',
    help: 'Mails given up after their last attempt',
    registers: [this.registry],
  });
  private readonly uploadBytes = new Counter({ name: 'upload_bytes_total', help: 'Bytes of inquiry files stored', registers: [this.registry] });

  constructor(db?: Database) {
    collectDefaultMetrics({ register: this.registry });
    if (!db) return;
    // Set by the reads below, in the same scrape: the registry asks every metric at once, so this
    // gauge (registered after them) waits for their reads before it answers.
    const reads = new Map<string, Promise<boolean>>();
    const read = <T>(metric: string, query: () => Promise<{ rows: T[] }>) => {
      const rows = readOrNothing(query);
      reads.set(metric, rows.then((r) => r !== undefined));
      return rows;
    };
    new Gauge({
      name: 'payments',
      help: 'Payments by state (from the database: the same on every replica)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await read('payments', () => db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payments GROUP BY status'));
        for (const row of rows ?? []) this.set({ state: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'mail_outbox',
      help: 'Mails in the outbox table by status (pending ones wait for a retry; failed ones were given up after MAIL_RETRY_HOURS)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await read('mail_outbox', () => db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status'));
        if (rows) for (const status of ['pending', 'done', 'failed']) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      },
    });
    new Gauge({
      name: 'metric_source_up',
      help: 'Whether a gauge read from the database at scrape time could be read (0: it failed or took over a second, and that gauge is left out)',
      labelNames: ['metric'] as const,
      registers: [this.registry],
      async collect() {
        for (const [metric, ok] of reads) this.set({ metric }, (await ok) ? 1 : 0);
      },
    });
  }

  /** The rate limiter's store: shared in Redis or counted per replica, Redis's connection, and the requests counted in memory meanwhile. */
  watchLimiter(state: () => LimiterState): void {
    new Gauge({
      name: 'rate_limiter_shared',
      help: 'Whether the rate limits are counted in Redis for every replica (1) or in this process only (0: no Redis, or Redis unreachable)',
      registers: [this.registry],
      collect() {
        this.set(state().mode === 'shared' ? 1 : 0);
      },
    });
    if (state().redis !== 'none') {
      new Gauge({
        name: 'redis_up',
        help: "Whether this replica's connection to Redis (REDIS_URL) is ready",
        registers: [this.registry],
        collect() {
          this.set(state().redis === 'up' ? 1 : 0);
        },
      });
    }
    let counted = 0;
    new Counter({
      name: 'rate_limiter_fallbacks_total',
      help: 'Requests whose limits were counted in this process because Redis did not answer',
      registers: [this.registry],
      collect() {
        const { fallbacks } = state();
        if (fallbacks > counted) this.inc(fallbacks - counted);
        counted = fallbacks;
      },
    });
  }

  /** One answered request; `route` is the matched pattern (never the raw address: bounded labels). */
  request(method: string, route: string, status: number, seconds: number): void {
    // One labelled child per route, method and status, made on its first request (the label sets
    // are bounded: patterns, methods, statuses), so a request builds no label object or status text.
    let byMethod = this.requestDurations.get(route);
    if (!byMethod) this.requestDurations.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = this.requestDuration.labels({ method, route, status: String(status) })));
    child.observe(seconds);
    if (route === SIGN_IN_ROUTE && status >= 200 && status < 300) this.signIns.inc();
  }

  mailSent(): void {
    this.mailsSent.inc();
  }

  mailFailed(): void {
    this.mailsFailed.inc();
  }

  uploaded(bytes: number): void {
    this.uploadBytes.inc(bytes);
  }
}

/**
 * The rows `read` gives, or undefined when it fails or takes longer than READ_TIMEOUT_MS
 * (`metric_source_up{metric}` says which), and the scrape goes on (a gauge that throws would
 * fail the whole scrape: every other figure of the replica lost with it).
 */
async function readOrNothing<T>(read: () => Promise<{ rows: T[] }>): Promise<T[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READ_TIMEOUT_MS);
    });
    const { rows } = await Promise.race([read(), timeout]);
    return rows;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
