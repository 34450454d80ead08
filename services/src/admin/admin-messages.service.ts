import { Injectable } from '@nestjs/common';
import { MessagesReadModel, type MessageRow } from '../contact/messages-read-model';
import type { AdminMessageDto, AdminNoteDto } from './admin-responses.dto';
import { AuditLog, iso } from './audit-log';
import { KnownPhones } from './known-phone';
import { StaffNotes } from './staff-notes';
import { WorkItems } from './work-items';

@Injectable()
export class AdminMessagesService extends WorkItems<MessageRow, AdminMessageDto> {
  protected readonly subject = 'message';
  protected readonly notFoundMessage = 'Message not found.';

  constructor(messages: MessagesReadModel, notes: StaffNotes, audit: AuditLog, phones: KnownPhones) {
    super(messages, notes, audit, phones);
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
