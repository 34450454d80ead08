/**
 * Stand-in until the contract has the content routes.
 *
 * The staff content API (/api/admin/content/*) is being built beside this slice and is not in
 * services/openapi.json yet, so these interfaces copy its agreed shapes (docs/decisions/content-in-the-api.md,
 * the content brief's TYPES). When the contract has them, the integrator replaces each one with the
 * contract's type (`export type AdminContentEntryDto = import('@agency/platform').AdminContentEntryDto`, ...)
 * and ./contentApi.ts's calls with the typed client's `api.GET('/api/admin/content/{kind}', ...)`.
 * Nothing else in mf-admin declares a content shape.
 */

export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';
export type ContentKind = 'article' | 'case-study' | 'resource' | 'testimonial' | 'statistic' | 'service';

/** Same shape as @agency/ui's ImageSource plus alt; every URL is /api/content/images/<id>/<file>. */
export interface ContentImageDto {
  id: string;
  alt: string;
  src: string;
  width: number;
  height: number;
  srcSet: [string, number][];
  avifSrcSet: [string, number][];
}

export interface AdminContentListItemDto {
  id: string;
  kind: ContentKind;
  slug: string;
  title: string;
  status: ContentStatus;
  publishAt: string | null;
  author: string;
  updatedAt: string;
  updatedBy: string;
  revision: number;
  publishedRevision: number | null;
}

export interface AdminContentListDto {
  items: AdminContentListItemDto[];
}

export interface AdminContentEntryDto extends AdminContentListItemDto {
  /** The kind's editable fields. */
  fields: Record<string, unknown>;
}

/** PUT's 409: nothing was stored; both versions come back. */
export interface AdminContentConflictDto {
  statusCode: 409;
  message: string;
  yours: { slug: string; fields: Record<string, unknown> };
  current: AdminContentEntryDto;
}

export interface AdminContentRevisionDto {
  revision: number;
  savedAt: string;
  savedBy: string;
  slug: string;
  title: string;
  published: boolean;
}

export interface AdminContentRevisionsDto {
  revisions: AdminContentRevisionDto[];
}

export interface AdminContentPreviewLinkDto {
  /** The page's address with ?preview=<token>. */
  url: string;
  expiresAt: string;
}

export interface AdminContentRenderDto {
  html: string;
}

/** The audit log's new actions and subject (services/src/admin/audit-log.ts gains them with the content module). */
export type ContentAuditAction = 'publish' | 'unpublish' | 'archive' | 'schedule' | 'restore';
export type ContentAuditSubject = 'content';

/** An audit entry about content, as the audit answers will carry it (AdminAuditEntryDto with the new action and subject). */
export interface ContentAuditEntryDto {
  id: string;
  actor: string;
  action: ContentAuditAction;
  subjectType: ContentAuditSubject;
  subjectId: string;
  detail: string;
  createdAt: string;
}
