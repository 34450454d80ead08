import { Injectable, Logger } from '@nestjs/common';
import { Database, type Queryable } from '../database/database';
import type { AdminAuditEntryDto } from './admin-responses.dto';

/** Every kind of staff action the log holds (the answers' enum and mf-admin's labels follow this list). */
export const AUDIT_ACTIONS = ['status', 'note', 'download', 'check', 'grant', 'revoke', 'export', 'assign', 'reply', 'close', 'retry', 'publish', 'unpublish', 'archive', 'schedule', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const SUBJECT_TYPES = ['inquiry', 'message', 'payment', 'entitlement', 'mail', 'content'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  subjectType: SubjectType;
  subjectId: string;
  detail: string;
}

interface AuditRow {
  id: string;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  detail: string;
  created_at: Date | string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Every staff action, append-only: nothing in the API updates or deletes these rows. Written in
 * the same transaction as the change it records (pass `tx`), so a change never lacks its entry.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger('Audit');

  constructor(private readonly db: Database) {}

  async record(entry: AuditEntry, q: Queryable = this.db): Promise<void> {
    await q.query('INSERT INTO staff_audit (actor, action, subject_type, subject_id, detail) VALUES ($1, $2, $3, $4, $5)', [
      entry.actor,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.detail.slice(0, 1000),
    ]);
    this.logger.log(`${entry.actor} ${entry.action} ${entry.subjectType} ${entry.subjectId}: ${entry.detail}`);
  }

  /** The entries about the given subjects, oldest first. */
  async about(subjects: Array<{ type: SubjectType; ids: string[] }>): Promise<AdminAuditEntryDto[]> {
    const wanted = subjects.filter((s) => s.ids.length);
    if (!wanted.length) return [];
    const params: unknown[] = [];
    const where = wanted.map((s) => {
      params.push(s.type, s.ids);
      return `(subject_type = $${params.length - 1} AND subject_id = ANY($${params.length}::text[]))`;
    });
    const { rows } = await this.db.query<AuditRow>(`SELECT * FROM staff_audit WHERE ${where.join(' OR ')} ORDER BY id`, params);
    return rows.map((r) => ({
      id: String(r.id),
      actor: r.actor,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      detail: r.detail,
      createdAt: iso(r.created_at),
    }));
  }
}
