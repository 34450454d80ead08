import { createHash } from 'node:crypto';
import type { Queryable } from '../../database/database';

/** How long a key's first answer is kept (and replayed). */
export const KEY_RETENTION_MS = 24 * 3600_000;
/** A first request still unfinished after this long is taken as lost (its replica died): the key may be used again. */
export const IN_FLIGHT_TIMEOUT_MS = 120_000;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'in-flight' }
  | { kind: 'other-request' };

/** The same JSON for the same content, whatever the order of keys. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(content: unknown): string {
  return createHash('sha256').update(stableJson(content)).digest('hex');
}

/**
 * The keys' table (migrations/0240_payment_truth.sql) through the project's data layer, so every
 * replica sees the same first answer. The primary key (scope, key) makes the claim atomic: of two
 * requests with one key, on any replicas, exactly one inserts.
 */
export class IdempotencyStore {
  constructor(private readonly db: Queryable) {}

  async claim(scope: string, key: string, hash: string): Promise<Claim> {
    // A row past its retention, or a first request that never finished, gives the key back.
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status_code = NULL, body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - $4::double precision * interval '1 millisecond'
          OR (idempotency_keys.status_code IS NULL AND idempotency_keys.created_at < now() - $5::double precision * interval '1 millisecond')
       RETURNING key`,
      [scope, key, hash, KEY_RETENTION_MS, IN_FLIGHT_TIMEOUT_MS],
    );
    if (inserted.rows.length) return { kind: 'claimed' };
    const { rows } = await this.db.query<{ request_hash: string; status_code: number | null; body: string | null }>(
      'SELECT request_hash, status_code, body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const row = rows[0];
    // Released between the two statements (the first request failed): the caller may try again.
    if (!row) return { kind: 'in-flight' };
    if (row.request_hash !== hash) return { kind: 'other-request' };
    if (row.status_code === null) return { kind: 'in-flight' };
    return { kind: 'replay', statusCode: Number(row.status_code), body: row.body === null ? undefined : (JSON.parse(row.body) as unknown) };
  }

  async complete(scope: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.db.query('UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      statusCode,
      body === undefined ? null : JSON.stringify(body),
    ]);
  }

  /** The first request failed: nothing is kept, the same key may be sent again. */
  async release(scope: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL', [scope, key]);
  }

  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - $1::double precision * interval '1 millisecond'`, [KEY_RETENTION_MS]);
  }
}
