import { ConflictException, Injectable } from '@nestjs/common';
import { PaymentReconciler } from '../payments/payment-reconciler';
import { PaymentsRepository } from '../payments/payments.repository';
import type { AdminPaymentDetailDto } from './admin-responses.dto';
import { AdminPaymentsService } from './admin-payments.service';
import { AuditLog } from './audit-log';

/**
 * Closing a payment stuck on pending by hand (as failed), with a reason. The provider is asked
 * first: a payment it has completed in the meantime must be granted, not closed, so only one the
 * provider still calls pending is closed. Settled through PaymentsRepository (the payments' one
 * writer, which moves only a PENDING payment), so a notification arriving at the same moment wins.
 */
@Injectable()
export class PaymentClose {
  constructor(
    private readonly reconciler: PaymentReconciler,
    private readonly repo: PaymentsRepository,
    private readonly payments: AdminPaymentsService,
    private readonly audit: AuditLog,
  ) {}

  async close(reference: string, reason: string, actor: string): Promise<AdminPaymentDetailDto> {
    const before = await this.payments.byReference(reference);
    if (before.status !== 'PENDING') throw new ConflictException(`This payment is no longer pending (${before.status}); nothing was closed.`);
    const checked = await this.reconciler.checkNow(reference);
    // A provider that holds the payment but cannot be reached now may still complete it: closing it
    // then would refuse a customer who paid. One that never gave a reference has nothing to ask.
    if (checked?.unreachable && before.provider_ref) {
      throw new ConflictException(`The provider could not be asked (${checked.unreachable}); nothing was closed. Try again in a few minutes.`);
    }
    const asked = checked?.row ?? before;
    if (asked.status !== 'PENDING') {
      await this.audit.record({ actor, action: 'check', subjectType: 'payment', subjectId: reference, detail: `asked the provider before closing: PENDING → ${asked.status}` });
      throw new ConflictException(`The provider now says ${asked.status}; nothing was closed.`);
    }
    const closed = await this.repo.settle(reference, 'FAILED', 'staff', `closed by hand by ${actor}: ${reason}`);
    if (!closed) throw new ConflictException('This payment changed while it was being closed; nothing was closed.');
    await this.audit.record({ actor, action: 'close', subjectType: 'payment', subjectId: reference, detail: `asked the provider (still pending), closed as failed: ${reason}` });
    return this.payments.detail(reference);
  }
}
