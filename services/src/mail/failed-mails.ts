import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Database, type Queryable } from '../database/database';
import { mailKind, maskAddress, type MailKind } from './mail-kind';

export interface FailedMail {
  id: string;
  kind: MailKind;
  /** Masked (maskAddress). */
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** When the mail was queued (or last put back by staff). */
  createdAt: string;
  /** When its last attempt was due: the moment it was given up, within one backoff step. */
  lastTriedAt: string;
}

interface FailedRow {
  id: string;
  to_address: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  run_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const STALE_CODE = 'A sign-in code is only valid for minutes: the visitor asks for a new one on the sign-in page.';

/**
 * The mails the outbox gave up on (status 'failed' in mail_outbox, after MAIL_RETRY_HOURS of
 * retries), for staff to see and put back in the queue once the relay works again.
 */
@Injectable()
export class FailedMails {
  constructor(private readonly db: Database) {}

  async list(limit = 100): Promise<{ items: FailedMail[]; total: number }> {
    const { rows } = await this.db.query<FailedRow>(
      `SELECT id, to_address, subject, attempts, last_error, created_at, run_at FROM mail_outbox
        WHERE status = 'failed' ORDER BY run_at DESC, id LIMIT $1`,
      [limit],
    );
    const count = await this.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM mail_outbox WHERE status = 'failed'`);
    return { items: rows.map(toFailedMail), total: Number(count.rows[0]?.n ?? 0) };
  }

  /**
   * Puts a failed mail back in the queue: due now, attempts and the retry window counted afresh
   * (MAIL_RETRY_HOURS from now), so the worker of any replica sends it on its next round. A sign-in
   * code is refused: it expired long before the mail was given up.
   */
  async retry(id: string, q: Queryable = this.db): Promise<FailedMail> {
    const { rows } = await q.query<FailedRow>(
      `SELECT id, to_address, subject, attempts, last_error, created_at, run_at FROM mail_outbox WHERE id::text = $1 AND status = 'failed'`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException('No failed mail with this id (it may have been put back already).');
    if (mailKind(row.subject) === 'sign-in-code') throw new ConflictException(STALE_CODE);
    await q.query(
      `UPDATE mail_outbox SET status = 'pending', attempts = 0, run_at = now(), created_at = now(), locked_until = NULL WHERE id = $1 AND status = 'failed'`,
      [row.id],
    );
    return toFailedMail(row);
  }
}

function toFailedMail(r: FailedRow): FailedMail {
  return {
    id: r.id,
    kind: mailKind(r.subject),
    to: maskAddress(r.to_address),
    subject: r.subject,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: iso(r.created_at),
    lastTriedAt: iso(r.run_at),
  };
}
