import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditLog, type AuditAction } from '../admin/audit-log';
import { AppConfig } from '../config/app-config';
import { Database, type Queryable } from '../database/database';
import { ContentChanges, type ContentChange } from './content-changes';
import type { AdminContentEntryDto, AdminContentListItemDto, ContentListQueryDto, ContentRevisionDto, CreateContentDto, PreviewLinkDto, SaveContentDto } from './content-admin.dto';
import { pagePathOf, SINGLE_ENTRY_KINDS, tagsOf, titleOf, type ContentKind } from './content-kinds';
import { ENTRY_COLUMNS, iso, type EntryRow, type EntryWithFields } from './content-rows';
import { validFields } from './fields/fields-of-kind';
import { signPreviewToken } from './preview-token';

/** What a write returns: the answer, and the changes to announce once committed. */
interface Written {
  entry: AdminContentEntryDto;
  changes: ContentChange[];
}

const NOT_FOUND = 'No such content entry.';
const SLUG_TAKEN = 'Another entry of this kind already uses this address (slug).';
/** The unique index that keeps a kind of SINGLE_ENTRY_KINDS to one entry (migration 0311): two creates at once, one wins. */
const ONE_ENTRY_INDEX: Partial<Record<string, ContentKind>> = { content_entries_one_contact: 'contact' };

/**
 * Staff's side of the content: drafts, revisions, publishing, scheduling, preview links. Every
 * write is one transaction with its audit entry and its change row, so a published change is
 * never missing from the log or from the gateways' change feed.
 */
