import { answer, api } from '@agency/platform';
import type { grantEntitlementDtoItemKeyValues } from '@agency/platform/api-schema';
import type { ListQuery, Payment, WorkStatus } from './types';

/**
 * Every call the back office makes to /api/admin, in one place, through the typed client of
 * @agency/platform: paths, parameters and answers are typed by the API's contract.
 */

type WorkFilter = WorkStatus;
type PaymentFilter = Payment['status'];

/** The list query without the empty parts (the API reads an absent parameter as "any"). */
type Sort = 'newest' | 'oldest' | 'status';

function filterParams<S extends string>(query: ListQuery) {
  return {
    q: query.q?.trim() || undefined,
    status: (query.status || undefined) as S | undefined,
    sort: (query.sort || undefined) as Sort | undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
}

function listParams<S extends string>(query: ListQuery) {
  return { ...filterParams<S>(query), cursor: query.cursor || undefined, limit: query.limit };
}

/** Inquiries and messages also filter by owner ("me", "none" or an address). */
const workParams = (query: ListQuery) => ({ ...listParams<WorkFilter>(query), owner: query.owner || undefined });

export const getMe = () => answer(api.GET('/api/admin/me'));

export const listInquiries = (query: ListQuery) =>
  answer(api.GET('/api/admin/inquiries', { params: { query: workParams(query) } }));
export const getInquiry = (id: string) => answer(api.GET('/api/admin/inquiries/{id}', { params: { path: { id } } }));
export const setInquiryStatus = (id: string, status: WorkStatus) =>
  answer(api.PATCH('/api/admin/inquiries/{id}', { params: { path: { id } }, body: { status } }));
export const addInquiryNote = (id: string, text: string) =>
  answer(api.POST('/api/admin/inquiries/{id}/notes', { params: { path: { id } }, body: { text } }));

export const listMessages = (query: ListQuery) =>
  answer(api.GET('/api/admin/messages', { params: { query: workParams(query) } }));
export const getMessage = (id: string) => answer(api.GET('/api/admin/messages/{id}', { params: { path: { id } } }));
export const setMessageStatus = (id: string, status: WorkStatus) =>
  answer(api.PATCH('/api/admin/messages/{id}', { params: { path: { id } }, body: { status } }));
export const addMessageNote = (id: string, text: string) =>
  answer(api.POST('/api/admin/messages/{id}/notes', { params: { path: { id } }, body: { text } }));

export const listPayments = (query: ListQuery) =>
  answer(api.GET('/api/admin/payments', { params: { query: listParams<PaymentFilter>(query) } }));
export const getPayment = (reference: string) =>
  answer(api.GET('/api/admin/payments/{reference}', { params: { path: { reference } } }));
export const checkPayment = (reference: string) =>
  answer(api.POST('/api/admin/payments/{reference}/check', { params: { path: { reference } } }));

export type ReplyChannel = 'email' | 'whatsapp' | 'call';
export type WorkList = 'inquiries' | 'messages';

export const replyTo = (list: WorkList, id: string, channel: ReplyChannel) =>
  list === 'inquiries'
    ? answer(api.POST('/api/admin/inquiries/{id}/reply', { params: { path: { id } }, body: { channel } }))
    : answer(api.POST('/api/admin/messages/{id}/reply', { params: { path: { id } }, body: { channel } }));
export const setOwner = (list: WorkList, id: string, owner: string | null) =>
  list === 'inquiries'
    ? answer(api.PATCH('/api/admin/inquiries/{id}/owner', { params: { path: { id } }, body: { owner } }))
    : answer(api.PATCH('/api/admin/messages/{id}/owner', { params: { path: { id } }, body: { owner } }));
export const setStatusOfMany = (list: WorkList, ids: string[], status: WorkStatus) =>
  list === 'inquiries'
    ? answer(api.POST('/api/admin/inquiries/bulk-status', { body: { ids, status } }))
    : answer(api.POST('/api/admin/messages/bulk-status', { body: { ids, status } }));

export const getOverview = () => answer(api.GET('/api/admin/overview'));
export const recordVisit = (list: 'inquiries' | 'messages' | 'payments') => answer(api.POST('/api/admin/visits/{list}', { params: { path: { list } } }));
export const getCustomer = (email: string) => answer(api.GET('/api/admin/customers', { params: { query: { email } } }));
export const closePayment = (reference: string, reason: string) =>
  answer(api.POST('/api/admin/payments/{reference}/close', { params: { path: { reference } }, body: { reason } }));

/** The items access can be granted to (the catalog's keys, as the contract lists them). */
export type GrantableItem = (typeof grantEntitlementDtoItemKeyValues)[number];

export const grantEntitlement = (body: { email: string; itemKey: GrantableItem; reason: string; paymentReference?: string }) =>
  answer(api.POST('/api/admin/entitlements', { body }));
export const revokeEntitlement = (id: string | number, reason: string) =>
  answer(api.POST('/api/admin/entitlements/{id}/revoke', { params: { path: { id: String(id) } }, body: { reason } }));

/** A saved file: its bytes and the name the server's Content-Disposition gives (or null). */
interface Saved {
  blob: Blob;
  serverName: string | null;
}

async function blobOf(call: Promise<{ data?: unknown; response: Response }>): Promise<Saved> {
  const { data, response } = await call;
  return { blob: data as Blob, serverName: dispositionName(response.headers.get('Content-Disposition'), '') || null };
}

/** An inquiry's file, fetched with the staff token (a plain link would carry none). */
export const fetchInquiryFile = (id: string, fileId: string) =>
  blobOf(api.GET('/api/admin/inquiries/{id}/files/{fileId}', { params: { path: { id, fileId } }, parseAs: 'blob' }));

/** The CSV export of a list as filtered (search and status, no cursor: the whole filtered list). */
export function fetchCsv(list: 'inquiries' | 'messages' | 'payments', query: ListQuery): Promise<Saved> {
  if (list === 'payments') return blobOf(api.GET('/api/admin/payments.csv', { params: { query: filterParams<PaymentFilter>(query) }, parseAs: 'blob' }));
  const work = { ...filterParams<WorkFilter>(query), owner: query.owner || undefined };
  if (list === 'messages') return blobOf(api.GET('/api/admin/messages.csv', { params: { query: work }, parseAs: 'blob' }));
  return blobOf(api.GET('/api/admin/inquiries.csv', { params: { query: work }, parseAs: 'blob' }));
}

/** The file name a Content-Disposition header gives, else the fallback. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* a malformed encoding falls through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Saves fetched bytes as a download under `name` (a file's original name), else the server's name, else `fallback`. */
export async function saveDownload(fetching: Promise<Saved>, name: string | undefined, fallback: string): Promise<void> {
  const { blob, serverName } = await fetching;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || serverName || fallback;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const listFailedMails = () => answer(api.GET('/api/admin/mails/failed'));
export const retryFailedMail = (id: string) => answer(api.POST('/api/admin/mails/failed/{id}/retry', { params: { path: { id } } }));
