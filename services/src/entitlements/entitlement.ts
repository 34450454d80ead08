/** Who gave the access: a completed payment, or a member of staff (with a reason). */
export type EntitlementSource = 'payment' | 'staff';

/** One grant of access to a catalog item, kept after revocation as history. */
export interface Entitlement {
  /** The row's id (a bigserial, as text: it may exceed JavaScript's safe integers). */
  id: string;
  /** The owning account, lower-cased. */
  email: string;
  itemKey: string;
  source: EntitlementSource;
  /** The payment that granted it; a staff grant may name one too, or null. */
  paymentReference: string | null;
  /** The member of staff who granted it (staff grants only). */
  grantedBy: string | null;
  grantReason: string | null;
  grantedAt: string;
  /** Set once when revoked (a reversal or staff); the row stays. */
  revokedAt: string | null;
  revokedBy: string | null;
  revokedReason: string | null;
  active: boolean;
}

/** The columns every query selects, in the shape `toEntitlement` reads. */
export const ENTITLEMENT_COLUMNS =
  'id::text AS id, email, item_key, source, payment_reference, granted_by, grant_reason, created_at, revoked_at, revoked_by, revoked_reason';

export interface EntitlementRow {
  id: string;
  email: string;
  item_key: string;
  source: EntitlementSource;
  payment_reference: string | null;
  granted_by: string | null;
  grant_reason: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
  revoked_by: string | null;
  revoked_reason: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toEntitlement(row: EntitlementRow): Entitlement {
  return {
    id: String(row.id),
    email: row.email,
    itemKey: row.item_key,
    source: row.source,
    paymentReference: row.payment_reference,
    grantedBy: row.granted_by,
    grantReason: row.grant_reason,
    grantedAt: iso(row.created_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
    revokedBy: row.revoked_by,
    revokedReason: row.revoked_reason,
    active: row.revoked_at === null,
  };
}
