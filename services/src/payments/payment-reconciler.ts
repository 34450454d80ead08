import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Database } from '../database/database';
import { JobWorker, LATER, type JobOutcome, type JobRow } from '../jobs/job-worker';
import { PaymentProviders } from './payment-providers';
import { PaymentsRepository, type PaymentRow } from './payments.repository';
import { PaymentsService } from './payments.service';

/** How many due payments one replica takes per round. */
const BATCH = 20;

/** A row of payment_checks (migrations/0210_payment_checks.sql): its id is the payment's reference. */
type PaymentCheck = JobRow;

/**
 * Settles payments nobody polls: every PENDING payment is asked about at the provider with backoff
 * until it settles, and closed as FAILED (with the reason) once it is older than the expiry.
 *
 * The schedule is a queue worked by the shared JobWorker (the mail outbox's): each new PENDING
 * payment gets a `payment_checks` row in the same transaction (a database trigger), rows are
 * claimed with FOR UPDATE SKIP LOCKED under a lease, so with several API replicas each payment is
 * asked about by one of them at a time, and the conditional settle grants at most once. A payment
 * still pending is due again after firstDelayMs, then twice as long each time up to maxDelayMs.
 */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciler');
  readonly worker: JobWorker<PaymentCheck>;

  constructor(
    db: Database,
    private readonly repo: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly providers: PaymentProviders,
  ) {
    const { intervalMs, firstDelayMs, maxDelayMs } = providers.settings.reconcile;
    this.worker = new JobWorker<PaymentCheck>(db, {
      table: 'payment_checks',
      name: 'payment-check',
      batch: BATCH,
      pollMs: intervalMs,
      handle: (row) => this.handle(row),
      // attempts counts the checks made so far (the first one waited firstDelayMs since the start).
      backoffMs: (attempts) => Math.min(Math.max(firstDelayMs, 1) * 2 ** Math.max(attempts - 1, 0), maxDelayMs),
      // A check ends when the payment settles or expires, never by a count of tries.
      maxAttempts: Number.POSITIVE_INFINITY,
      onFailed: (row, error) => this.logger.error(`${row.id}: ${(error as Error).message}`),
    });
  }

  onApplicationBootstrap(): void {
    if (this.providers.settings.reconcile.enabled) this.worker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  /** One round: claims the due payments and asks the provider about each. Returns how many were checked. */
  runOnce(): Promise<number> {
    return this.worker.runDue();
  }

  /** The back office's "check now" for one payment: asks the provider at once, whatever the schedule. */
  async checkNow(reference: string): Promise<PaymentRow | undefined> {
    const payment = await this.repo.byReference(reference);
    return payment && this.check(payment, 'check-now');
  }

  private async handle(row: PaymentCheck): Promise<JobOutcome> {
    const payment = await this.repo.byReference(row.id);
    // Settled meanwhile (callback, IPN, verify or check-now): nothing left to ask.
    if (!payment || payment.status !== 'PENDING') return;
    return (await this.check(payment, 'reconcile')).status === 'PENDING' ? LATER : undefined;
  }

  private async check(payment: PaymentRow, source: string): Promise<PaymentRow> {
    const { expireAfterMs } = this.providers.settings.reconcile;
    const expired = Date.now() - new Date(payment.created_at).getTime() >= expireAfterMs;
    let current = payment;
    try {
      current = await this.payments.refresh(payment, source);
    } catch (error) {
      // Logged with the provider's body by the adapter; asked again at the next backoff step.
      this.logger.warn(`${payment.reference}: ${(error as Error).message}`);
    }
    if (current.status === 'PENDING' && expired) {
      const hours = Math.round(expireAfterMs / 3600_000);
      const reason = `Expired: the provider did not confirm the payment within ${hours >= 1 ? `${hours} h` : `${expireAfterMs} ms`}`;
      await this.repo.settle(payment.reference, 'FAILED', source, reason);
      this.logger.warn(`${payment.reference}: ${reason}`);
      current = (await this.repo.byReference(payment.reference)) ?? current;
    }
    return current;
  }
}
