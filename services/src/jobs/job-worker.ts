import { Logger } from '@nestjs/common';
import type { Database } from '../database/database';

/**
 * A table worked as a queue: rows are claimed with `FOR UPDATE SKIP LOCKED` (PGlite and PostgreSQL
 * alike), handled, and retried with exponential backoff until they succeed or run out of attempts.
 * Two replicas running the same worker never handle one row at the same time: a claimed row carries
 * a lease (`locked_until`) and is skipped by every other claim until it is finished or the lease
 * runs out (the holder died: then the row is retried, so handlers must tolerate a rare repeat after
 * a crash, e.g. by being idempotent).
 *
 * The table needs these columns besides its own (copy from migrations/0040_mail_outbox.sql):
 *   id uuid PRIMARY KEY,
 *   status text NOT NULL DEFAULT 'pending',      -- pending | done | failed
 *   attempts integer NOT NULL DEFAULT 0,
 *   run_at timestamptz NOT NULL DEFAULT now(),   -- due time; moved forward by each retry
 *   locked_until timestamptz,                    -- the lease of the replica working the row
 *   last_error text,
 *   done_at timestamptz
 *
 * Use:
 *   const worker = new JobWorker<MyRow>(db, {
 *     table: 'payment_checks', name: 'payment-check', maxAttempts: 10,
 *     handle: async (row) => { ... },            // throw to retry later; return LATER to ask again later
 *     doneSet: 'payload = NULL',                  // optional: cleared in the same update as done
 *     onDone: (row) => metrics..., onFailed: (row, error) => ...,   // optional
 *   });
 *   worker.start();                              // polls every pollMs; stop() on shutdown
 *   await worker.runDue();                       // or work the due rows now (tests, cron)
 *   const row = await worker.insertClaimed(sql, params); await worker.handleClaimed(row);
 *                                                // enqueue and try at once, in the caller's request
 */
/**
 * What a handler returns when the row is not finished but nothing failed (a payment the provider
 * has not decided yet): the row is due again after the backoff, without a warning, and never
 * counts towards maxAttempts' "failed".
 */
export const LATER = 'later' as const;
export type JobOutcome = void | typeof LATER;

export interface JobWorkerOptions<Row extends JobRow> {
  /** The table (a plain SQL name: it is written into the queries). */
  table: string;
  /** For logs. */
  name: string;
  handle(row: Row): Promise<JobOutcome>;
  /** Attempts before the row is marked failed (Infinity: only giveUpAfterMs ends the retries). */
  maxAttempts: number;
  /** Age (from the row's `created_at`) past which a failed attempt marks the row failed instead of retrying it. */
  giveUpAfterMs?: number;
  /** Delay before attempt n+1 after n failures (default: 2^n seconds, at most an hour). */
  backoffMs?(attempts: number): number;
  /** How long a claim is held before another replica may take the row (default 60 s). */
  leaseMs?: number;
  /** Poll interval of start() (default 2 s). */
  pollMs?: number;
  /** Rows claimed per round (default 10). */
  batch?: number;
  /** Extra assignments made with the row's `done` update (one query), e.g. "body = NULL". */
  doneSet?: string;
  onDone?(row: Row): void;
  onRetry?(row: Row, error: unknown): void;
  onFailed?(row: Row, error: unknown): void;
}

export interface JobRow {
  id: string;
  attempts: number;
  /** Read only with giveUpAfterMs. */
  created_at?: Date | string;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

export const defaultBackoffMs = (attempts: number): number => Math.min(2 ** attempts * 1000, 3_600_000);

export class JobWorker<Row extends JobRow> {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly o: JobWorkerOptions<Row>,
  ) {
    if (!NAME.test(o.table)) throw new Error(`JobWorker: bad table name "${o.table}"`);
    this.logger = new Logger(`Jobs:${o.name}`);
  }

