import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Database } from '../database/database';
import type { AdminNoteDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';

export type NoteSubject = 'inquiry' | 'message' | 'payment';

interface NoteRow {
  id: string;
  subject_id: string;
  author: string;
  text: string;
  created_at: Date | string;
}

const toDto = (r: NoteRow): AdminNoteDto => ({ id: r.id, author: r.author, text: r.text, createdAt: iso(r.created_at) });

/** Staff notes on an inquiry, a message or a payment: added, never edited or deleted. */
@Injectable()
export class StaffNotes {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {}

  /** The notes of each subject id, oldest first. */
  async of(type: NoteSubject, ids: string[]): Promise<Map<string, AdminNoteDto[]>> {
    const byId = new Map<string, AdminNoteDto[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byId;
    const { rows } = await this.db.query<NoteRow>(
      'SELECT id, subject_id, author, text, created_at FROM staff_notes WHERE subject_type = $1 AND subject_id = ANY($2::text[]) ORDER BY created_at, id',
      [type, ids],
    );
    for (const row of rows) byId.get(row.subject_id)?.push(toDto(row));
    return byId;
  }

  /** Adds a note and its audit entry in one transaction. */
  async add(type: NoteSubject, id: string, author: string, text: string): Promise<AdminNoteDto> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<NoteRow>(
        'INSERT INTO staff_notes (id, subject_type, subject_id, author, text) VALUES ($1, $2, $3, $4, $5) RETURNING id, subject_id, author, text, created_at',
        [randomUUID(), type, id, author, text],
      );
      await this.audit.record({ actor: author, action: 'note', subjectType: type, subjectId: id, detail: text.length > 200 ? `${text.slice(0, 200)}…` : text }, tx);
      return toDto(rows[0]);
    });
  }
}
