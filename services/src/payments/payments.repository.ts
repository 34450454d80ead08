import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database, type Queryable } from '../database/database';
import { EntitlementsService } from '../entitlements/entitlements.service';
import type { ProviderName, ProviderState } from './providers/payment-provider';

export interface PaymentRow {
  reference: string;
  item_key: string;
  currency: string;
  amount: number;
  method: string;
  provider: ProviderName;
  provider_ref: string | null;
  status: ProviderState;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  confirmation: string | null;
  /** The signed-in account that bought it (the entitlement's owner); null for a guest. */
  account_email: string | null;
  /** The paying mobile-money number (E.164), stored before the provider is called. */
  msisdn: string | null;
  /** A failure in the payer's words (MoMo's reason), shown by verify. */
  status_message: string | null;
  completed_at: string | null;
  /** The payer while this one-time item's payment is open (migrations/0262). */
  one_time_hold: string | null;
  /** The caller's scope and Idempotency-Key of the request that started it. */
  attempt_key: string | null;
  next_check_at: string;
  created_at: string;
  updated_at: string;
}

export interface NewPayment {
  reference: string;
  itemKey: string;
  currency: string;
  amount: number;
  method: string;
  provider: ProviderName;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountEmail?: string;
  /** The paying number in E.164 (mobile money). */
  msisdn?: string;
  /** The provider's reference when we choose it (MoMo's X-Reference-Id). */
  providerRef?: string;
  /** When the reconciler first asks the provider (ms from now). */
  firstCheckInMs: number;
  /** A one-time item's payer (lower-case): one open payment per payer and item (migrations/0262). */
  oneTimeHold?: string;
  /** The caller's scope and Idempotency-Key, to find this attempt when its answer failed. */
  attemptKey?: string;
}

@Injectable()
export class PaymentsRepository {
  constructor(
    private readonly db: Database,
    private readonly entitlements: EntitlementsService,
  ) {}

