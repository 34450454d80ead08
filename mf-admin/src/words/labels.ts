import { formatDateTime, formatPrice } from '@agency/platform/format';
import type { AuditEntry, MailKind, Payment, WorkStatus } from '../api/types';
import type { GrantableItem } from '../api/admin';

/**
 * Every code the API answers with, as staff read it: one place, each a Record over the contract's
 * own enum (packages/platform's api schema, generated from the API), so a value the API adds fails
 * this slice's type-check until it has its words here.
 */
export type PaymentStatus = Payment['status'];
export type PaymentMethod = Payment['method'];
export type MobileNetwork = NonNullable<Payment['network']>;
export type PaymentProvider = Payment['provider'];
export type AuditAction = AuditEntry['action'];

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  REVERSED: 'Reversed',
};

/** The catalog's names (services/src/catalog/catalog.data.ts). */
export const ITEM_LABELS: Record<GrantableItem, string> = {
  'brand-training-essentials': 'Brand Training Essentials',
  'brand-training-pro': 'Brand Training Pro',
  'one-time-toolkit': 'One-Time Toolkit Access',
  'kit-essential': 'Essential Kit',
  'kit-optimization': 'Optimization Suite',
  'kit-full-stack': 'Full Stack',
  'resource-access': 'Resource Hub one-time access',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  mobile: 'Mobile money',
  card: 'Card',
};

export const NETWORK_LABELS: Record<MobileNetwork, string> = {
  mtn: 'MTN',
  airtel: 'Airtel',
};

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  momo: 'MTN MoMo',
  pesapal: 'Pesapal',
};

/** An audit entry as the end of a sentence starting with who did it (content's publishing included). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  status: 'changed the status',
  note: 'added a note',
  download: 'downloaded a file',
  check: 'checked with the provider',
  grant: 'granted access',
  revoke: 'revoked access',
  export: 'exported a CSV',
  assign: 'changed the owner',
  reply: 'replied',
  close: 'closed the payment by hand',
  retry: 'put a failed mail back in the queue',
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  schedule: 'scheduled publishing',
  restore: 'restored a revision',
};

/** What an audit entry is about, when a list mixes subjects ("content" for an article, a case study, ...). */
export const AUDIT_SUBJECT_LABELS: Record<string, string> = {
  inquiry: 'Inquiry',
  message: 'Message',
  payment: 'Payment',
  entitlement: 'Access',
  mail: 'Mail',
  content: 'Content',
};

/** What a failed mail was (the mail module reads it from the subject). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'sign-in-code': 'Sign-in code',
  'contact-message': 'Contact message notice',
  'motion-inquiry': 'Motion inquiry notice',
  'assistant-lead': 'Assistant lead notice',
  other: 'Other mail',
};

/**
 * What recorded a line of a payment's history. Not an enum of the contract (the payments module
 * adds sources as it learns to ask providers new ways), so an unknown one is shown in plain words.
 */
const SOURCE_LABELS: Record<string, string> = {
  initiate: 'started at checkout',
  verify: 'checked when the buyer returned',
  ipn: 'notified by Pesapal',
  'momo-callback': 'notified by MTN MoMo',
  reconcile: 'checked by the scheduled check',
  'check-now': 'checked by staff',
  staff: 'closed by staff',
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? `recorded by ${source.replace(/[-_]/g, ' ')}`;
}

const has = <K extends string>(record: Record<K, string>, key: string): key is K => Object.prototype.hasOwnProperty.call(record, key);

export const workStatusLabel = (s: WorkStatus) => WORK_STATUS_LABELS[s];
export const paymentStatusLabel = (s: PaymentStatus) => PAYMENT_STATUS_LABELS[s];

/** An item's name; a key no longer sold (not in the contract) is shown as sent. */
export const itemLabel = (key: string) => (has(ITEM_LABELS, key) ? ITEM_LABELS[key] : key);

/** "Mobile money · MTN" or "Card". */
export function methodLabel(method: PaymentMethod, network: Payment['network']): string {
  // An answer from an older API (off the contract) still reads as something, not "undefined".
  const m = METHOD_LABELS[method] ?? method;
  return network ? `${m} · ${NETWORK_LABELS[network] ?? network}` : m;
}

/** The work-status words with a status rendered from a payment's or an item's code. */
export function anyStatusLabel(status: string): string {
  if (has(WORK_STATUS_LABELS, status)) return WORK_STATUS_LABELS[status];
  if (has(PAYMENT_STATUS_LABELS, status)) return PAYMENT_STATUS_LABELS[status];
  return status;
}

/** "new → in_progress" (as the audit log keeps a change) in words: "New → In progress". */
export function changeInWords(detail: string): string {
  return detail.replace(/\b(new|in_progress|done|PENDING|COMPLETED|FAILED|REVERSED)\b/g, (code) => anyStatusLabel(code));
}

const METHOD_CODE = /\b(mobile|card)(?::(mtn|airtel))?\b/g;
/** An amount as the payments module writes it into a history line ("UGX 180000"). */
const AMOUNT = /\b(UGX|RWF) (\d+(?:\.\d+)?)\b/g;

/** A history line's detail as the payments module wrote it ("UGX 180000 by mobile:mtn"), its codes in words and its amount as every price reads ("UGX 180,000"). */
export function detailInWords(detail: string): string {
  return changeInWords(detail)
    .replace(METHOD_CODE, (_code, method: PaymentMethod, network: MobileNetwork | undefined) => methodLabel(method, network ?? null))
    .replace(AMOUNT, (_amount, currency: string, figure: string) => formatPrice(figure, currency));
}

/** How staff answered, as the audit log keeps it ("replied by whatsapp"). */
const CHANNEL_LABELS: Record<string, string> = { email: 'e-mail', whatsapp: 'WhatsApp', call: 'phone' };

/** An item's key standing alone (not part of an address or another word). */
const ITEM_CODE = new RegExp(`(?<![\\w.@-])(${Object.keys(ITEM_LABELS).join('|')})(?![\\w@-])`, 'g');
const MAIL_KIND_CODE = new RegExp(`^(${Object.keys(MAIL_KIND_LABELS).join('|')}) to `);
const EXPORT = /^CSV q="(.*)" status=(\S+)$/;
/** An instant as the API writes it into a detail (a schedule's time): shown in the app's one date format. */
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * An audit entry's detail as the server keeps it ("resource-access of amina@example.com: refunded",
 * "replied by whatsapp", "CSV q=\"\" status=any") in words a person reads: item names, statuses,
 * channels and mail kinds instead of their codes.
 */
export function auditInWords(detail: string): string {
  const csv = EXPORT.exec(detail);
  if (csv) {
    const [, q, status] = csv;
    return [q ? `search “${q}”` : 'no search', status === 'any' ? 'every status' : `status ${anyStatusLabel(status)}`].join(', ');
  }
  return changeInWords(detail)
    .replace(INSTANT, (instant) => formatDateTime(instant) || instant)
    .replace(ITEM_CODE, (key) => itemLabel(key))
    .replace(/\breplied by (email|whatsapp|call)\b/, (_all, channel: string) => `replied by ${CHANNEL_LABELS[channel]}`)
    .replace(MAIL_KIND_CODE, (_all, kind: string) => `${has(MAIL_KIND_LABELS, kind) ? MAIL_KIND_LABELS[kind] : kind} to `);
}
