import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Database } from '../database/database';
import { JobWorker, LATER, type JobOutcome, type JobRow } from '../jobs/job-worker';
import { PaymentProviders } from './payment-providers';
import { PaymentsRepository, type PaymentRow } from './payments.repository';
import { PaymentsService } from './payments.service';

/** What "check now" found: the payment after it, and what the provider answered or why it could not be asked. */
export interface CheckNowResult {
  row: PaymentRow;
  /** The provider's answer (state and detail), when it answered. */
  answered?: { state: string; detail: string };
  /** Why the provider could not be asked or read (unreachable, unreadable, no reference to ask by). */
  unreachable?: string;
}

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
 *
 * A completed hosted-checkout payment stays on the queue for the reversal watch
 * (PAYMENTS_REVERSAL_WATCH_MS after completion, 48 h by default): Pesapal is asked again on the same
 * backoff, so a reversal nobody notified us of still revokes the entitlement. After the window,
 * reversals arrive by Pesapal's IPN or the back office's "check now".
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

  /**
   * The back office's "check now" for one payment: asks the provider at once, whatever the schedule
   * and whatever the state, and records what it answered or that it could not be reached.
   */
  async checkNow(reference: string): Promise<CheckNowResult | undefined> {
    const payment = await this.repo.byReference(reference);
    if (!payment) return undefined;
    if (!payment.provider_ref) {
      const unreachable = 'no provider reference to ask by (the provider never gave one)';
      await this.repo.recordCheck(reference, payment.status, 'check-now', `Could not ask the provider: ${unreachable}`);
      return { row: payment, unreachable };
    }
    try {
      const { row, answer } = await this.payments.ask(payment, 'check-now');
      return { row: await this.expireIfDue(row, 'check-now'), answered: answer && { state: answer.state, detail: answer.detail } };
    } catch (error) {
      const unreachable = (error as Error).message;
      await this.repo.recordCheck(reference, payment.status, 'check-now', `The provider could not be reached or gave no usable answer (${unreachable})`);
      return { row: await this.expireIfDue(payment, 'check-now'), unreachable };
    }
  }

  private async handle(row: PaymentCheck): Promise<JobOutcome> {
    const payment = await this.repo.byReference(row.id);
    if (!payment) return;
    if (payment.status === 'COMPLETED') return this.watchForReversal(payment);
    // Settled meanwhile (callback, IPN, verify or check-now) as FAILED or REVERSED: nothing left to ask.
    if (payment.status !== 'PENDING') return;
    const current = await this.check(payment, 'reconcile');
    if (current.status === 'PENDING') return LATER;
    return current.status === 'COMPLETED' && this.watching(current) ? LATER : undefined;
  }

  /**
   * Whether a completed payment is still watched for a reversal: only where the provider can tell
   * of one (Pesapal's status_code 3; MoMo's request-to-pay status has no reversed state, so asking
   * it again would cost calls and show nothing), and within the window after completion.
   */
  private watching(payment: PaymentRow): boolean {
    if (payment.provider !== 'pesapal') return false;
    const since = new Date(payment.completed_at ?? payment.updated_at).getTime();
    return Date.now() - since < this.providers.settings.reconcile.reversalWatchMs;
  }

  private async watchForReversal(payment: PaymentRow): Promise<JobOutcome> {
    if (!this.watching(payment)) return;
    try {
      const current = await this.payments.refresh(payment, 'reconcile');
      return current.status === 'COMPLETED' ? LATER : undefined;
    } catch (error) {
      this.logger.warn(`${payment.reference} (reversal watch): ${(error as Error).message}`);
      return LATER;
    }
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
    return this.expireIfDue(current, source, expired);
  }

  /** Closes a payment still PENDING after the expiry as FAILED (a later confirmed success still wins). */
  private async expireIfDue(current: PaymentRow, source: string, expiredAtStart?: boolean): Promise<PaymentRow> {
    const { expireAfterMs } = this.providers.settings.reconcile;
    const expired = expiredAtStart ?? Date.now() - new Date(current.created_at).getTime() >= expireAfterMs;
    if (current.status === 'PENDING' && expired) {
      const hours = Math.round(expireAfterMs / 3600_000);
      const reason = `Expired: the provider did not confirm the payment within ${hours >= 1 ? `${hours} h` : `${expireAfterMs} ms`}`;
      await this.repo.settle(current.reference, 'FAILED', source, reason);
      this.logger.warn(`${current.reference}: ${reason}`);
      return (await this.repo.byReference(current.reference)) ?? current;
    }
    return current;
  }
}
