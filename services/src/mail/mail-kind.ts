/** The start of the subject of the agency's notice of a lead the site assistant passed on (assistant/lead-notice.ts). */
export const ASSISTANT_LEAD_SUBJECT = 'Assistant lead: ';

/** What a stored mail is, read from its subject (the four places that send mail set these). */
export const MAIL_KINDS = ['sign-in-code', 'contact-message', 'motion-inquiry', 'assistant-lead', 'other'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function mailKind(subject: string): MailKind {
  if (subject === 'Your Nyota Creative sign-in code') return 'sign-in-code';
  if (subject.startsWith('Contact form: ')) return 'contact-message';
  if (subject.startsWith('Motion project inquiry: ')) return 'motion-inquiry';
  if (subject.startsWith(ASSISTANT_LEAD_SUBJECT)) return 'assistant-lead';
  return 'other';
}

/**
 * The address as staff see it in the failed-mail list: enough to tell the agency's inbox from a
 * visitor's and to recognise a visitor who writes in, not the whole address of every visitor.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••@${address.slice(at + 1)}`;
}
