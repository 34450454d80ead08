import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { CONTACT_FIELDS_OF_THE_FILE, contactDetailsOf } from './contact-details';
import type { ContentKind } from './content-kinds';
import type { ContentImageDto } from './media/content-image.dto';
import type { ArticleDto, ArticleSummaryDto, CaseStudyDto, CaseStudySummaryDto, ContactDetailsDto, ResourceDto, ServiceFactsDto, SiteContentDto, StatisticDto, TestimonialDto } from './content-public.dto';
import { ENTRY_COLUMNS, VISIBLE, type EntryWithFields } from './content-rows';
import type { ArticleFieldsDto } from './fields/article-fields.dto';
import type { CaseStudyFieldsDto } from './fields/case-study-fields.dto';
import type { ContactFieldsDto } from './fields/contact-fields.dto';
import type { ResourceFieldsDto } from './fields/resource-fields.dto';
import type { ServiceFieldsDto, StatisticFieldsDto, TestimonialFieldsDto } from './fields/site-fields.dto';
import { readingTime, renderMarkdown } from './markdown';
import { ContentImagesService } from './media/content-images.service';

/** One item as a route answers it: the item, or the address it moved to (an old slug), or nothing. */
export type Found<T> = { item: T } | { movedTo: string } | undefined;

/**
 * The public side of the content: published revisions only (VISIBLE), shaped as the remotes read
 * them. A preview (a valid token naming an entry) reads that entry's latest revision instead.
 */
@Injectable()
export class ContentReader {
  private readonly origin: string;