  /**
   * Stores a new PENDING payment. False, with nothing stored, when the payer already has an open
   * payment for the same one-time item (the unique index decides, so two requests at once on any
   * replicas cannot both pass) or the same attempt key is already open.
   */
  async create(p: NewPayment): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO payments (reference, item_key, currency, amount, method, provider, email, first_name, last_name, phone, account_email, next_check_at, msisdn, provider_ref, one_time_hold, attempt_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + $12 * interval '1 millisecond', $13, $14, $15, $16)
         ON CONFLICT DO NOTHING RETURNING reference`,
        [
          p.reference,
          p.itemKey,
          p.currency,
          p.amount,
          p.method,
          p.provider,
          p.email,
          p.firstName,
          p.lastName,
          p.phone,
          p.accountEmail ?? null,
          p.firstCheckInMs,
          p.msisdn ?? null,
          p.providerRef ?? null,
          p.oneTimeHold ?? null,
          p.attemptKey ?? null,
        ],
      );
      if (!inserted.rows.length) return false;
      const from = p.msisdn ? ` from ${p.msisdn}` : '';
      const ref = p.providerRef ? `, provider reference ${p.providerRef}` : '';
      await this.event(tx, p.reference, 'PENDING', 'initiate', `${p.currency} ${p.amount} by ${p.method}${from}${ref}`);
      return true;
    });
  }

  /** The open payment a request with this attempt key started (its answer failed), if any. */
  async openAttempt(attemptKey: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>(`SELECT * FROM payments WHERE attempt_key = $1 AND status = 'PENDING'`, [attemptKey])).rows[0];
  }

  /**
   * Lets go of a payment's one-time hold (its checkout page was never had, so nobody can pay it),
   * or takes it again (false: the payer has another open payment for the item meanwhile).
   */
  async setOneTimeHold(reference: string, hold: string | null): Promise<boolean> {
    try {
      const { rows } = await this.db.query(
      `UPDATE payments SET one_time_hold = $2, updated_at = now() WHERE reference = $1 AND status = 'PENDING'
         AND ($2::text IS NULL OR NOT EXISTS (
           SELECT 1 FROM payments o WHERE o.item_key = payments.item_key AND o.one_time_hold = $2 AND o.status = 'PENDING' AND o.reference <> $1))
       RETURNING reference`,
        [reference, hold],
      );
      return rows.length > 0;
    } catch (error) {
      // Another request took the hold between the check and the write: the unique index refused it.
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  async setProviderRef(reference: string, providerRef: string): Promise<void> {
    await this.db.query('UPDATE payments SET provider_ref = $2, updated_at = now() WHERE reference = $1', [reference, providerRef]);
  }

  async byReference(reference: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference])).rows[0];
  }

  /**
   * Takes the right to ask the provider about this payment now (./check-window.ts): false when
   * anyone, on any replica, took it less than `windowMs` ago. The database's clock decides.
   */
  async claimCheck(reference: string, windowMs: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE payments SET checked_at = now()
       WHERE reference = $1 AND (checked_at IS NULL OR checked_at <= now() - $2::double precision * interval '1 millisecond')
       RETURNING reference`,
      [reference, windowMs],
    );
    return rows.length > 0;
  }

  async byProviderRef(provider: ProviderName, providerRef: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE provider = $1 AND provider_ref = $2', [provider, providerRef])).rows[0];
  }

  /**
   * Moves a PENDING payment to its final state once. The conditional UPDATE and the unique
   * payment_reference on entitlements make a repeated IPN or verify grant nothing twice.
   */
  async settle(reference: string, status: 'COMPLETED' | 'FAILED', source: string, detail: string, confirmation?: string, message?: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query<PaymentRow>(
        `UPDATE payments SET status = $2, confirmation = $3, status_message = $4, updated_at = now(),
                completed_at = CASE WHEN $2 = 'COMPLETED' THEN now() ELSE completed_at END
         WHERE reference = $1 AND status = 'PENDING' RETURNING *`,
        [reference, status, confirmation || null, message ?? null],
      );
      const row = updated.rows[0];
      if (!row) return false;
      await this.event(tx, reference, status, source, detail);
      if (status === 'COMPLETED') {
        await this.entitlements.grantForPayment(tx, { paymentReference: reference, email: row.account_email ?? row.email, itemKey: row.item_key });
      }
      return true;
    });
  }

  /**
   * The provider confirms a payment we had closed as FAILED (declined then paid on the provider's
   * page, or approved after our expiry): a confirmed success wins. The payment becomes COMPLETED,
   * grants its item, says so in its history and leaves staff a note. The reconciler watches it
   * for reversals as any completed payment (its check is opened again).
   */
  async completeLate(reference: string, source: string, detail: string, confirmation?: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query<PaymentRow>(
        `UPDATE payments SET status = 'COMPLETED', confirmation = $2, status_message = NULL, completed_at = now(), updated_at = now()
         WHERE reference = $1 AND status = 'FAILED' RETURNING *`,
        [reference, confirmation || null],
      );
      const row = updated.rows[0];
      if (!row) return false;
      const text = `The provider confirmed this payment as completed after it had been closed as FAILED (${source}: ${detail}). The item was granted; check whether the customer paid twice.`;
      await this.event(tx, reference, 'COMPLETED', source, `Completed after FAILED: ${detail}`);
      await tx.query('INSERT INTO staff_notes (id, subject_type, subject_id, author, text) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), 'payment', reference, 'system', text]);
      await this.entitlements.grantForPayment(tx, { paymentReference: reference, email: row.account_email ?? row.email, itemKey: row.item_key });
      await tx.query(
        `INSERT INTO payment_checks (id, run_at) VALUES ($1, now())
         ON CONFLICT (id) DO UPDATE SET status = 'pending', attempts = 0, run_at = now(), locked_until = NULL, done_at = NULL`,
        [reference],
      );
      return true;
    });
  }

  /**
   * The provider took the money back: the payment becomes REVERSED from whatever state it had, and
   * its entitlement (if any) is revoked, both kept (with the reason) as history.
   */
  async reverse(reference: string, source: string, detail: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(`UPDATE payments SET status = 'REVERSED', updated_at = now() WHERE reference = $1 AND status <> 'REVERSED' RETURNING reference`, [reference]);
      if (!updated.rows[0]) return false;
      await this.event(tx, reference, 'REVERSED', source, detail);
      await this.entitlements.revokeForPayment(tx, { paymentReference: reference, reason: detail, actor: `provider:${source}` });
      return true;
    });
  }

  async recordCheck(reference: string, status: ProviderState, source: string, detail: string): Promise<void> {
    await this.event(this.db, reference, status, source, detail);
  }

  async history(reference: string) {
    return (
      await this.db.query<{ status: string; source: string; detail: string; created_at: string }>(
        'SELECT status, source, detail, created_at FROM payment_events WHERE reference = $1 ORDER BY id',
        [reference],
      )
    ).rows;
  }

  /**
   * The payments an account owns: made signed in, or made as a guest with its e-mail and attached
   * since (`attachGuestPayments`). A guest payment typed with this e-mail and not yet attached is
   * nobody's.
   */
  async forOwner(email: string): Promise<PaymentRow[]> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE account_email = lower($1) ORDER BY created_at DESC', [email.trim()])).rows;
  }

  /**
   * The address has just proved itself with its sign-in code (SignInService, in that transaction):
   * the guest payments typed with it become its own, with what they granted (a guest buyer who
   * then signs in finds the purchase). Returns how many were attached.
   */
  async attachGuestPayments(tx: Queryable, email: string): Promise<number> {
    const { rows } = await tx.query<{ reference: string }>(
      'UPDATE payments SET account_email = lower(email) WHERE account_email IS NULL AND lower(email) = lower($1) RETURNING reference',
      [email.trim()],
    );
    return rows.length;
  }

  private async event(q: Queryable, reference: string, status: string, source: string, detail: string) {
    await q.query('INSERT INTO payment_events (reference, status, source, detail) VALUES ($1, $2, $3, $4)', [reference, status, source, detail.slice(0, 500)]);
  }
}
