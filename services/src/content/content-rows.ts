import type { ContentKind, ContentStatus } from './content-kinds';

/** A row of content_entries. */
export interface EntryRow {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  publish_at: Date | string | null;
  revision: number;
  published_revision: number | null;
  scheduled_revision: number | null;
  sort_order: number;
  author: string;
  created_at: Date | string;
  updated_at: Date | string;
  updated_by: string;
}

/** An entry with the fields of one of its revisions (the published one, or the latest). */
export interface EntryWithFields extends EntryRow {
  fields: Record<string, unknown>;
  /** The slug at that revision. */
  revision_slug: string;
}

export const ENTRY_COLUMNS =
  'e.id, e.kind, e.slug, e.status, e.publish_at, e.revision, e.published_revision, e.scheduled_revision, e.sort_order, e.author, e.created_at, e.updated_at, e.updated_by';

/** What the public may see: a published revision, while published (or while a newer one waits for its schedule). */
export const VISIBLE = "e.published_revision IS NOT NULL AND e.status IN ('published', 'scheduled')";

export const iso = (value: Date | string) => new Date(value).toISOString();
