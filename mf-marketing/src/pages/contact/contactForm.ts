import { ApiError, api, type ContactDto } from '@agency/platform';
import { isEmailShaped } from '@agency/ui';

/** The form's fields are the API's (POST /api/contact). */
export type ContactValues = ContactDto;
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The key of the form's draft in this tab's sessionStorage (@agency/ui useFormDraft). */
export const CONTACT_DRAFT = 'marketing:contact';

export function trimContact(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/** Spec 5.2, checked on submit on the trimmed values. */
export function validateContact(values: ContactValues): ContactErrors {
  const v = trimContact(values);
  const errors: ContactErrors = {};
  if (!v.name) errors.name = 'Name is required';
  if (!v.email) errors.email = 'Email is required';
  else if (!isEmailShaped(v.email)) errors.email = 'Please enter a valid email address';
  if (!v.subject) errors.subject = 'Subject is required';
  if (!v.message) errors.message = 'Message is required';
  return errors;
}

/** POST /api/contact with the trimmed values; throws when the server does not answer 2xx. */
export async function sendContact(values: ContactValues): Promise<void> {
  await api.POST('/api/contact', { body: trimContact(values) });
}

/** "about 1 minute", "about 40 minutes", "about 2 hours": a wait in the words a visitor plans with. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * What the visitor reads when the message was not sent. The hourly limit of messages from one
 * connection is not a connection problem: it says so, and when to try again.
 */
export function failureMessage(error: unknown, email: string | null): string {
  // The published address, when the page has it (the contact details are content: null while unknown).
  const orMail = email ? `, or e-mail us at ${email}` : '';
  if (error instanceof ApiError && error.status === 429) {
    const when = error.retryAfterSeconds ? `in ${waitInWords(error.retryAfterSeconds)}` : 'in an hour';
    return `You have sent several messages from this connection in the last hour, so this one was not sent. Please try again ${when}${orMail}. What you typed is still here.`;
  }
  return `We couldn't send your message. Please check your connection and try again${orMail}. What you typed is still here.`;
}
