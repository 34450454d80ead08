import type { AdminContentEntryDto, ArticleFieldsDto, ContentRevisionDto } from '@agency/platform';
import { route, STAFF, type Handler } from './fakeApi';

const BASE = '/api/admin/content/article';

/**
 * A small in-memory staff content API for articles, as the content brief describes it: saves on a
 * stale base answer 409 with both versions and store nothing; every save, publish and restore is
 * one revision.
 */
/** An article entry as the contract types it (its fields are an article's). */
type ArticleEntry = Omit<AdminContentEntryDto, 'fields'> & { fields: ArticleFieldsDto };

export function fakeArticles() {
  const entry: ArticleEntry = {
    id: 'a1',
    kind: 'article',
    slug: 'future-of-motion-graphics',
    title: 'The Future of Motion Graphics',
    status: 'published',
    publishAt: null,
    author: 'Amani Kato',
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedBy: STAFF,
    revision: 3,
    publishedRevision: 3,
    fields: {
      title: 'The Future of Motion Graphics',
      excerpt: 'Where motion goes next.',
      body: '## Motion\n\nIt moves.',
      coverImageId: 'future-of-motion-graphics',
      coverAlt: 'Shapes in motion',
      author: { name: 'Amani Kato', bio: 'Motion lead.', photoImageId: null },
      category: 'Motion',
      tags: ['motion', 'video'],
      date: '2024-03-15',
      readingTime: '',
      related: [],
    },
  };
  const revisions: Array<ContentRevisionDto & { fields: ArticleFieldsDto }> = [1, 2, 3].map((n) => ({
    revision: n,
    savedAt: `2026-11-1${n}T08:00:00.000Z`,
    savedBy: STAFF,
    slug: entry.slug,
    title: n === 2 ? 'Motion, take two' : entry.title,
    published: n === 3,
    fields: { ...entry.fields, title: n === 2 ? 'Motion, take two' : entry.fields.title },
  }));
  const other = { id: 'a2', kind: 'article' as const, slug: 'data-driven-design', title: 'Data-Driven Design', status: 'scheduled' as const, publishAt: '2030-01-15T09:00:00.000Z', author: 'Grace Uwase', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'boss@nyota.test', revision: 1, publishedRevision: null };

  const record = (fields: ArticleFieldsDto, slug: string, by: string) => {
    entry.revision += 1;
    entry.fields = fields;
    entry.slug = slug;
    entry.title = String(fields.title);
    entry.updatedBy = by;
    entry.updatedAt = `2026-11-25T10:0${entry.revision % 10}:00.000Z`;
    revisions.push({ revision: entry.revision, savedAt: entry.updatedAt, savedBy: by, slug, title: entry.title, published: false, fields });
  };
  const copy = () => JSON.parse(JSON.stringify(entry)) as AdminContentEntryDto;
  const listItem = () => {
    const { fields: _fields, ...item } = copy();
    return item;
  };

  const handlers: Handler[] = [
    route('GET', BASE, ({ query }) => {
      const items = [listItem(), other].filter((i) => !query.get('status') || i.status === query.get('status'));
      return [200, { items }];
    }),
    route('GET', `${BASE}/a1`, () => [200, copy()]),
    route('PUT', `${BASE}/a1`, ({ body }) => {
      const b = body as { baseRevision: number; slug: string; fields: ArticleFieldsDto };
      if (b.baseRevision !== entry.revision) return [409, { statusCode: 409, message: 'Someone saved this since you opened it', yours: { slug: b.slug, fields: b.fields }, current: copy() }];
      record(b.fields, b.slug, STAFF);
      return [200, copy()];
    }),
    route('POST', `${BASE}/a1/publish`, ({ body }) => {
      entry.publishedRevision = (body as { revision: number }).revision;
      entry.status = 'published';
      entry.publishAt = null;
      return [200, copy()];
    }),
    route('POST', `${BASE}/a1/unpublish`, () => {
      Object.assign(entry, { status: 'draft', publishedRevision: null, publishAt: null });
      return [200, copy()];
    }),
    route('POST', `${BASE}/a1/archive`, () => {
      Object.assign(entry, { status: 'archived', publishedRevision: null, publishAt: null });
      return [200, copy()];
    }),
    route('POST', `${BASE}/a1/schedule`, ({ body }) => {
      const b = body as { revision: number; publishAt: string };
      Object.assign(entry, { status: 'scheduled', publishAt: new Date(b.publishAt).toISOString() });
      return [200, copy()];
    }),
    route('GET', `${BASE}/a1/revisions`, () => [200, { revisions: revisions.map(({ fields: _f, ...r }) => ({ ...r, published: r.revision === entry.publishedRevision })) }]),
    route('POST', /^\/api\/admin\/content\/article\/a1\/revisions\/\d+\/restore$/, ({ path }) => {
      const n = Number(/revisions\/(\d+)\/restore/.exec(path)![1]);
      const old = revisions.find((r) => r.revision === n)!;
      record(old.fields, old.slug, STAFF);
      return [200, copy()];
    }),
    route('POST', `${BASE}/a1/preview-link`, () => [200, { url: 'http://localhost/blog/future-of-motion-graphics?preview=signed-token', expiresAt: '2026-11-25T10:15:00.000Z' }]),
    route('POST', '/api/admin/content/render', ({ body }) => {
      const md = (body as { markdown: string }).markdown;
      // Enough of Markdown for the tests: "## x" is a heading, any other line a paragraph.
      const html = md.split('\n').filter(Boolean).map((l) => (l.startsWith('## ') ? `<h2>${l.slice(3)}</h2>` : `<p>${l}</p>`)).join('');
      return [200, { html }];
    }),
  ];

  /** Another staff member saves a new revision (as from a second tab). */
  const savedElsewhere = (title: string) => record({ ...entry.fields, title }, entry.slug, 'boss@nyota.test');
  return { entry, revisions, handlers, savedElsewhere };
}
