import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { CatalogService } from '../catalog/catalog.service';
import { Database, type Queryable } from '../database/database';
import { ENTITLEMENT_COLUMNS, toEntitlement, type Entitlement, type EntitlementRow } from './entitlement';

/** What a completed payment grants: its item, to the buyer's account (or the e-mail typed when a guest). */
export interface PaymentGrant {
  paymentReference: string;
  email: string;
  itemKey: string;
}

export interface StaffGrant {
  email: string;
  itemKey: string;
  /** Why (kept with the row, shown in the history). */
  reason: string;
  /** Who: the signed-in member of staff. */
  actor: string;
  /** A payment this grant stands for (e.g. paid but never settled here); it must exist and have no entitlement yet. */
  paymentReference?: string;
}

export interface Revocation {
  id: string | number;
  reason: string;
  actor: string;
}

export interface RevokeResult {
  entitlement: Entitlement;
  /** False when it was already revoked: the first revocation's time, actor and reason stay. */
  changed: boolean;
}

const MAX_REASON = 500;
const MAX_ACTOR = 254;

/** Trimmed text of 1..max characters, else a 400 naming the field. */
function requiredText(field: string, label: string, value: unknown, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new BadRequestException({ message: `${label} is required.`, errors: { [field]: [`${label} is required`] } });
  if (text.length > max) throw new BadRequestException({ message: `${label} must be at most ${max} characters.`, errors: { [field]: [`${label} must be at most ${max} characters`] } });
  return text;
}

/** Work done in the same transaction as a staff grant or revocation (the back office's audit entry). */
export type AfterWrite = (tx: Queryable, entitlement: Entitlement) => Promise<void>;
const noRecord: AfterWrite = async () => undefined;

async function recorded(tx: Queryable, entitlement: Entitlement, record: AfterWrite): Promise<Entitlement> {
  await record(tx, entitlement);
  return entitlement;
}

/**
 * The one owner of entitlements: who may use which catalog item. Payments grant and revoke inside
 * their own transaction (`grantForPayment`/`revokeForPayment` take its handle, so the payment's
 * state and its entitlement change together); staff grant and revoke through the back office;
 * downloads and the account page read. Revoking keeps the row as history.
 */
/**
 * An entitlement a payment granted counts for its e-mail only once the payment has an owner
 * (`payments.account_email`): the buyer was signed in, or the typed address has since signed in
 * with its code (PaymentsRepository.attachGuestPayments). A guest typing someone else's e-mail
 * puts nothing on that person's dashboard or downloads. Staff grants always count.
 */
const OWNED = `(source <> 'payment' OR EXISTS (SELECT 1 FROM payments p WHERE p.reference = entitlements.payment_reference AND p.account_email IS NOT NULL))`;

