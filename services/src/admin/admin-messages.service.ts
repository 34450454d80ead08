import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { AdminMessageDto, AdminNoteDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';
import { WorkItems, type WorkRow } from './work-items';

interface MessageRow extends WorkRow {
  name: string;
  email: string;
  subject: string;
  message: string;
}

@Injectable()
export class AdminMessagesService extends WorkItems<MessageRow, AdminMessageDto> {
  protected readonly table = 'contact_messages';
  protected readonly subject = 'message';
  protected readonly columns = 'id, name, email, subject, message';
  protected readonly searchColumns = ['name', 'email', 'subject'];
  protected readonly notFoundMessage = 'Message not found.';

  constructor(db: Database, notes: StaffNotes, audit: AuditLog, phones: KnownPhones) {
    super(db, notes, audit, phones);
  }

  protected toDtos(rows: MessageRow[], notes: Map<string, AdminNoteDto[]>): Promise<AdminMessageDto[]> {
    return Promise.resolve(
      rows.map((r) => ({
        id: r.id,
        createdAt: iso(r.created_at),
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        status: r.status,
        owner: r.owner,
        notes: notes.get(r.id) ?? [],
      })),
    );
  }
}
