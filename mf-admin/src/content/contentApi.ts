import { ApiError, currentToken, type ApiErrorBody } from '@agency/platform';
import type {
  AdminContentEntryDto,
  AdminContentListDto,
  AdminContentPreviewLinkDto,
  AdminContentRenderDto,
  AdminContentRevisionsDto,
  ContentImageDto,
  ContentKind,
  ContentStatus,
} from './api-types';

/**
 * Every call of the content screens to /api/admin/content, in one place. Stand-in until the
 * contract has the content routes: the typed client (`api` of @agency/platform) only knows the
 * contract's paths, so these go through fetch with the same token and the same ApiError; the
 * integrator swaps each body for `answer(api.GET(...))` once `npm run contract` has the routes.
 */

const BASE = '/api/admin/content';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : null;
    throw new ApiError(response.status, errorBody, `Request failed with status ${response.status}`);
  }
  return parsed as T;
}

const item = (kind: ContentKind, id: string) => `${BASE}/${kind}/${encodeURIComponent(id)}`;

export function listContent(kind: ContentKind, query: { status?: ContentStatus | ''; q?: string } = {}) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q?.trim()) params.set('q', query.q.trim());
  const search = params.toString();
  return call<AdminContentListDto>('GET', `${BASE}/${kind}${search ? `?${search}` : ''}`);
}

export const getContent = (kind: ContentKind, id: string) => call<AdminContentEntryDto>('GET', item(kind, id));
export const createContent = (kind: ContentKind, body: { slug: string; fields: Record<string, unknown> }) =>
  call<AdminContentEntryDto>('POST', `${BASE}/${kind}`, body);
/** A new revision on top of `baseRevision`; a stale base throws an ApiError 409 whose body is AdminContentConflictDto. */
export const saveContent = (kind: ContentKind, id: string, body: { baseRevision: number; slug: string; fields: Record<string, unknown> }) =>
  call<AdminContentEntryDto>('PUT', item(kind, id), body);

export const publishContent = (kind: ContentKind, id: string, revision: number) => call<AdminContentEntryDto>('POST', `${item(kind, id)}/publish`, { revision });
export const unpublishContent = (kind: ContentKind, id: string) => call<AdminContentEntryDto>('POST', `${item(kind, id)}/unpublish`, {});
export const archiveContent = (kind: ContentKind, id: string) => call<AdminContentEntryDto>('POST', `${item(kind, id)}/archive`, {});
/** `publishAt`: RFC 3339 with the staff member's offset, in the future. */
export const scheduleContent = (kind: ContentKind, id: string, revision: number, publishAt: string) =>
  call<AdminContentEntryDto>('POST', `${item(kind, id)}/schedule`, { revision, publishAt });

export const listRevisions = (kind: ContentKind, id: string) => call<AdminContentRevisionsDto>('GET', `${item(kind, id)}/revisions`);
export const restoreRevision = (kind: ContentKind, id: string, revision: number) =>
  call<AdminContentEntryDto>('POST', `${item(kind, id)}/revisions/${revision}/restore`);
export const previewLink = (kind: ContentKind, id: string) => call<AdminContentPreviewLinkDto>('POST', `${item(kind, id)}/preview-link`);

export const renderMarkdown = (markdown: string) => call<AdminContentRenderDto>('POST', `${BASE}/render`, { markdown });

export function uploadImage(file: File, alt: string) {
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  return call<ContentImageDto>('POST', `${BASE}/images`, form);
}
