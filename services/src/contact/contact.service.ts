import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { MailService } from '../mail/mail.service';
import type { ContactDto } from './contact.dto';

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Stores the message, then mails it to the agency with Reply-To set to the sender. */
  async create(dto: ContactDto): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO contact_messages (id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5)', [
      id,
      dto.name,
      dto.email,
      dto.subject,
      dto.message,
    ]);
    await this.mail
      .send({
        to: this.config.agencyEmail,
        replyTo: dto.email,
        subject: `Contact form: ${dto.subject}`,
        text: `From: ${dto.name} <${dto.email}>\nSubject: ${dto.subject}\n\n${dto.message}\n\n(message ${id})`,
      })
      // Stored already: the agency still sees it even when mail is down.
      .catch((error: unknown) => this.logger.error(`message ${id} stored, but the mail failed: ${error instanceof Error ? error.message : String(error)}`));
    return id;
  }
}
