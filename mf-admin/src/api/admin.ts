import { apiFetch, apiRequest, ApiError } from '@agency/platform';
import type { Entitlement, Inquiry, ListQuery, Message, Note, Page, Payment, PaymentDetail, StaffMe, WithAudit, WorkStatus } from './types';

/**
 * Every call the back office makes to /api/admin, in one place (the generated typed client of
 * packages/platform replaces these bodies later; the signatures stay).
 */

const enc = encodeURIComponent;

/** `?q=&status=&cursor=&limit=` without the empty ones. */
export function queryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getMe = () => apiRequest<StaffMe>('/admin/me');

export const listInquiries = (query: ListQuery) => apiRequest<Page<Inquiry>>(`/admin/inquiries${queryString(query)}`);
export const getInquiry = (id: string) => apiRequest<WithAudit<Inquiry>>(`/admin/inquiries/${enc(id)}`);
export const setInquiryStatus = (id: string, status: WorkStatus) =>
  apiRequest<Inquiry>(`/admin/inquiries/${enc(id)}`, { method: 'PATCH', json: { status } });
export const addInquiryNote = (id: string, text: string) => apiRequest<Note>(`/admin/inquiries/${enc(id)}/notes`, { json: { text } });
export const inquiryFilePath = (id: string, fileId: string) => `/admin/inquiries/${enc(id)}/files/${enc(fileId)}`;

export const listMessages = (query: ListQuery) => apiRequest<Page<Message>>(`/admin/messages${queryString(query)}`);
export const getMessage = (id: string) => apiRequest<WithAudit<Message>>(`/admin/messages/${enc(id)}`);
export const setMessageStatus = (id: string, status: WorkStatus) =>
  apiRequest<Message>(`/admin/messages/${enc(id)}`, { method: 'PATCH', json: { status } });
export const addMessageNote = (id: string, text: string) => apiRequest<Note>(`/admin/messages/${enc(id)}/notes`, { json: { text } });

export const listPayments = (query: ListQuery) => apiRequest<Page<Payment>>(`/admin/payments${queryString(query)}`);
export const getPayment = (reference: string) => apiRequest<PaymentDetail>(`/admin/payments/${enc(reference)}`);
export const checkPayment = (reference: string) => apiRequest<Payment>(`/admin/payments/${enc(reference)}/check`, { method: 'POST' });

export const grantEntitlement = (body: { email: string; itemKey: string; reason: string; paymentReference?: string }) =>
  apiRequest<Entitlement>('/admin/entitlements', { json: body });
export const revokeEntitlement = (id: string | number, reason: string) =>
  apiRequest<Entitlement>(`/admin/entitlements/${enc(String(id))}/revoke`, { json: { reason } });

/** The CSV export of a list as filtered (search and status, no cursor: the whole filtered list). */
export const csvPath = (list: 'inquiries' | 'messages' | 'payments', query: ListQuery) =>
  `/admin/${list}.csv${queryString({ q: query.q, status: query.status })}`;

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

/**
 * Downloads a staff-only file: fetched with the session's token (a plain link would carry none),
 * then saved from a blob under `name` (a file's original name), else the name the server gives.
 */
export async function downloadWithToken(path: string, name?: string, fallback = 'download'): Promise<void> {
  const res = await apiFetch(path, { headers: { Accept: '*/*' } });
  if (!res.ok) {
    let body = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body, `Download failed with status ${res.status}`);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || dispositionName(res.headers.get('Content-Disposition'), fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
