import { Injectable } from '@nestjs/common';
import { Database, type Queryable } from '../database/database';
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
}

@Injectable()
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  async create(p: NewPayment): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO payments (reference, item_key, currency, amount, method, provider, email, first_name, last_name, phone)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [p.reference, p.itemKey, p.currency, p.amount, p.method, p.provider, p.email, p.firstName, p.lastName, p.phone],
      );
      await this.event(tx, p.reference, 'PENDING', 'initiate', `${p.currency} ${p.amount} by ${p.method}`);
    });
  }

  async setProviderRef(reference: string, providerRef: string): Promise<void> {
    await this.db.query('UPDATE payments SET provider_ref = $2, updated_at = now() WHERE reference = $1', [reference, providerRef]);
  }

  async byReference(reference: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference])).rows[0];
  }

  async byProviderRef(provider: ProviderName, providerRef: string): Promise<PaymentRow | undefined> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE provider = $1 AND provider_ref = $2', [provider, providerRef])).rows[0];
  }

  /**
   * Moves a PENDING payment to its final state once. The conditional UPDATE and the unique
   * payment_reference on entitlements make a repeated IPN or verify grant nothing twice.
   */
  async settle(reference: string, status: Exclude<ProviderState, 'PENDING'>, source: string, detail: string, confirmation?: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query<PaymentRow>(
        `UPDATE payments SET status = $2, confirmation = $3, updated_at = now()
         WHERE reference = $1 AND status = 'PENDING' RETURNING *`,
        [reference, status, confirmation || null],
      );
      const row = updated.rows[0];
      if (!row) return false;
      await this.event(tx, reference, status, source, detail);
      if (status === 'COMPLETED') {
        await tx.query(
          `INSERT INTO entitlements (email, item_key, payment_reference) VALUES ($1, $2, $3)
           ON CONFLICT (payment_reference) DO NOTHING`,
          [row.email.toLowerCase(), row.item_key, reference],
        );
      }
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

  async forEmail(email: string): Promise<PaymentRow[]> {
    return (await this.db.query<PaymentRow>('SELECT * FROM payments WHERE lower(email) = lower($1) ORDER BY created_at DESC', [email])).rows;
  }

  async entitlementsFor(email: string) {
    return (
      await this.db.query<{ item_key: string; payment_reference: string; created_at: string }>(
        'SELECT item_key, payment_reference, created_at FROM entitlements WHERE lower(email) = lower($1) ORDER BY created_at DESC',
        [email],
      )
    ).rows;
  }

  async countEntitlementsForPayment(reference: string): Promise<number> {
    const res = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM entitlements WHERE payment_reference = $1', [reference]);
    return Number(res.rows[0]?.n ?? 0);
  }

  private async event(q: Queryable, reference: string, status: string, source: string, detail: string) {
    await q.query('INSERT INTO payment_events (reference, status, source, detail) VALUES ($1, $2, $3, $4)', [reference, status, source, detail.slice(0, 500)]);
  }
}
