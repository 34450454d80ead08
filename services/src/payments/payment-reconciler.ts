import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PaymentsRepository, type PaymentRow } from './payments.repository';
import { PaymentProviders } from './payment-providers';
import { PaymentsService } from './payments.service';

/** How many due payments one replica takes per round. */
const BATCH = 20;

/**
 * Settles payments nobody polls: every PENDING payment is asked about at the provider with backoff
 * until it settles, and closed as FAILED (with the reason) once it is older than the expiry.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so with several API replicas each payment is asked
 * about by one of them at a time, and the conditional settle grants at most once.
 *
 * TODO: move onto the shared job worker (issue 16) once it lands; this is its own small loop so
 * payments settle today.
 */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciler');
  private timer?: ReturnType<typeof setTimeout>;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly repo: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly providers: PaymentProviders,
  ) {}

  onApplicationBootstrap(): void {
    if (this.providers.settings.reconcile.enabled) this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: Error) => this.logger.error(`round failed: ${error.message}`))
        .finally(() => this.schedule());
    }, this.providers.settings.reconcile.intervalMs);
    this.timer.unref?.();
  }

  /** One round: claims the due payments and asks the provider about each. Returns how many settled. */
  async runOnce(): Promise<number> {
    const { firstDelayMs, maxDelayMs } = this.providers.settings.reconcile;
    const due = await this.repo.claimDue(BATCH, firstDelayMs, maxDelayMs);
    let settled = 0;
    for (const payment of due) {
      if ((await this.check(payment)).status !== 'PENDING') settled++;
    }
    return settled;
  }

  /** The back office's "check now" for one payment: asks the provider at once, whatever the schedule. */
  async checkNow(reference: string): Promise<PaymentRow | undefined> {
    const payment = await this.repo.byReference(reference);
    return payment && this.check(payment, 'check-now');
  }

  private async check(payment: PaymentRow, source = 'reconcile'): Promise<PaymentRow> {
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
