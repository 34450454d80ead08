import type { Queryable } from '../../database/database';

export type CardKind = 'article' | 'case-study';
export const CARD_KINDS: readonly CardKind[] = ['article', 'case-study'];

export interface CardFacts {
  title: string;
  /** What the kicker says under the rule: the article's category, the case study's. */
  category: string;
  /** The image behind the card (`coverImageId`), if the entry has one. */
  coverImageId: string | null;
  /** The revision the public sees: a new one is a new card. */
  revision: number;
}

/**
 * The published revision's title, category and cover of one entry, or null when there is no such
 * published entry (a draft, scheduled or archived one is not public). One query on the content
 * slice's tables; the integrator may swap it for the content service's own read.
 */
export async function publishedCardFacts(db: Queryable, kind: CardKind, slug: string): Promise<CardFacts | null> {
  const { rows } = await db.query<{ title: string | null; category: string | null; cover: string | null; revision: number }>(
    `SELECT r.fields->>'title' AS title, r.fields->>'category' AS category, r.fields->>'coverImageId' AS cover, e.published_revision AS revision
       FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
      WHERE e.kind = $1 AND e.slug = $2 AND e.status = 'published'`,
    [kind, slug],
  );
  const row = rows[0];
  if (!row?.title) return null;
  return { title: row.title, category: row.category ?? '', coverImageId: row.cover, revision: Number(row.revision) };
}