  /** Older than giveUpAfterMs: its next failure is its last. */
  private expired(row: Row): boolean {
    const limit = this.o.giveUpAfterMs;
    if (limit === undefined || !row.created_at) return false;
    return Date.now() - new Date(row.created_at).getTime() >= limit;
  }

  private get leaseMs(): number {
    return this.o.leaseMs ?? 60_000;
  }

  /** Polls for due rows until stop(). The timer does not keep the process alive. */
  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      await this.runDue().catch((error: unknown) => this.logger.warn(`round failed: ${message(error)}`));
      if (!this.stopped) this.timer = setTimeout(tick, this.o.pollMs ?? 2000).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Claims the due rows (one batch at a time) and handles them; returns how many were handled. */
  runDue(): Promise<number> {
    if (!this.running) {
      this.running = (async () => {
        let handled = 0;
        for (;;) {
          const rows = await this.claim(this.o.batch ?? 10);
          for (const row of rows) await this.handleClaimed(row);
          handled += rows.length;
          if (rows.length === 0 || this.stopped) return handled;
        }
      })().finally(() => (this.running = null));
    }
    return this.running;
  }

  /** Takes up to `limit` due rows for this process: attempts + 1, leased for leaseMs. */
  async claim(limit: number): Promise<Row[]> {
    const t = this.o.table;
    const { rows } = await this.db.query<Row>(
      `UPDATE ${t} SET attempts = attempts + 1, locked_until = now() + $1 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM ${t}
         WHERE status = 'pending' AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [this.leaseMs, limit],
    );
    return rows;
  }

  /**
   * Inserts a row already claimed by this process (attempts 1, leased), so the caller can try it at
   * once with handleClaimed while no other replica touches it. `sql` is an INSERT ... RETURNING *
   * whose values put `status` pending, `attempts` 1 and `locked_until` = now() + $1 ms; $1 is
   * passed here, the caller's own values follow as $2, $3 ...
   */
  async insertClaimed(sql: string, params: unknown[]): Promise<Row> {
    const { rows } = await this.db.query<Row>(sql, [this.leaseMs, ...params]);
    return rows[0];
  }

  /** Runs the handler on a claimed row and records the outcome: done, a later retry, or failed. */
  async handleClaimed(row: Row): Promise<boolean> {
    const t = this.o.table;
    let outcome: JobOutcome;
    try {
      outcome = await this.o.handle(row);
    } catch (error) {
      const attempts = Number(row.attempts);
      if (attempts >= this.o.maxAttempts || this.expired(row)) {
        await this.db.query(`UPDATE ${t} SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1`, [row.id, message(error)]);
        this.logger.error(`${row.id} failed after ${attempts} attempts: ${message(error)}`);
        this.o.onFailed?.(row, error);
      } else {
        const delay = (this.o.backoffMs ?? defaultBackoffMs)(attempts);
        await this.db.query(
          `UPDATE ${t} SET run_at = now() + $2 * interval '1 millisecond', locked_until = NULL, last_error = $3 WHERE id = $1`,
          [row.id, delay, message(error)],
        );
        this.logger.warn(`${row.id} attempt ${attempts} failed (${message(error)}); retry in ${Math.round(delay / 1000)} s`);
        this.o.onRetry?.(row, error);
      }
      return false;
    }
    if (outcome === LATER) {
      const delay = (this.o.backoffMs ?? defaultBackoffMs)(Number(row.attempts));
      await this.db.query(`UPDATE ${t} SET run_at = now() + $2 * interval '1 millisecond', locked_until = NULL, last_error = NULL WHERE id = $1`, [row.id, delay]);
      return false;
    }
    const extra = this.o.doneSet ? `, ${this.o.doneSet}` : '';
    await this.db.query(`UPDATE ${t} SET status = 'done', done_at = now(), locked_until = NULL, last_error = NULL${extra} WHERE id = $1`, [row.id]);
    this.o.onDone?.(row);
    return true;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
