import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../common/api-error-responses';
import { AppConfig } from '../config/app-config';
import { ContentAnswers } from './content-answers';
import { ContentChanges } from './content-changes';
import { blogFeed } from './content-feed';
import { SLUG_PATTERN, tagsOf, type ContentKind } from './content-kinds';
import { ArticleDto, ArticleListDto, CaseStudyDto, CaseStudyListDto, ContactDetailsDto, ContentChangesDto, ResourceDto, ResourceListDto, SiteContentDto } from './content-public.dto';
import { ContentReader } from './content-reader.service';
import type { EntryWithFields } from './content-rows';
import { entryOfPreviewToken } from './preview-token';

/** Short public caching: a gateway or browser may reuse an answer for seconds; the change feed drops pages sooner. */
const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=30';
const NOT_FOUND = 'Not found.';

const PREVIEW_QUERY = { name: 'preview', required: false, description: 'A preview token from the staff API: the named entry’s latest revision, never cached.' } as const;
const MOVED = { status: 301, description: 'An old slug: Location is the item’s address now.', headers: { Location: { schema: { type: 'string' } } } } as const;

/**
 * The published content as the remotes render it (issue 59). Drafts, scheduled and archived items
 * are 404; every answer says which content it was built from (Content-Tags) for the page cache.
 */
@ApiTags('content')
@Controller('content')
export class ContentPublicController {
  constructor(
    private readonly reader: ContentReader,
    private readonly changes: ContentChanges,
    private readonly config: AppConfig,
    private readonly answers: ContentAnswers,
  ) {}

