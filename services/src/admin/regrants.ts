import { BadRequestException, Injectable } from '@nestjs/common';
import { PaymentEntitlements } from '../entitlements';
import { PaymentsReadModel } from '../payments/payments-read-model';
import type { AdminEntitlementDto } from './admin-responses.dto';
import type { GrantEntitlementDto } from './admin.dto';
import { entitlementDto } from './admin-payments.service';
import { AuditLog } from './audit-log';

/**
 * Granting a payment's item again after its entitlement was revoked (PaymentEntitlements keeps the
 * tie to the payment), recorded in the audit log in the same transaction.
 */
@Injectable()
export class Regrants {
  constructor(
    private readonly payments: PaymentsReadModel,
    private readonly entitlements: PaymentEntitlements,
    private readonly audit: AuditLog,
  ) {}

  /** Whether the payment has had access and every grant of it is revoked now. */
  onlyRevoked(reference: string): Promise<boolean> {
    return this.entitlements.onlyRevoked(reference);
  }

  async grantAgain(body: GrantEntitlementDto, actor: string): Promise<AdminEntitlementDto> {
    const reference = body.paymentReference!;
    const payment = await this.payments.byReference(reference);
    if (payment && payment.item_key !== body.itemKey) {
      const message = `The payment was for ${payment.item_key}, not ${body.itemKey}`;
      throw new BadRequestException({ message: `${message}.`, errors: { itemKey: [message] } });
    }
    const { paymentReference: _, ...grant } = body;
    const granted = await this.entitlements.grantAgain({ ...grant, actor }, reference, (tx, e) =>
      this.audit.record({ actor, action: 'grant', subjectType: 'entitlement', subjectId: e.id, detail: `${e.itemKey} to ${e.email} again for payment ${reference}: ${e.grantReason}` }, tx),
    );
    return { ...entitlementDto(granted), paymentReference: reference };
  }
}
