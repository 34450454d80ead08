import type { AppConfig } from '../config/app-config';
import { ASSISTANT_LEAD_SUBJECT } from '../mail/mail-kind';
import type { MailMessage } from '../mail/mail.service';
import type { LeadToPass } from './assistant-leads';

/** A name as a subject's words: one line (a visitor's words never start a header), not too long to read. */
function subjectName(name: string): string {
  const line = name.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line || 'a visitor';
}

/**
 * The agency's notice of a lead the assistant passed on: who, how to reach them, a link to the
 * inquiry in the back office and the conversation as it went. Replies go to the visitor when they
 * gave an e-mail address.
 */
export function leadNotice(id: string, lead: LeadToPass, config: Pick<AppConfig, 'agencyEmail' | 'publicUrl'>): MailMessage {
  const link = new URL(`/admin/inquiries/${encodeURIComponent(id)}`, config.publicUrl).toString();
  const lines = [
    `A visitor asked the site assistant for a person (inquiry ${id}).`,
    '',
    `Name: ${lead.name}`,
    `Phone: ${lead.phone ?? '(none given)'}`,
    `Email: ${lead.email ?? '(none given)'}`,
    '',
    `Answer it in the back office: ${link}`,
    '',
    'The conversation:',
    ...lead.transcript.map((line) => `${line.sender === 'visitor' ? 'Visitor' : 'Assistant'}: ${line.text}`),
  ];
  return {
    to: config.agencyEmail,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: `${ASSISTANT_LEAD_SUBJECT}${subjectName(lead.name)}`,
    text: lines.join('\n'),
  };
}
