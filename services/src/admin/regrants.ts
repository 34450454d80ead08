import { BadRequestException, Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import { EntitlementsService } from '../entitlements';
import type { AdminEntitlementDto } from './admin-responses.dto';
import type { GrantEntitlementDto } from './admin.dto';
import { entitlementDto } from './admin-payments.service';
import { AuditLog } from './audit-log';

/**
 * Granting a payment's item again after its entitlement was revoked. A payment holds at most one
 * entitlement of its own (entitlements.payment_reference is UNIQUE, which the payment flow relies
 * on to grant exactly once), so the new one is a staff grant tied to the payment in
 * entitlement_regrants; the revoked one stays, with its revocation, as history.
 */
@Injectable()
export class Regrants {
  constructor(
    private readonly db: Database,
    private readonly entitlements: EntitlementsService,
    private readonly audit: AuditLog,
  ) {}

  /** Whether the payment has had access and every grant of it is revoked now. */
  async onlyRevoked(reference: string): Promise<boolean> {
    const { rows } = await this.db.query<{ total: string; active: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE revoked_at IS NULL) AS active FROM entitlements
        WHERE payment_reference = $1 OR id IN (SELECT entitlement_id FROM entitlement_regrants WHERE payment_reference = $1)`,
      [reference],
    );
    return Number(rows[0]?.total ?? 0) > 0 && Number(rows[0]?.active ?? 0) === 0;
  }

  async grantAgain(body: GrantEntitlementDto, actor: string): Promise<AdminEntitlementDto> {
    const reference = body.paymentReference!;
    const payment = (await this.db.query<{ item_key: string }>('SELECT item_key FROM payments WHERE reference = $1', [reference])).rows[0];
    if (payment && payment.item_key !== body.itemKey) {
      const message = `The payment was for ${payment.item_key}, not ${body.itemKey}`;
      throw new BadRequestException({ message: `${message}.`, errors: { itemKey: [message] } });
    }
    const { paymentReference: _, ...grant } = body;
    const granted = await this.entitlements.grantByStaff({ ...grant, actor }, async (tx, e) => {
      await tx.query('INSERT INTO entitlement_regrants (entitlement_id, payment_reference) VALUES ($1, $2)', [e.id, reference]);
      await this.audit.record({ actor, action: 'grant', subjectType: 'entitlement', subjectId: e.id, detail: `${e.itemKey} to ${e.email} again for payment ${reference}: ${e.grantReason}` }, tx);
    });
    return { ...entitlementDto(granted), paymentReference: reference };
  }
}