@Injectable()
export class EntitlementsService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Grants a completed payment's item, at most once per payment (the unique payment_reference):
   * a repeated IPN or verify grants nothing. Returns whether a row was added.
   */
  async grantForPayment(tx: Queryable, grant: PaymentGrant): Promise<boolean> {
    const added = await tx.query(
      `INSERT INTO entitlements (email, item_key, payment_reference, source) VALUES ($1, $2, $3, 'payment')
       ON CONFLICT (payment_reference) DO NOTHING RETURNING id`,
      [grant.email.trim().toLowerCase(), grant.itemKey, grant.paymentReference],
    );
    return added.rows.length > 0;
  }

  /** Revokes what a payment granted (the provider took the money back). Returns how many rows changed (0 or 1). */
  async revokeForPayment(tx: Queryable, revocation: { paymentReference: string; reason: string; actor?: string }): Promise<number> {
    const revoked = await tx.query(
      `UPDATE entitlements SET revoked_at = now(), revoked_reason = $2, revoked_by = $3
       WHERE payment_reference = $1 AND revoked_at IS NULL RETURNING id`,
      [revocation.paymentReference, revocation.reason.slice(0, MAX_REASON), revocation.actor ?? null],
    );
    return revoked.rows.length;
  }

  /**
   * A member of staff gives an account an item (a 400 names a bad field; 409 when the named payment
   * already granted one). `record` runs in the grant's own transaction (the back office writes its
   * audit entry there): if it fails, nothing is granted, so no grant ever lacks its entry.
   */
  async grantByStaff(grant: StaffGrant, record: AfterWrite = noRecord): Promise<Entitlement> {
    const email = requiredText('email', 'Email', grant.email, 254).toLowerCase();
    if (!isEmail(email)) throw new BadRequestException({ message: 'Please enter a valid email address.', errors: { email: ['Please enter a valid email address'] } });
    const itemKey = typeof grant.itemKey === 'string' ? grant.itemKey.trim() : '';
    if (!this.catalog.item(itemKey)) throw new BadRequestException({ message: 'Unknown item.', errors: { itemKey: ['Unknown item'] } });
    const reason = requiredText('reason', 'Reason', grant.reason, MAX_REASON);
    const actor = requiredText('actor', 'Actor', grant.actor, MAX_ACTOR);
    const reference = grant.paymentReference === undefined || grant.paymentReference === null ? '' : String(grant.paymentReference).trim();

    return this.db.transaction(async (tx) => {
      if (!reference) {
        const added = await tx.query<EntitlementRow>(
          `INSERT INTO entitlements (email, item_key, source, granted_by, grant_reason) VALUES ($1, $2, 'staff', $3, $4) RETURNING ${ENTITLEMENT_COLUMNS}`,
          [email, itemKey, actor, reason],
        );
        return recorded(tx, toEntitlement(added.rows[0]), record);
      }
      const payment = (await tx.query<{ item_key: string }>('SELECT item_key FROM payments WHERE reference = $1', [reference])).rows[0];
      if (!payment) throw new BadRequestException({ message: 'Unknown payment.', errors: { paymentReference: ['Unknown payment'] } });
      if (payment.item_key !== itemKey) {
        const message = `The payment was for ${payment.item_key}, not ${itemKey}`;
        throw new BadRequestException({ message: `${message}.`, errors: { itemKey: [message] } });
      }
      // ON CONFLICT: a payment settling at the same moment wins, and this grant is refused, not duplicated.
      const added = await tx.query<EntitlementRow>(
        `INSERT INTO entitlements (email, item_key, payment_reference, source, granted_by, grant_reason) VALUES ($1, $2, $3, 'staff', $4, $5)
         ON CONFLICT (payment_reference) DO NOTHING RETURNING ${ENTITLEMENT_COLUMNS}`,
        [email, itemKey, reference, actor, reason],
      );
      if (!added.rows[0]) throw new ConflictException('This payment already has an entitlement.');
      return recorded(tx, toEntitlement(added.rows[0]), record);
    });
  }

  /**
   * Revokes one entitlement; revoking it again changes nothing and answers the same row (404 for an
   * unknown id). `record` runs in the revocation's transaction, only when something changed.
   */
  async revoke(revocation: Revocation, record: AfterWrite = noRecord): Promise<RevokeResult> {
    const id = String(revocation.id ?? '').trim();
    // Checked here so a non-number never reaches the bigint comparison (a 500 there).
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundException('Entitlement not found.');
    const reason = requiredText('reason', 'Reason', revocation.reason, MAX_REASON);
    const actor = requiredText('actor', 'Actor', revocation.actor, MAX_ACTOR);
    const changed = await this.db.transaction(async (tx) => {
      const revoked = await tx.query<EntitlementRow>(
        `UPDATE entitlements SET revoked_at = now(), revoked_reason = $2, revoked_by = $3
         WHERE id = $1 AND revoked_at IS NULL RETURNING ${ENTITLEMENT_COLUMNS}`,
        [id, reason, actor],
      );
      return revoked.rows[0] ? recorded(tx, toEntitlement(revoked.rows[0]), record) : undefined;
    });
    if (changed) return { entitlement: changed, changed: true };
    const existing = await this.byId(id);
    if (!existing) throw new NotFoundException('Entitlement not found.');
    return { entitlement: existing, changed: false };
  }

  async byId(id: string | number): Promise<Entitlement | undefined> {
    const text = String(id).trim();
    if (!/^\d{1,18}$/.test(text)) return undefined;
    const row = (await this.db.query<EntitlementRow>(`SELECT ${ENTITLEMENT_COLUMNS} FROM entitlements WHERE id = $1`, [text])).rows[0];
    return row && toEntitlement(row);
  }

  /** Every entitlement of an account, newest first, revoked ones included (filter on `active`). */
  async forAccount(email: string): Promise<Entitlement[]> {
    const rows = await this.db.query<EntitlementRow>(
      `SELECT ${ENTITLEMENT_COLUMNS} FROM entitlements WHERE lower(email) = lower($1) ORDER BY created_at DESC, id DESC`,
      [email.trim()],
    );
    return rows.rows.map(toEntitlement);
  }

  /**
   * What the account holds, as its own page shows it: `forAccount` less what a guest payment
   * typed with this e-mail granted before the address proved itself (OWNED).
   */
  async ownedBy(email: string): Promise<Entitlement[]> {
    const rows = await this.db.query<EntitlementRow>(
      `SELECT ${ENTITLEMENT_COLUMNS} FROM entitlements WHERE lower(email) = lower($1) AND ${OWNED} ORDER BY created_at DESC, id DESC`,
      [email.trim()],
    );
    return rows.rows.map(toEntitlement);
  }

  /** The entitlement a payment granted (or a staff grant that names it), revoked or not. */
  async forPayment(reference: string): Promise<Entitlement | undefined> {
    const row = (await this.db.query<EntitlementRow>(`SELECT ${ENTITLEMENT_COLUMNS} FROM entitlements WHERE payment_reference = $1`, [reference])).rows[0];
    return row && toEntitlement(row);
  }

  /** True when the account holds an active entitlement to the item, or to any of the items given (OWNED). */
  async hasAccess(email: string, itemKey: string | readonly string[]): Promise<boolean> {
    const keys = typeof itemKey === 'string' ? [itemKey] : [...itemKey];
    if (!keys.length) return false;
    const found = await this.db.query(
      `SELECT 1 FROM entitlements WHERE lower(email) = lower($1) AND item_key = ANY($2::text[]) AND revoked_at IS NULL AND ${OWNED} LIMIT 1`,
      [email.trim(), keys],
    );
    return found.rows.length > 0;
  }
}
