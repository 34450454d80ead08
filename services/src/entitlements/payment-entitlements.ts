import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import { ENTITLEMENT_COLUMNS, toEntitlement, type Entitlement, type EntitlementRow } from './entitlement';
import { EntitlementsService, type AfterWrite, type StaffGrant } from './entitlements.service';

/**
 * The entitlements of payments as the back office sees them, grants again after a revocation
 * included. A payment holds at most one entitlement of its own (entitlements.payment_reference is
 * UNIQUE, which the payment flow relies on to grant exactly once), so a grant again is a staff
 * grant tied to the payment in entitlement_regrants; the revoked one stays, with its revocation.
 */
@Injectable()
export class PaymentEntitlements {
  constructor(
    private readonly db: Database,
    private readonly entitlements: EntitlementsService,
  ) {}

  /** Every entitlement of these payments (revoked ones and grants again included), oldest first, by payment. */
  async ofPayments(references: string[]): Promise<Map<string, Entitlement[]>> {
    const byPayment = new Map<string, Entitlement[]>();
    if (!references.length) return byPayment;
    const { rows } = await this.db.query<EntitlementRow & { for_payment: string }>(
      `SELECT ${ENTITLEMENT_COLUMNS}, coalesce(payment_reference, (SELECT g.payment_reference FROM entitlement_regrants g WHERE g.entitlement_id = entitlements.id)) AS for_payment
         FROM entitlements
        WHERE payment_reference = ANY($1::text[]) OR id IN (SELECT entitlement_id FROM entitlement_regrants WHERE payment_reference = ANY($1::text[]))
        ORDER BY created_at, id`,
      [references],
    );
    for (const row of rows) byPayment.set(row.for_payment, [...(byPayment.get(row.for_payment) ?? []), toEntitlement(row)]);
    return byPayment;
  }

  /** Whether the payment has had access and every grant of it is revoked now. */
  async onlyRevoked(reference: string): Promise<boolean> {
    const { rows } = await this.db.query<{ total: string; active: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE revoked_at IS NULL) AS active FROM entitlements
        WHERE payment_reference = $1 OR id IN (SELECT entitlement_id FROM entitlement_regrants WHERE payment_reference = $1)`,
      [reference],
    );
    return Number(rows[0]?.total ?? 0) > 0 && Number(rows[0]?.active ?? 0) === 0;
  }

  /** A staff grant for a payment whose access was revoked, tied to it; `record` runs in the same transaction. */
  grantAgain(grant: Omit<StaffGrant, 'paymentReference'>, paymentReference: string, record: AfterWrite): Promise<Entitlement> {
    return this.entitlements.grantByStaff(grant, async (tx, e) => {
      await tx.query('INSERT INTO entitlement_regrants (entitlement_id, payment_reference) VALUES ($1, $2)', [e.id, paymentReference]);
      await record(tx, e);
    });
  }
}