@Injectable()
export class ContentEditor {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly changes: ContentChanges,
    private readonly config: AppConfig,
  ) {}

  // ---- reading

  async list(kind: ContentKind, query: ContentListQueryDto): Promise<AdminContentListItemDto[]> {
    const params: unknown[] = [kind];
    let where = 'e.kind = $1';
    if (query.status) {
      params.push(query.status);
      where += ` AND e.status = $${params.length}`;
    }
    const { rows } = await this.db.query<EntryWithFields>(
      `SELECT ${ENTRY_COLUMNS}, r.fields, r.slug AS revision_slug FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.revision
       WHERE ${where} ORDER BY e.updated_at DESC, e.id`,
      params,
    );
    const words = (query.q ?? '').trim().toLowerCase();
    const items = rows.map((r) => listItem(r));
    return words ? items.filter((i) => `${i.title} ${i.slug}`.toLowerCase().includes(words)) : items;
  }

  async get(kind: ContentKind, id: string): Promise<AdminContentEntryDto> {
    return this.entryDto(this.db, await this.entry(this.db, kind, id));
  }

  async revisions(kind: ContentKind, id: string): Promise<ContentRevisionDto[]> {
    const entry = await this.entry(this.db, kind, id);
    const { rows } = await this.db.query<{ revision: number; saved_at: Date | string; saved_by: string; slug: string; fields: Record<string, unknown> }>(
      'SELECT revision, saved_at, saved_by, slug, fields FROM content_revisions WHERE entry_id = $1 ORDER BY revision DESC',
      [id],
    );
    return rows.map((r) => ({
      revision: Number(r.revision),
      savedAt: iso(r.saved_at),
      savedBy: r.saved_by,
      slug: r.slug,
      title: titleOf(kind, r.fields),
      published: entry.published_revision !== null && Number(r.revision) === Number(entry.published_revision),
    }));
  }

  // ---- writing

  async create(kind: ContentKind, body: CreateContentDto, actor: string): Promise<AdminContentEntryDto> {
    const fields = await validFields(kind, body.fields);
    return this.write(async (tx) => {
      await this.refuseAnother(tx, kind);
      await this.refuseTakenSlug(tx, kind, body.slug, null);
      const id = randomUUID();
      const order =
        kind === 'case-study'
          ? Number(fields.order)
          : Number((await tx.query<{ n: number }>('SELECT COALESCE(max(sort_order) + 1, 0)::int AS n FROM content_entries WHERE kind = $1', [kind])).rows[0].n);
      await tx.query(
        `INSERT INTO content_entries (id, kind, slug, status, revision, sort_order, author, updated_by) VALUES ($1, $2, $3, 'draft', 1, $4, $5, $5)`,
        [id, kind, body.slug, order, actor],
      );
      await tx.query('INSERT INTO content_revisions (entry_id, revision, slug, fields, saved_by) VALUES ($1, 1, $2, $3::jsonb, $4)', [id, body.slug, JSON.stringify(fields), actor]);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes: [] };
    });
  }

  /**
   * A new revision on top of `baseRevision`. When someone saved since, 409 with the sender's copy
   * and the current entry, and nothing is stored.
   */
  async save(kind: ContentKind, id: string, body: SaveContentDto, actor: string): Promise<AdminContentEntryDto> {
    return this.write(async (tx) => {
      const entry = await this.entry(tx, kind, id, true);
      if (Number(entry.revision) !== body.baseRevision) {
        throw new ConflictException({
          message: `Someone saved this entry since you opened it (revision ${entry.revision}, yours started from ${body.baseRevision}). Nothing was saved.`,
          extra: { yours: { slug: body.slug, fields: body.fields }, current: await this.entryDto(tx, entry) },
        });
      }
      const fields = await validFields(kind, body.fields);
      await this.refuseTakenSlug(tx, kind, body.slug, id);
      await this.addRevision(tx, entry, body.slug, fields, actor);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes: [] };
    });
  }

  async publish(kind: ContentKind, id: string, revision: number, actor: string): Promise<AdminContentEntryDto> {
    return this.write(async (tx) => {
      const entry = await this.entry(tx, kind, id, true);
      const slug = await this.slugAt(tx, entry, revision);
      const changes = [await this.makePublic(tx, entry, revision, slug)];
      await this.record(tx, actor, 'publish', entry, `${kind} ${slug}: revision ${revision} published`);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes };
    });
  }

  async unpublish(kind: ContentKind, id: string, actor: string): Promise<AdminContentEntryDto> {
    return this.hide(kind, id, actor, 'draft', 'unpublish');
  }

  async archive(kind: ContentKind, id: string, actor: string): Promise<AdminContentEntryDto> {
    return this.hide(kind, id, actor, 'archived', 'archive');
  }

  async schedule(kind: ContentKind, id: string, revision: number, publishAt: string, actor: string): Promise<AdminContentEntryDto> {
    const when = new Date(publishAt);
    if (Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      throw new BadRequestException({ message: 'publishAt must be in the future.', errors: { publishAt: ['publishAt must be in the future'] } });
    }
    return this.write(async (tx) => {
      const entry = await this.entry(tx, kind, id, true);
      const slug = await this.slugAt(tx, entry, revision);
      // A published revision stays public until the schedule publishes the new one (VISIBLE).
      await tx.query(`UPDATE content_entries SET status = 'scheduled', scheduled_revision = $2, publish_at = $3, updated_at = now(), updated_by = $4 WHERE id = $1`, [
        id,
        revision,
        when.toISOString(),
        actor,
      ]);
      await this.record(tx, actor, 'schedule', entry, `${kind} ${slug}: revision ${revision} scheduled for ${when.toISOString()}`);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes: [] };
    });
  }

  /**
   * A new revision with an old one's slug and fields (history is never rewritten). On a published
   * entry the restored revision is published at once: restoring is how staff undo a bad edit.
   */
  async restore(kind: ContentKind, id: string, revision: number, actor: string): Promise<AdminContentEntryDto> {
    if (!Number.isSafeInteger(revision) || revision < 1 || revision > 1_000_000) throw new NotFoundException('No such revision.');
    return this.write(async (tx) => {
      const entry = await this.entry(tx, kind, id, true);
      const old = (await tx.query<{ slug: string; fields: Record<string, unknown> }>('SELECT slug, fields FROM content_revisions WHERE entry_id = $1 AND revision = $2', [id, revision]))
        .rows[0];
      if (!old) throw new NotFoundException('No such revision.');
      await this.refuseTakenSlug(tx, kind, old.slug, id);
      const next = await this.addRevision(tx, entry, old.slug, old.fields, actor);
      const changes: ContentChange[] = [];
      if (entry.status === 'published') changes.push(await this.makePublic(tx, { ...entry, revision: next }, next, old.slug));
      await this.record(tx, actor, 'restore', entry, `${kind} ${old.slug}: revision ${revision} restored as revision ${next}${changes.length ? ' (published)' : ''}`);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes };
    });
  }

  async previewLink(kind: ContentKind, id: string): Promise<PreviewLinkDto> {
    const entry = await this.entry(this.db, kind, id);
    const { token, expiresAt } = signPreviewToken(id, this.config.jwtSecret);
    const url = new URL(pagePathOf(kind, entry.slug), this.config.publicUrl);
    url.searchParams.set('preview', token);
    return { url: url.toString(), expiresAt: expiresAt.toISOString() };
  }

  /**
   * Publishes the scheduled entries that are due. One UPDATE takes each row, so of several replicas
   * running this at once exactly one publishes an entry (and writes its change).
   */
  async publishDue(): Promise<number> {
    const written = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<EntryRow & { previous_slug: string | null }>(
        `WITH due AS (
           SELECT id, published_revision FROM content_entries WHERE status = 'scheduled' AND publish_at <= now() FOR UPDATE SKIP LOCKED
         )
         UPDATE content_entries e SET status = 'published', published_revision = e.scheduled_revision, scheduled_revision = NULL, updated_at = now()
         FROM due WHERE e.id = due.id
         RETURNING ${ENTRY_COLUMNS}, (SELECT slug FROM content_revisions WHERE entry_id = e.id AND revision = due.published_revision) AS previous_slug`,
      );
      const changes: ContentChange[] = [];
      for (const row of rows) {
        const slug = await this.slugAt(tx, row, Number(row.published_revision));
        if (row.previous_slug && row.previous_slug !== slug) await this.keepOldSlug(tx, row, row.previous_slug, slug);
        changes.push(await this.changes.record(tx, tagsOf(row.kind, row.previous_slug && row.previous_slug !== slug ? [row.previous_slug, slug] : [slug])));
        await this.record(tx, 'scheduler', 'publish', row, `${row.kind} ${slug}: revision ${row.published_revision} published as scheduled`);
      }
      return changes;
    });
    await this.changes.announce(written);
    return written.length;
  }

  // ---- the steps

  private async write(fn: (tx: Queryable) => Promise<Written>): Promise<AdminContentEntryDto> {
    let written: Written;
    try {
      written = await this.db.transaction(fn);
    } catch (error) {
      // Two staff creating the same slug (or a second entry of a one-entry kind) at once: the unique index decides, the loser gets 409.
      if ((error as { code?: unknown }).code === '23505') {
        const oneEntryKind = ONE_ENTRY_INDEX[String((error as { constraint?: unknown }).constraint)];
        throw new ConflictException((oneEntryKind && SINGLE_ENTRY_KINDS[oneEntryKind]?.another) || SLUG_TAKEN);
      }
      throw error;
    }
    await this.changes.announce(written.changes);
    return written.entry;
  }

  private async entry(q: Queryable, kind: ContentKind, id: string, lock = false): Promise<EntryRow> {
    const { rows } = await q.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM content_entries e WHERE e.id = $1 AND e.kind = $2${lock ? ' FOR UPDATE' : ''}`, [id, kind]);
    if (!rows[0]) throw new NotFoundException(NOT_FOUND);
    return rows[0];
  }

  private async entryDto(q: Queryable, entry: EntryRow): Promise<AdminContentEntryDto> {
    const { rows } = await q.query<{ fields: Record<string, unknown>; slug: string }>('SELECT fields, slug FROM content_revisions WHERE entry_id = $1 AND revision = $2', [entry.id, entry.revision]);
    return { ...listItem({ ...entry, fields: rows[0].fields, revision_slug: rows[0].slug }), fields: rows[0].fields };
  }

  private async slugAt(q: Queryable, entry: EntryRow, revision: number): Promise<string> {
    const { rows } = await q.query<{ slug: string }>('SELECT slug FROM content_revisions WHERE entry_id = $1 AND revision = $2', [entry.id, revision]);
    if (!rows[0]) throw new NotFoundException('No such revision.');
    return rows[0].slug;
  }

  /** 409 when the kind has one entry only and it exists (whatever its status: staff edit that one). */
  private async refuseAnother(q: Queryable, kind: ContentKind): Promise<void> {
    const single = SINGLE_ENTRY_KINDS[kind];
    if (!single) return;
    const { rows } = await q.query('SELECT 1 FROM content_entries WHERE kind = $1 LIMIT 1', [kind]);
    if (rows.length) throw new ConflictException(single.another);
  }

  /** 409 when another entry of the kind uses `slug`: as its latest, its published or an old (redirecting) address. */
  private async refuseTakenSlug(q: Queryable, kind: ContentKind, slug: string, id: string | null): Promise<void> {
    const { rows } = await q.query(
      `SELECT 1 FROM content_entries WHERE kind = $1 AND slug = $2 AND id IS DISTINCT FROM $3
       UNION ALL SELECT 1 FROM content_entries e JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
         WHERE e.kind = $1 AND r.slug = $2 AND e.id IS DISTINCT FROM $3
       UNION ALL SELECT 1 FROM content_slugs WHERE kind = $1 AND slug = $2 AND entry_id IS DISTINCT FROM $3
       LIMIT 1`,
      [kind, slug, id],
    );
    if (rows.length) throw new ConflictException({ message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } });
  }

  private async addRevision(tx: Queryable, entry: EntryRow, slug: string, fields: Record<string, unknown>, actor: string): Promise<number> {
    const next = Number(entry.revision) + 1;
    await tx.query('INSERT INTO content_revisions (entry_id, revision, slug, fields, saved_by) VALUES ($1, $2, $3, $4::jsonb, $5)', [entry.id, next, slug, JSON.stringify(fields), actor]);
    const order = entry.kind === 'case-study' && typeof fields.order === 'number' ? fields.order : Number(entry.sort_order);
    await tx.query('UPDATE content_entries SET revision = $2, slug = $3, sort_order = $4, updated_at = now(), updated_by = $5 WHERE id = $1', [entry.id, next, slug, order, actor]);
    return next;
  }

  /** Points the public at `revision`; an address it leaves redirects to the new one. */
  private async makePublic(tx: Queryable, entry: EntryRow, revision: number, slug: string): Promise<ContentChange> {
    const previous = entry.published_revision === null ? null : await this.slugAt(tx, entry, Number(entry.published_revision));
    await tx.query(`UPDATE content_entries SET status = 'published', published_revision = $2, scheduled_revision = NULL, publish_at = NULL, updated_at = now() WHERE id = $1`, [
      entry.id,
      revision,
    ]);
    if (previous && previous !== slug) await this.keepOldSlug(tx, entry, previous, slug);
    return this.changes.record(tx, tagsOf(entry.kind, previous && previous !== slug ? [previous, slug] : [slug]));
  }

  private async keepOldSlug(tx: Queryable, entry: EntryRow, oldSlug: string, newSlug: string): Promise<void> {
    await tx.query('INSERT INTO content_slugs (kind, slug, entry_id) VALUES ($1, $2, $3) ON CONFLICT (kind, slug) DO NOTHING', [entry.kind, oldSlug, entry.id]);
    // Renamed back: the address is its own again, not a redirect.
    await tx.query('DELETE FROM content_slugs WHERE kind = $1 AND slug = $2 AND entry_id = $3', [entry.kind, newSlug, entry.id]);
  }

  private async hide(kind: ContentKind, id: string, actor: string, status: 'draft' | 'archived', action: 'unpublish' | 'archive'): Promise<AdminContentEntryDto> {
    return this.write(async (tx) => {
      const entry = await this.entry(tx, kind, id, true);
      // A kind the site always shows (the contact details) stays published: a new revision replaces it.
      const single = SINGLE_ENTRY_KINDS[kind];
      if (single && entry.published_revision !== null) throw new ConflictException(single.hide);
      const wasPublic = entry.published_revision === null ? null : await this.slugAt(tx, entry, Number(entry.published_revision));
      await tx.query(
        `UPDATE content_entries SET status = $2, published_revision = NULL, scheduled_revision = NULL, publish_at = NULL, updated_at = now(), updated_by = $3 WHERE id = $1`,
        [id, status, actor],
      );
      const changes = wasPublic ? [await this.changes.record(tx, tagsOf(kind, [wasPublic]))] : [];
      await this.record(tx, actor, action, entry, `${kind} ${entry.slug}: ${action === 'archive' ? 'archived' : 'unpublished'}`);
      return { entry: await this.entryDto(tx, await this.entry(tx, kind, id)), changes };
    });
  }

  private record(tx: Queryable, actor: string, action: AuditAction, entry: EntryRow, detail: string): Promise<void> {
    return this.audit.record({ actor, action, subjectType: 'content', subjectId: entry.id, detail }, tx);
  }
}

function listItem(row: EntryWithFields): AdminContentListItemDto {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.revision_slug,
    title: titleOf(row.kind, row.fields),
    status: row.status,
    publishAt: row.publish_at === null ? null : iso(row.publish_at),
    author: row.author,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
    revision: Number(row.revision),
    publishedRevision: row.published_revision === null ? null : Number(row.published_revision),
  };
}