  @Get('articles')
  @ApiOperation({ summary: 'The published articles, newest first.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: ArticleListDto })
  @ApiErrors({ 404: 'A bad or expired preview token.' })
  async articles(@Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    const preview = await this.previewOf('article', token);
    send(res, preview ? { articles: await this.reader.articles(preview) } : await this.articleList(), ['articles'], Boolean(preview));
  }

  @Get('articles/:slug')
  @ApiOperation({ summary: 'One published article with its sanitised body and related articles.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: ArticleDto })
  @ApiResponse(MOVED)
  @ApiErrors({ 404: 'No published article here (or a bad or expired preview token).' })
  async article(@Param('slug') slug: string, @Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    await this.item('article', slug, token, res, '/api/content/articles/', (row) => this.reader.article(row));
  }

  @Get('case-studies')
  @ApiOperation({ summary: 'The published case studies, in the portfolio’s order.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: CaseStudyListDto })
  @ApiErrors({ 404: 'A bad or expired preview token.' })
  async caseStudies(@Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    const preview = await this.previewOf('case-study', token);
    const list = async () => ({ caseStudies: await this.reader.caseStudies(preview) });
    send(res, preview ? await list() : await this.answers.get('case-studies', list), ['case-studies'], Boolean(preview));
  }

  @Get('case-studies/:slug')
  @ApiOperation({ summary: 'One published case study.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: CaseStudyDto })
  @ApiResponse(MOVED)
  @ApiErrors({ 404: 'No published case study here (or a bad or expired preview token).' })
  async caseStudy(@Param('slug') slug: string, @Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    await this.item('case-study', slug, token, res, '/api/content/case-studies/', (row) => this.reader.caseStudy(row));
  }

  @Get('resources')
  @ApiOperation({ summary: 'The published resource hub items.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: ResourceListDto })
  @ApiErrors({ 404: 'A bad or expired preview token.' })
  async resources(@Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    const preview = await this.previewOf('resource', token);
    const list = async () => ({ resources: await this.reader.resources(preview) });
    send(res, preview ? await list() : await this.answers.get('resources', list), ['resources'], Boolean(preview));
  }

  @Get('resources/:slug')
  @ApiOperation({ summary: 'One published resource hub item.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: ResourceDto })
  @ApiResponse(MOVED)
  @ApiErrors({ 404: 'No published resource here (or a bad or expired preview token).' })
  async resource(@Param('slug') slug: string, @Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    await this.item('resource', slug, token, res, '/api/content/resources/', (row) => Promise.resolve(this.reader.resource(row)));
  }

  @Get('site')
  @ApiOperation({ summary: 'The home page’s testimonials and statistics and the service pages’ facts.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: SiteContentDto })
  @ApiErrors({ 404: 'A bad or expired preview token.' })
  async site(@Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    let preview: EntryWithFields | undefined;
    if (token !== undefined) {
      const id = this.tokenEntry(token);
      for (const kind of ['testimonial', 'statistic', 'service'] as const) preview ??= await this.reader.preview(kind, id);
      if (!preview) throw new NotFoundException(NOT_FOUND);
    }
    send(res, preview ? await this.reader.site(preview) : await this.answers.get('site', () => this.reader.site()), ['site'], Boolean(preview));
  }

  @Get('contact')
  @ApiOperation({ summary: 'The agency’s contact details (e-mail, phones with their tel: links, WhatsApp, offices, social pages), as staff published them.' })
  @ApiQuery(PREVIEW_QUERY)
  @ApiOkResponse({ type: ContactDetailsDto, description: 'Always an answer: with no contact entry published, the details the site was released with.' })
  @ApiErrors({ 404: 'A bad or expired preview token, or one of an entry that is not the contact details.' })
  async contact(@Query('preview') token: unknown, @Res() res: Response): Promise<void> {
    const preview = await this.previewOf('contact', token);
    send(res, preview ? await this.reader.contact(preview) : await this.answers.get('contact', () => this.reader.contact()), tagsOf('contact', []), Boolean(preview));
  }

  @Get('changes')
  @ApiOperation({ summary: 'The change counter and the changes after `since` (the gateways’ page cache follows it).' })
  @ApiQuery({ name: 'since', required: false, description: 'The last change number seen (0: from the start).' })
  @ApiOkResponse({ type: ContentChangesDto })
  @ApiErrors({ 400: '`since` is not a whole number.' })
  async changesSince(@Query('since') since: unknown): Promise<ContentChangesDto> {
    const text = since === undefined ? '0' : since;
    if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) {
      throw new BadRequestException({ message: 'since must be a whole number.', errors: { since: ['since must be a whole number'] } });
    }
    return this.changes.since(Number(text));
  }

  @Get('feed.xml')
  @ApiOperation({ summary: 'The blog’s RSS feed (the gateway answers /blog/feed.xml with it).' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'RSS 2.0.', schema: { type: 'string' } })
  async feed(@Res() res: Response): Promise<void> {
    const xml = blogFeed((await this.articleList()).articles, this.config.publicUrl);
    res.setHeader('Content-Tags', 'articles');
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    res.type('application/rss+xml; charset=utf-8').send(xml);
  }

  /** The entry a preview token names, or 404 (a bad or expired token must look like nothing is there). */
  private tokenEntry(token: unknown): string {
    const id = entryOfPreviewToken(token, this.config.jwtSecret);
    if (!id) throw new NotFoundException(NOT_FOUND);
    return id;
  }

  private async previewOf(kind: ContentKind, token: unknown): Promise<EntryWithFields | undefined> {
    if (token === undefined) return undefined;
    const row = await this.reader.preview(kind, this.tokenEntry(token));
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row;
  }

  /** The published articles, newest first, as kept for the current change (the list and the feed). */
  private articleList() {
    return this.answers.get('articles', async () => ({ articles: await this.reader.articles() }));
  }

  /**
   * Answers one item: a preview's draft (never kept), else the published item at `slug` as kept for
   * the current change, a 301 to where an old slug moved, or 404 when there is nothing at `slug`.
   */
  private async item<T extends object>(kind: ContentKind, slug: string, token: unknown, res: Response, base: string, build: (row: EntryWithFields) => Promise<T>): Promise<void> {
    if (!SLUG_PATTERN.test(slug) || slug.length > 100) throw new NotFoundException(NOT_FOUND);
    if (token !== undefined) {
      const row = await this.reader.preview(kind, this.tokenEntry(token), slug);
      if (!row) throw new NotFoundException(NOT_FOUND);
      return send(res, await build(row), tagsOf(kind, [row.revision_slug]).slice(0, 1), true);
    }
    const got = await this.answers.get<ItemAnswer<T>>(
      `${kind}/${slug}`,
      async () => {
        const found = await this.reader.publishedAt(kind, slug);
        if (!found) return { missing: true };
        if ('movedTo' in found) return { movedTo: found.movedTo };
        return { body: await build(found.row), tags: tagsOf(kind, [found.row.revision_slug]).slice(0, 1) };
      },
      // Any slug can be asked for: only what is there is kept.
      (answer) => !('missing' in answer),
    );
    if ('missing' in got) throw new NotFoundException(NOT_FOUND);
    if ('movedTo' in got) {
      res.setHeader('Cache-Control', PUBLIC_CACHE);
      // No body: the contract declares the answer by its Location only.
      res.status(301).setHeader('Location', `${base}${got.movedTo}`);
      res.end();
      return;
    }
    send(res, got.body, got.tags, false);
  }
}

/** What an item's route answers when no preview is asked for. */
type ItemAnswer<T> = { body: T; tags: string[] } | { movedTo: string } | { missing: true };

/** A public answer: its tags, and either short public caching or (a preview) private, never stored, never indexed. */
function send(res: Response, body: object, tags: string[], preview: boolean): void {
  res.setHeader('Content-Tags', tags.join(' '));
  if (preview) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
  } else {
    res.setHeader('Cache-Control', PUBLIC_CACHE);
  }
  res.json(body);
}
