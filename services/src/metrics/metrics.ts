import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../database/database';

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
    new Gauge({
      name: 'payments',
      help: 'Payments by state (from the database: the same on every replica)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const { rows } = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payments GROUP BY status');
        this.reset();
        for (const row of rows) this.set({ state: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'mail_outbox',
      help: 'Mails in the outbox table by status (pending ones wait for a retry)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const { rows } = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status');
        this.reset();
        for (const status of ['pending', 'done', 'failed']) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      },
    });
  }

  /** One answered request; `route` is the matched pattern (never the raw address: bounded labels). */
  request(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
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
