import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { MailService } from '../mail/mail.service';
import type { Sender } from './assistant.dto';
import { leadNotice } from './lead-notice';

export interface TranscriptLine {
  sender: Sender;
  text: string;
}

export interface LeadToPass {
  conversationId: string;
  name: string;
  phone: string | null;
  email: string | null;
  transcript: TranscriptLine[];
}

/**
 * The inquiry a conversation becomes: a row of motion_inquiries marked `assistant`, with the
 * transcript, so staff find it in the same list and answer it the same way. One per conversation
 * (the unique conversation id): a second "yes" or a retry gets the first inquiry's id. A new one is
 * also mailed to the agency's inbox, as the contact form's and the motion inquiries' are: a visitor
 * who asked for a person is not left waiting until someone opens the back office.
 */
@Injectable()
export class AssistantLeads {
  private readonly logger = new Logger('Assistant');

  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async pass(lead: LeadToPass): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO motion_inquiries (id, name, email, business_name, project_type, platforms, duration, needs_script,
         deadline, budget_range, additional_details, source, phone, transcript, assistant_conversation)
       VALUES ($1, $2, $3, '', 'Chat with the assistant', '[]'::jsonb, '', false, NULL, '', $4, 'assistant', $5, $6::jsonb, $7)
       ON CONFLICT (assistant_conversation) DO NOTHING
       RETURNING id::text AS id`,
      [randomUUID(), lead.name, lead.email ?? '', 'The visitor asked the site assistant for a person; the conversation is below.', lead.phone, JSON.stringify(lead.transcript), lead.conversationId],
    );
    if (rows[0]) {
      const id = rows[0].id;
      await this.mail
        .send(leadNotice(id, lead, this.config))
        // The inquiry is stored (the back office lists it): a mail failure must not lose the visitor's answer.
        .catch((error: unknown) => this.logger.error(`assistant lead ${id} stored, but the notice mail failed: ${error instanceof Error ? error.message : String(error)}`));
      return id;
    }
    const first = await this.db.query<{ id: string }>('SELECT id::text AS id FROM motion_inquiries WHERE assistant_conversation = $1', [lead.conversationId]);
    return first.rows[0].id;
  }
}