  constructor(
    private readonly db: Database,
    private readonly images: ContentImagesService,
    config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  /** The published items of a kind, in their order (sort_order, then age). */
  async published(kind: ContentKind): Promise<EntryWithFields[]> {
    const { rows } = await this.db.query<EntryWithFields>(
      `SELECT ${ENTRY_COLUMNS}, r.fields, r.slug AS revision_slug FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
       WHERE e.kind = $1 AND ${VISIBLE} ORDER BY e.sort_order, e.created_at, e.id`,
      [kind],
    );
    return rows;
  }

  /** The published items of a kind at these slugs (an article's related ones), in no order. */
  async publishedWithSlugs(kind: ContentKind, slugs: string[]): Promise<EntryWithFields[]> {
    if (!slugs.length) return [];
    const { rows } = await this.db.query<EntryWithFields>(
      `SELECT ${ENTRY_COLUMNS}, r.fields, r.slug AS revision_slug FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
       WHERE e.kind = $1 AND r.slug = ANY($2::text[]) AND ${VISIBLE}`,
      [kind, slugs],
    );
    return rows;
  }

  /** The published item at `slug`, else where an old slug of a published item points now. */
  async publishedAt(kind: ContentKind, slug: string): Promise<{ row: EntryWithFields } | { movedTo: string } | undefined> {
    const { rows } = await this.db.query<EntryWithFields>(
      `SELECT ${ENTRY_COLUMNS}, r.fields, r.slug AS revision_slug FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
       WHERE e.kind = $1 AND r.slug = $2 AND ${VISIBLE} LIMIT 1`,
      [kind, slug],
    );
    if (rows[0]) return { row: rows[0] };
    const moved = await this.db.query<{ slug: string }>(
      `SELECT r.slug FROM content_slugs s JOIN content_entries e ON e.id = s.entry_id
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.published_revision
       WHERE s.kind = $1 AND s.slug = $2 AND ${VISIBLE}`,
      [kind, slug],
    );
    return moved.rows[0] && moved.rows[0].slug !== slug ? { movedTo: moved.rows[0].slug } : undefined;
  }

  /**
   * The latest revision of the entry a preview token names, when it is of this kind and `slug` is
   * one of its addresses (latest, published or old): a token for one draft opens nothing else.
   */
  async preview(kind: ContentKind, entryId: string, slug?: string): Promise<EntryWithFields | undefined> {
    const { rows } = await this.db.query<EntryWithFields>(
      `SELECT ${ENTRY_COLUMNS}, r.fields, r.slug AS revision_slug FROM content_entries e
       JOIN content_revisions r ON r.entry_id = e.id AND r.revision = e.revision
       WHERE e.id = $1 AND e.kind = $2`,
      [entryId, kind],
    );
    const row = rows[0];
    if (!row || slug === undefined) return row;
    const addresses = await this.db.query<{ slug: string }>(
      `SELECT slug FROM content_revisions WHERE entry_id = $1 AND slug = $2 UNION SELECT slug FROM content_slugs WHERE entry_id = $1 AND slug = $2`,
      [entryId, slug],
    );
    return addresses.rows.length ? row : undefined;
  }

  // ---- articles

  async articleSummaries(rows: EntryWithFields[]): Promise<ArticleSummaryDto[]> {
    const fieldsOf = rows.map((r) => r.fields as unknown as ArticleFieldsDto);
    const images = await this.images.dtosOf(fieldsOf.flatMap((f) => [f.coverImageId ?? '', f.author?.photoImageId ?? '']));
    return rows.map((row, i) => {
      const f = fieldsOf[i];
      const cover = f.coverImageId ? images.get(f.coverImageId) : undefined;
      const photo = f.author.photoImageId ? images.get(f.author.photoImageId) : undefined;
      return {
        slug: row.revision_slug,
        title: f.title,
        excerpt: f.excerpt,
        cover: cover ? { ...cover, alt: f.coverAlt } : null,
        author: { name: f.author.name, bio: f.author.bio, photo: photo ?? null },
        category: f.category,
        tags: f.tags,
        date: f.date,
        readingTime: f.readingTime?.trim() || readingTime(f.body),
      };
    });
  }

  /** Newest first (the article's date, then the newest entry). */
  async articles(preview?: EntryWithFields): Promise<ArticleSummaryDto[]> {
    const rows = withPreview(await this.published('article'), preview, 'article');
    rows.sort((a, b) => String(b.fields.date).localeCompare(String(a.fields.date)) || new Date(b.created_at).getTime() - new Date(a.created_at).getTime());
    return this.articleSummaries(rows);
  }

  async article(row: EntryWithFields): Promise<ArticleDto> {
    const f = row.fields as unknown as ArticleFieldsDto;
    const related = f.related.length ? (await this.publishedWithSlugs('article', f.related)).filter((r) => r.id !== row.id) : [];
    related.sort((a, b) => f.related.indexOf(a.revision_slug) - f.related.indexOf(b.revision_slug));
    // One image lookup for the article and its related ones.
    const [summary, ...relatedSummaries] = await this.articleSummaries([row, ...related]);
    return { ...summary, bodyHtml: renderMarkdown(f.body, this.origin), related: relatedSummaries };
  }

  // ---- case studies

  async caseStudySummaries(rows: EntryWithFields[]): Promise<CaseStudySummaryDto[]> {
    const fieldsOf = rows.map((r) => r.fields as unknown as CaseStudyFieldsDto);
    const images = await this.images.dtosOf(fieldsOf.map((f) => f.coverImageId ?? ''));
    return rows.map((row, i) => {
      const f = fieldsOf[i];
      return { slug: row.revision_slug, title: f.title, subtitle: f.subtitle, category: f.category, client: f.client ?? '', cover: (f.coverImageId && images.get(f.coverImageId)) || null };
    });
  }

  async caseStudies(preview?: EntryWithFields): Promise<CaseStudySummaryDto[]> {
    const rows = withPreview(await this.published('case-study'), preview, 'case-study');
    rows.sort((a, b) => Number(a.fields.order) - Number(b.fields.order));
    return this.caseStudySummaries(rows);
  }

  async caseStudy(row: EntryWithFields): Promise<CaseStudyDto> {
    const f = row.fields as unknown as CaseStudyFieldsDto;
    const [summary] = await this.caseStudySummaries([row]);
    const images = await this.images.dtosOf([f.heroImageId ?? '', ...f.galleryImageIds]);
    return {
      ...summary,
      overview: f.overview,
      website: f.website,
      stats: f.stats,
      approachTitle: f.approachTitle,
      approach: f.approach,
      primary: f.primary,
      showOtherStudies: f.showOtherStudies,
      hero: (f.heroImageId && images.get(f.heroImageId)) || null,
      gallery: f.galleryImageIds.map((id) => images.get(id)).filter((i): i is ContentImageDto => Boolean(i)),
    };
  }

  // ---- resources

  resource(row: EntryWithFields): ResourceDto {
    const f = row.fields as unknown as ResourceFieldsDto;
    return {
      slug: row.revision_slug,
      title: f.title,
      description: f.description,
      type: f.type,
      category: f.category,
      isNew: f.isNew,
      comingSoon: f.comingSoon,
      file: f.file ? { name: f.file.name, mime: f.file.mime } : null,
      access: f.access,
      itemKey: f.access === 'paid' ? f.itemKey : null,
    };
  }

  async resources(preview?: EntryWithFields): Promise<ResourceDto[]> {
    return withPreview(await this.published('resource'), preview, 'resource').map((r) => this.resource(r));
  }

  /** The published resource at `slug` (the catalog and the downloads read this). */
  async publishedResource(slug: string): Promise<ResourceDto | undefined> {
    const found = await this.publishedAt('resource', slug);
    return found && 'row' in found ? this.resource(found.row) : undefined;
  }

  // ---- the site's facts

  async site(preview?: EntryWithFields): Promise<SiteContentDto> {
    const [testimonials, statistics, services] = await Promise.all([this.published('testimonial'), this.published('statistic'), this.published('service')]);
    return {
      testimonials: withPreview(testimonials, preview, 'testimonial').map((r): TestimonialDto => {
        const f = r.fields as unknown as TestimonialFieldsDto;
        return { name: f.name, role: f.role, company: f.company, quote: f.quote, rating: f.rating };
      }),
      statistics: withPreview(statistics, preview, 'statistic').map((r): StatisticDto => {
        const f = r.fields as unknown as StatisticFieldsDto;
        return { value: f.value, suffix: f.suffix, label: f.label };
      }),
      services: withPreview(services, preview, 'service').map((r): ServiceFactsDto => {
        const f = r.fields as unknown as ServiceFieldsDto;
        return { slug: r.revision_slug, title: f.title, offerings: f.offerings.map((o) => ({ title: o.title, description: o.description })), priceText: f.priceText };
      }),
    };
  }

  // ---- the agency's contact details

  /**
   * The published contact details (one entry; a preview's draft instead when it is the contact
   * entry), else those of @agency/server-kit's file: the site always has a number to call.
   */
  async contact(preview?: EntryWithFields): Promise<ContactDetailsDto> {
    const row = preview?.kind === 'contact' ? preview : (await this.published('contact'))[0];
    return contactDetailsOf(row ? (row.fields as unknown as ContactFieldsDto) : CONTACT_FIELDS_OF_THE_FILE);
  }
}

/** The published list with the previewed entry's latest revision in its place (or added, when not public yet). */
function withPreview(rows: EntryWithFields[], preview: EntryWithFields | undefined, kind: ContentKind): EntryWithFields[] {
  if (!preview || preview.kind !== kind) return rows;
  const at = rows.findIndex((r) => r.id === preview.id);
  if (at === -1) return [...rows, preview];
  const out = [...rows];
  out[at] = preview;
  return out;
}
