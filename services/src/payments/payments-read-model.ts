import { Injectable } from '@nestjs/common';
import type { Cursor } from '../common/lists/list-query';
import { listQuery, type ListFilter } from '../common/lists/list-order';
import { Database } from '../database/database';
import type { PaymentRow } from './payments.repository';
import type { ProviderState } from './providers/payment-provider';

/** A payment's states, in the order the back office groups them. */
export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED', 'REVERSED'] as const satisfies readonly ProviderState[];

/** Our merchant references (and anything a client could type as one) are short and plain. */
export const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

export type ListedPayment = PaymentRow & { cursor_time: string };

export interface PaymentEventRow {
  status: string;
  source: string;
  detail: string;
  created_at: Date | string;
}

/** Searched by our reference, the provider's (MoMo X-Reference-Id, Pesapal order tracking id), the paying number and the buyer. */
const SEARCHED = ['reference', 'email', 'account_email', "first_name || ' ' || last_name", 'phone', 'provider_ref', 'msisdn', 'confirmation'];

/**
 * A number as staff type it ("0772 825 545", "+256-772-825545") matches the paying number and the
 * buyer's phone whatever their spelling: the digits compared, the local trunk 0 left out. Only for
 * a term that is a phone number (digits and separators, at least six digits).
 */
function phoneMatchSql(q: string, params: unknown[]): string {
  if (!/^[+\d\s().-]+$/.test(q)) return 'FALSE';
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 6) return 'FALSE';
  const n = params.push(digits);
  return ['msisdn', 'phone'].map((c) => `strpos(regexp_replace(coalesce(${c}, ''), '[^0-9]', '', 'g'), $${n}::text) > 0`).join(' OR ');
}

/** The payments as the back office reads them (PaymentsRepository stays their one writer). */
@Injectable()
export class PaymentsReadModel {
  constructor(private readonly db: Database) {}

  /** A page of the list: search, state, window, order, after the cursor. */
  async select(filter: ListFilter, cursor: Cursor | undefined, limit: number): Promise<ListedPayment[]> {
    const { text, params } = listQuery(
      {
        table: 'payments',
        columns: '*',
        key: 'reference',
        statuses: PAYMENT_STATES,
        matches: (pattern, q, params) => [...SEARCHED.map((c) => `${c} ILIKE ${pattern} ESCAPE '\\'`), phoneMatchSql(q, params)].join(' OR '),
      },
      filter,
      cursor,
      limit,
    );
    const { rows } = await this.db.query<ListedPayment>(text, params);
    return rows;
  }

  /** The payment, or null (anything that is not a reference finds nothing). */
  async byReference(reference: string): Promise<PaymentRow | null> {
    if (!REFERENCE.test(reference)) return null;
    const { rows } = await this.db.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference]);
    return rows[0] ?? null;
  }

  /** What happened to the payment, oldest first. */
  async events(reference: string): Promise<PaymentEventRow[]> {
    const { rows } = await this.db.query<PaymentEventRow>('SELECT status, source, detail, created_at FROM payment_events WHERE reference = $1 ORDER BY id', [reference]);
    return rows;
  }

  /** The references of the payments made by an address (typed at checkout or signed in), newest first. */
  async referencesOf(email: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ reference: string }>(
      'SELECT reference FROM payments WHERE lower(email) = lower($1) OR lower(account_email) = lower($1) ORDER BY created_at DESC LIMIT $2',
      [email, limit],
    );
    return rows.map((r) => r.reference);
  }

  /** The phone numbers typed with an address's latest payments (newest first), with their currency. */
  async phonesOf(email: string, limit: number): Promise<Array<{ phone: string; currency: string }>> {
    const { rows } = await this.db.query<{ phone: string; currency: string }>(
      `SELECT phone, currency FROM payments
        WHERE (lower(email) = lower($1) OR lower(account_email) = lower($1)) AND coalesce(phone, '') <> ''
        ORDER BY created_at DESC LIMIT $2`,
      [email, limit],
    );
    return rows;
  }

  /** How many payments have each state, and how many started after `since` (every one when null). */
  async counts(since: string | null): Promise<{ byStatus: Record<ProviderState, number>; newSince: number }> {
    const { rows } = await this.db.query<{ status: ProviderState; n: string; fresh: string }>(
      `SELECT status, count(*) AS n, count(*) FILTER (WHERE $1::timestamptz IS NULL OR created_at > $1::timestamptz) AS fresh FROM payments GROUP BY status`,
      [since],
    );
    const byStatus: Record<ProviderState, number> = { PENDING: 0, COMPLETED: 0, FAILED: 0, REVERSED: 0 };
    let newSince = 0;
    for (const row of rows) {
      if (row.status in byStatus) byStatus[row.status] = Number(row.n);
      newSince += Number(row.fresh);
    }
    return { byStatus, newSince };
  }
}
