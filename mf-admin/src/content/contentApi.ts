import { answer, api, formDataBody, type ContentKind, type ContentStatus, type SaveContentDto } from '@agency/platform';

/**
 * Every call of the content screens to /api/admin/content, in one place, through the typed client
 * of @agency/platform: paths, parameters and answers are the contract's (services/openapi.json).
 */

/** The editor's fields are kept as plain records (one form for six kinds; kinds.ts names their fields). */
type Fields = Record<string, unknown>;
const asContractFields = (fields: Fields) => fields as unknown as SaveContentDto['fields'];
const at = (kind: ContentKind, id: string) => ({ params: { path: { kind, id } } });

export function listContent(kind: ContentKind, query: { status?: ContentStatus | ''; q?: string } = {}) {
  return answer(
    api.GET('/api/admin/content/{kind}', {
      params: { path: { kind }, query: { status: query.status || undefined, q: query.q?.trim() || undefined } },
    }),
  );
}

export const getContent = (kind: ContentKind, id: string) => answer(api.GET('/api/admin/content/{kind}/{id}', at(kind, id)));
export const createContent = (kind: ContentKind, body: { slug: string; fields: Fields }) =>
  answer(api.POST('/api/admin/content/{kind}', { params: { path: { kind } }, body: { slug: body.slug, fields: asContractFields(body.fields) } }));
/** A new revision on top of `baseRevision`; a stale base throws an ApiError 409 whose body is ContentConflictDto. */
export const saveContent = (kind: ContentKind, id: string, body: { baseRevision: number; slug: string; fields: Fields }) =>
  answer(api.PUT('/api/admin/content/{kind}/{id}', { ...at(kind, id), body: { ...body, fields: asContractFields(body.fields) } }));

export const publishContent = (kind: ContentKind, id: string, revision: number) =>
  answer(api.POST('/api/admin/content/{kind}/{id}/publish', { ...at(kind, id), body: { revision } }));
export const unpublishContent = (kind: ContentKind, id: string) => answer(api.POST('/api/admin/content/{kind}/{id}/unpublish', at(kind, id)));
export const archiveContent = (kind: ContentKind, id: string) => answer(api.POST('/api/admin/content/{kind}/{id}/archive', at(kind, id)));
/** `publishAt`: RFC 3339 with the staff member's offset, in the future. */
export const scheduleContent = (kind: ContentKind, id: string, revision: number, publishAt: string) =>
  answer(api.POST('/api/admin/content/{kind}/{id}/schedule', { ...at(kind, id), body: { revision, publishAt } }));

export const listRevisions = (kind: ContentKind, id: string) => answer(api.GET('/api/admin/content/{kind}/{id}/revisions', at(kind, id)));
export const restoreRevision = (kind: ContentKind, id: string, revision: number) =>
  answer(api.POST('/api/admin/content/{kind}/{id}/revisions/{revision}/restore', { params: { path: { kind, id, revision } } }));
export const previewLink = (kind: ContentKind, id: string) => answer(api.POST('/api/admin/content/{kind}/{id}/preview-link', at(kind, id)));

export const renderMarkdown = (markdown: string) => answer(api.POST('/api/admin/content/render', { body: { markdown } }));

export const uploadImage = (file: File, alt: string) =>
  answer(api.POST('/api/admin/content/images', { body: { file, alt }, bodySerializer: formDataBody }));

/** A stored image with its variants and alt text: the image fields show the images an entry saved before by this. */
export const getImage = (id: string) => answer(api.GET('/api/admin/content/images/{id}', { params: { path: { id } } }));

/** A resource-hub file (PDF, DOCX, XLSX or ZIP): the answer's `name` and `mime` are what the entry keeps. */
export const uploadFile = (file: File) => answer(api.POST('/api/admin/content/files', { body: { file }, bodySerializer: formDataBody }));
