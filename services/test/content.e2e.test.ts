import Redis from 'ioredis';
import request from 'supertest';
import { describeNeeding } from '@agency/tools/needs';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { signPreviewToken } from '../src/content/preview-token';
import { SCHEDULE_POLL_MS } from '../src/content/content-scheduler';
import { dbTargets, notePostgresSkipped, pgliteTarget } from './support/db-targets';
import { REDIS_MISSING, startRedis } from './support/redis';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'editor@nyota.test';
const CUSTOMER = 'amina@example.com';

/** An article's fields as the editor sends them. */
const articleFields = (over: Record<string, unknown> = {}) => ({
  title: 'Brand Sprints for Small Teams',
  excerpt: 'A week-long sprint that gives a small team a brand it can use.',
  body: 'A **sprint** is five days.\n\n## Day one\n\nWe listen.',
  coverImageId: 'article-ai-in-modern-branding',
  coverAlt: 'A sprint board',
  author: { name: 'Amani Kato', bio: 'Creative Director.', photoImageId: 'author-amani-kato' },
  category: 'Brand Strategy',
  tags: ['Branding'],
  date: '2026-11-20',
  readingTime: '',
  related: ['ai-in-modern-branding'],
  ...over,
});

describe.each(dbTargets())('content API on $name', (target) => {
  notePostgresSkipped();
  let t: TestApp;
  let staff: string;
  let customer: string;
  let config: AppConfig;

  const as = (token: string | undefined, method: 'get' | 'post' | 'put', url: string) => {
    const req = request(t.server)[method](url);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const create = async (slug: string, fields = articleFields()) => (await as(staff, 'post', '/api/admin/content/article').send({ slug, fields }).expect(201)).body;
  const publish = async (id: string, revision: number, kind = 'article') =>
    (await as(staff, 'post', `/api/admin/content/${kind}/${id}/publish`).send({ revision }).expect(200)).body;
  const audit = async (id: string) =>
    (await t.db.query<{ action: string; actor: string; subject_type: string }>('SELECT action, actor, subject_type FROM staff_audit WHERE subject_id = $1 ORDER BY id', [id])).rows;

  beforeAll(async () => {
    t = await startTestApp(target, { STAFF_EMAILS: STAFF });
    config = t.app.get(AppConfig);
    staff = signToken({ email: STAFF }, config.jwtSecret, 3600);
    customer = signToken({ email: CUSTOMER }, config.jwtSecret, 3600);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the seeded site', () => {
    it('lists today’s articles newest first, with reading time, images under /api/content/images and their tag', async () => {
      const res = await request(t.server).get('/api/content/articles').expect(200);
      expect(res.headers['content-tags']).toBe('articles');
      expect(res.headers['cache-control']).toMatch(/^public/);
      const slugs = res.body.articles.map((a: { slug: string }) => a.slug);
      expect(slugs).toEqual(['ai-in-modern-branding', 'creating-memorable-brand-experiences', 'data-driven-design-decisions', 'future-of-motion-graphics']);
      const first = res.body.articles[0];
      expect(first.readingTime).toMatch(/^\d+ min read$/);
      expect(first.cover.src).toBe('/api/content/images/article-ai-in-modern-branding/1600.webp');
      expect(first.cover.alt).toBe('Featured illustration for “How AI Is Changing Modern Branding”');
      expect(first.author.photo.src).toMatch(/^\/api\/content\/images\/author-amani-kato\//);
    });

    it('answers an article with its body as HTML and its related articles', async () => {
      const res = await request(t.server).get('/api/content/articles/ai-in-modern-branding').expect(200);
      expect(res.headers['content-tags']).toBe('article:ai-in-modern-branding');
      expect(res.body.bodyHtml).toContain('<h2>Research in days, not weeks</h2>');
      expect(res.body.bodyHtml).toContain('<li><strong>Use AI for volume:</strong> variations');
      expect(res.body.related.map((a: { slug: string }) => a.slug)).toEqual(['data-driven-design-decisions', 'future-of-motion-graphics']);
      expect(res.body.readingTime).toBe('5 min read');
    });

    it('answers the case studies in the portfolio’s order, the resources and the site’s facts', async () => {
      const studies = (await request(t.server).get('/api/content/case-studies').expect(200)).body.caseStudies;
      expect(studies.map((c: { slug: string }) => c.slug)).toEqual(['ukweli', 'greenwave', 'sunharvest', 'urban-pulse', 'money-and-markets-uganda', 'echotech', 'sls']);
      const sls = (await request(t.server).get('/api/content/case-studies/sls').expect(200)).body;
      expect(sls.primary).toEqual({ main: '#8B1E1E', strong: '#5E1212' });
      expect(sls.showOtherStudies).toBe(false);
      // The spec's Project.client and an article's read time come with the seed (migration 0303).
      expect(sls.client).toBe('Slum Life Survival');
      expect(studies.map((c: { client: string }) => c.client)).not.toContain('');
      expect(sls.gallery).toHaveLength(4);
      const resources = (await request(t.server).get('/api/content/resources').expect(200)).body.resources;
      expect(resources.map((r: { slug: string }) => r.slug)).toEqual(['brand-persona-guide', 'persona-tools-package', 'persona-score-guide', 'predictive-brand-dashboard', 'influencer-search-engine']);
      expect(resources[0]).toMatchObject({ access: 'paid', itemKey: 'resource-access', file: { name: 'brand-persona-guide.docx' } });
      const site = await request(t.server).get('/api/content/site').expect(200);
      expect(site.headers['content-tags']).toBe('site');
      expect(site.body.testimonials).toHaveLength(4);
      expect(site.body.statistics).toEqual([
        { value: 70, suffix: '+', label: 'Projects Completed' },
        { value: 98, suffix: '%', label: 'Client Satisfaction' },
        { value: 10, suffix: '+', label: 'Years Experience' },
      ]);
      expect(site.body.services.map((s: { slug: string }) => s.slug)).toContain('creative-design');
      expect(site.body.services.find((s: { slug: string }) => s.slug === 'digital-marketing').priceText).toMatch(/6-month minimum/);
    });

    it('serves the blog feed with absolute links on the public address', async () => {
      const res = await request(t.server).get('/api/content/feed.xml').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
      expect(res.text).toContain(`<link>${config.publicUrl}/blog/ai-in-modern-branding</link>`);
    });
  });

  describe('staff only', () => {
    // Every row has its body slot (undefined when none): jest gives a test whose function takes more arguments than its row a `done`.
    const routes: Array<[method: 'get' | 'post' | 'put', url: string, body: object | undefined]> = [
      ['get', '/api/admin/content/article', undefined],
      ['post', '/api/admin/content/article', { slug: 'x', fields: articleFields() }],
      ['get', '/api/admin/content/article/seed-article-ai-in-modern-branding', undefined],
      ['put', '/api/admin/content/article/seed-article-ai-in-modern-branding', { baseRevision: 1, slug: 'x', fields: articleFields() }],
      ['post', '/api/admin/content/article/seed-article-ai-in-modern-branding/publish', { revision: 1 }],
      ['post', '/api/admin/content/article/seed-article-ai-in-modern-branding/unpublish', undefined],
      ['get', '/api/admin/content/article/seed-article-ai-in-modern-branding/revisions', undefined],
      ['post', '/api/admin/content/article/seed-article-ai-in-modern-branding/preview-link', undefined],
      ['post', '/api/admin/content/render', { markdown: 'hi' }],
    ];
    it.each(routes)('%s %s: 401 without a token, 403 for a customer, and nothing changes', async (method, url, body) => {
      await as(undefined, method, url).send(body).expect(401);
      await as(customer, method, url).send(body).expect(403);
      await request(t.server).get('/api/content/articles/ai-in-modern-branding').expect(200);
    });
  });

  it('keeps a draft off the site until it is published, then audits the publication and records the change', async () => {
    const entry = await create('brand-sprints');
    expect(entry).toMatchObject({ status: 'draft', revision: 1, publishedRevision: null, author: STAFF, updatedBy: STAFF, title: 'Brand Sprints for Small Teams' });
    await request(t.server).get('/api/content/articles/brand-sprints').expect(404);
    expect((await request(t.server).get('/api/content/articles').expect(200)).body.articles.map((a: { slug: string }) => a.slug)).not.toContain('brand-sprints');
    const list = (await as(staff, 'get', '/api/admin/content/article?status=draft').expect(200)).body.items;
    expect(list.map((i: { slug: string }) => i.slug)).toEqual(['brand-sprints']);

    const before = (await request(t.server).get('/api/content/changes').expect(200)).body.latest;
    const published = await publish(entry.id, 1);
    expect(published).toMatchObject({ status: 'published', publishedRevision: 1 });
    const page = (await request(t.server).get('/api/content/articles/brand-sprints').expect(200)).body;
    expect(page.bodyHtml).toBe('<p>A <strong>sprint</strong> is five days.</p>\n<h2>Day one</h2>\n<p>We listen.</p>\n');
    expect(page.readingTime).toBe('1 min read');
    expect(await audit(entry.id)).toEqual([{ action: 'publish', actor: STAFF, subject_type: 'content' }]);
    const changes = (await request(t.server).get(`/api/content/changes?since=${before}`).expect(200)).body;
    expect(changes.changes).toEqual([{ n: before + 1, tags: ['article:brand-sprints', 'articles'] }]);
    expect(changes.latest).toBe(before + 1);

    // Archived: off the site again, audited.
    await as(staff, 'post', `/api/admin/content/article/${entry.id}/archive`).expect(200);
    await request(t.server).get('/api/content/articles/brand-sprints').expect(404);
    expect((await audit(entry.id)).map((a) => a.action)).toEqual(['publish', 'archive']);
  });

  it('shows a <script> in a body as text, marks links to other sites and drops images from elsewhere', async () => {
    const markdown = '<script>alert(1)</script>\n\n[them](https://other.example/x) [us](/contact)\n\n![x](https://tracker.example/p.gif) ![ok](/api/content/images/author-amani-kato/320.webp)';
    const rendered = (await as(staff, 'post', '/api/admin/content/render').send({ markdown }).expect(200)).body.html;
    expect(rendered).not.toContain('<script');
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered).toContain('<a href="https://other.example/x" rel="noopener noreferrer">them</a>');
    expect(rendered).toContain('<a href="/contact">us</a>');
    expect(rendered).not.toContain('tracker.example');
    expect(rendered).toContain('<img src="/api/content/images/author-amani-kato/320.webp" alt="ok" />');

    const entry = await create('script-test', articleFields({ body: markdown }));
    await publish(entry.id, 1);
    const page = (await request(t.server).get('/api/content/articles/script-test').expect(200)).body;
    expect(page.bodyHtml).toBe(rendered);
  });

  it('answers a stale save 409 with both versions and stores nothing; a restore saves an old revision anew', async () => {
    const entry = await create('stale-save');
    await publish(entry.id, 1);
    const first = await as(staff, 'put', `/api/admin/content/article/${entry.id}`)
      .send({ baseRevision: 1, slug: 'stale-save', fields: articleFields({ title: 'Tab one' }) })
      .expect(200);
    expect(first.body).toMatchObject({ revision: 2, publishedRevision: 1, status: 'published', title: 'Tab one' });

    const stale = await as(staff, 'put', `/api/admin/content/article/${entry.id}`)
      .send({ baseRevision: 1, slug: 'stale-save', fields: articleFields({ title: 'Tab two' }) })
      .expect(409);
    expect(stale.body.yours).toEqual({ slug: 'stale-save', fields: articleFields({ title: 'Tab two' }) });
    expect(stale.body.current).toMatchObject({ id: entry.id, revision: 2, fields: { title: 'Tab one' } });
    const revisions = (await as(staff, 'get', `/api/admin/content/article/${entry.id}/revisions`).expect(200)).body.revisions;
    expect(revisions.map((r: { revision: number; title: string; published: boolean }) => [r.revision, r.title, r.published])).toEqual([
      [2, 'Tab one', false],
      [1, 'Brand Sprints for Small Teams', true],
    ]);
    // The public still sees the published revision 1 while revision 2 is a draft.
    expect((await request(t.server).get('/api/content/articles/stale-save').expect(200)).body.title).toBe('Brand Sprints for Small Teams');

    await publish(entry.id, 2);
    expect((await request(t.server).get('/api/content/articles/stale-save').expect(200)).body.title).toBe('Tab one');
    const restored = (await as(staff, 'post', `/api/admin/content/article/${entry.id}/revisions/1/restore`).expect(200)).body;
    expect(restored).toMatchObject({ revision: 3, publishedRevision: 3, title: 'Brand Sprints for Small Teams' });
    expect((await request(t.server).get('/api/content/articles/stale-save').expect(200)).body.title).toBe('Brand Sprints for Small Teams');
    expect((await audit(entry.id)).map((a) => a.action)).toEqual(['publish', 'publish', 'restore']);
    await as(staff, 'post', `/api/admin/content/article/${entry.id}/revisions/99/restore`).expect(404);
  });

  it('redirects an old slug (301) to the new address once the rename is published', async () => {
    const entry = await create('old-name');
    await publish(entry.id, 1);
    await as(staff, 'put', `/api/admin/content/article/${entry.id}`).send({ baseRevision: 1, slug: 'new-name', fields: articleFields() }).expect(200);
    // Not published yet: the public address is still the old one.
    await request(t.server).get('/api/content/articles/old-name').expect(200);
    await request(t.server).get('/api/content/articles/new-name').expect(404);
    const before = (await request(t.server).get('/api/content/changes').expect(200)).body.latest;
    await publish(entry.id, 2);
    const moved = await request(t.server).get('/api/content/articles/old-name').expect(301);
    expect(moved.headers.location).toBe('/api/content/articles/new-name');
    expect((await request(t.server).get('/api/content/articles/new-name').expect(200)).body.slug).toBe('new-name');
    const changes = (await request(t.server).get(`/api/content/changes?since=${before}`).expect(200)).body.changes;
    expect(changes[0].tags).toEqual(['article:old-name', 'article:new-name', 'articles']);
    // The old address stays this entry's: another article cannot take it.
    await as(staff, 'post', '/api/admin/content/article').send({ slug: 'old-name', fields: articleFields() }).expect(409);
  });

  it('publishes a scheduled entry at its time, not before', async () => {
    const entry = await create('scheduled-one');
    const past = new Date(Date.now() - 60_000).toISOString();
    await as(staff, 'post', `/api/admin/content/article/${entry.id}/schedule`).send({ revision: 1, publishAt: past }).expect(400);
    await as(staff, 'post', `/api/admin/content/article/${entry.id}/schedule`).send({ revision: 1, publishAt: 'tomorrow' }).expect(400);
    const soon = new Date(Date.now() + 3_000).toISOString();
    const scheduled = (await as(staff, 'post', `/api/admin/content/article/${entry.id}/schedule`).send({ revision: 1, publishAt: soon }).expect(200)).body;
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: soon, publishedRevision: null });
    await request(t.server).get('/api/content/articles/scheduled-one').expect(404);
    const deadline = Date.now() + 3_000 + 3 * SCHEDULE_POLL_MS + 2_000;
    let status = 404;
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await request(t.server).get('/api/content/articles/scheduled-one')).status;
    }
    expect(status).toBe(200);
    expect((await as(staff, 'get', `/api/admin/content/article/${entry.id}`).expect(200)).body).toMatchObject({ status: 'published', publishedRevision: 1 });
    expect((await audit(entry.id)).map((a) => [a.action, a.actor])).toEqual([
      ['schedule', STAFF],
      ['publish', 'scheduler'],
    ]);
  });

  it('shows a draft to the holder of a preview link only: private, never stored, not indexed', async () => {
    const entry = await create('preview-me');
    const other = await create('not-this-one');
    const link = (await as(staff, 'post', `/api/admin/content/article/${entry.id}/preview-link`).expect(200)).body;
    const url = new URL(link.url);
    expect(url.pathname).toBe('/blog/preview-me');
    const token = url.searchParams.get('preview')!;
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const res = await request(t.server).get(`/api/content/articles/preview-me?preview=${encodeURIComponent(token)}`).expect(200);
    expect(res.body.title).toBe('Brand Sprints for Small Teams');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // The list with the token shows the draft too; without it, not.
    const list = (await request(t.server).get(`/api/content/articles?preview=${encodeURIComponent(token)}`).expect(200)).body.articles;
    expect(list.map((a: { slug: string }) => a.slug)).toContain('preview-me');

    await request(t.server).get('/api/content/articles/preview-me').expect(404);
    await request(t.server).get(`/api/content/articles/not-this-one?preview=${encodeURIComponent(token)}`).expect(404);
    await request(t.server).get(`/api/content/articles/preview-me?preview=${encodeURIComponent(token)}x`).expect(404);
    await request(t.server).get('/api/content/articles/preview-me?preview=garbage').expect(404);
    const expired = signPreviewToken(entry.id, config.jwtSecret, Date.now() - 16 * 60_000).token;
    await request(t.server).get(`/api/content/articles/preview-me?preview=${encodeURIComponent(expired)}`).expect(404);
    const otherSecret = signPreviewToken(entry.id, `${config.jwtSecret}-not`).token;
    await request(t.server).get(`/api/content/articles/preview-me?preview=${encodeURIComponent(otherSecret)}`).expect(404);
    expect(other.status).toBe('draft');
  });

  it('answers an article as the database is now: a change to a related article or to its own text shows at once, a preview is never served to visitors', async () => {
    const related = await create('kept-related', articleFields({ title: 'Related, first title', related: [] }));
    await publish(related.id, 1);
    const main = await create('kept-main', articleFields({ related: ['kept-related'] }));
    await publish(main.id, 1);
    const read = async () => (await request(t.server).get('/api/content/articles/kept-main').expect(200)).body;
    expect((await read()).related.map((r: { title: string }) => r.title)).toEqual(['Related, first title']);
    expect((await read()).related.map((r: { title: string }) => r.title)).toEqual(['Related, first title']);

    // The related article is retitled and published: the main article's answer names the new title.
    const saved = (await as(staff, 'put', `/api/admin/content/article/${related.id}`).send({ baseRevision: 1, slug: 'kept-related', fields: articleFields({ title: 'Related, second title', related: [] }) }).expect(200)).body;
    await publish(related.id, saved.revision);
    expect((await read()).related.map((r: { title: string }) => r.title)).toEqual(['Related, second title']);

    // A saved draft of the main article: its preview shows it, visitors still get the published one.
    const draft = (await as(staff, 'put', `/api/admin/content/article/${main.id}`).send({ baseRevision: 1, slug: 'kept-main', fields: articleFields({ body: 'Draft words only.', related: ['kept-related'] }) }).expect(200)).body;
    const link = (await as(staff, 'post', `/api/admin/content/article/${main.id}/preview-link`).expect(200)).body;
    const token = new URL(link.url).searchParams.get('preview')!;
    expect((await request(t.server).get(`/api/content/articles/kept-main?preview=${encodeURIComponent(token)}`).expect(200)).body.bodyHtml).toContain('Draft words only.');
    expect((await read()).bodyHtml).not.toContain('Draft words only.');
    await publish(main.id, draft.revision);
    expect((await read()).bodyHtml).toContain('Draft words only.');

    // Unpublished: gone at once, and its list entry too.
    await as(staff, 'post', `/api/admin/content/article/${main.id}/unpublish`).expect(200);
    await request(t.server).get('/api/content/articles/kept-main').expect(404);
    expect((await request(t.server).get('/api/content/articles').expect(200)).body.articles.map((a: { slug: string }) => a.slug)).not.toContain('kept-main');
  });

  it('refuses bad input with 400 (never 500) and a taken slug with 409', async () => {
    const post = (body: unknown, kind = 'article') => as(staff, 'post', `/api/admin/content/${kind}`).send(body as object);
    const bad: Array<[unknown, string]> = [
      [{ slug: 'Not A Slug', fields: articleFields() }, 'slug'],
      [{ slug: 'x--y', fields: articleFields() }, 'slug'],
      [{ slug: 'a'.repeat(101), fields: articleFields() }, 'slug'],
      [{ slug: 'ok', fields: 'text' }, 'fields'],
      [{ slug: 'ok', fields: articleFields({ extra: 1 }) }, 'fields.extra'],
      [{ slug: 'ok', fields: articleFields({ title: 'x'.repeat(201) }) }, 'fields.title'],
      [{ slug: 'ok', fields: articleFields({ date: '20 Nov 2026' }) }, 'fields.date'],
      [{ slug: 'ok', fields: articleFields({ body: 7 }) }, 'fields.body'],
      [{ slug: 'ok', fields: articleFields({ author: { name: 'A', bio: '', photoImageId: '../../etc' } }) }, 'fields.author.photoImageId'],
      [{ slug: 'ok', fields: { ...articleFields(), coverAlt: undefined } }, 'fields.coverAlt'],
      [{ slug: 'ok', fields: articleFields(), more: true }, 'more'],
    ];
    for (const [body, field] of bad) {
      const res = await post(body).expect(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    await post({ slug: 'ok', fields: { name: 'A', role: 'B', company: 'C', quote: 'D', rating: 6 } }, 'testimonial').expect(400);
    await post({ slug: 'ok', fields: { title: 'T', description: '', type: 'EXE', category: 'persona-kit', isNew: false, comingSoon: false, file: null, access: 'free', itemKey: null } }, 'resource').expect(400);
    await post({ slug: 'ok', fields: { title: 'T', description: '', type: 'PDF', category: 'persona-kit', isNew: false, comingSoon: false, file: null, access: 'paid', itemKey: null } }, 'resource').expect(400);
    await post({ slug: 'ai-in-modern-branding', fields: articleFields() }).expect(409);
    await post({ slug: 'ok', fields: articleFields() }, 'podcast').expect(404);
    await as(staff, 'put', '/api/admin/content/article/seed-article-ai-in-modern-branding').send({ baseRevision: 'one', slug: 'x', fields: articleFields() }).expect(400);
    await as(staff, 'post', '/api/admin/content/article/seed-article-ai-in-modern-branding/publish').send({ revision: 2 ** 40 }).expect(400);
    await as(staff, 'post', '/api/admin/content/article/seed-article-ai-in-modern-branding/publish').send({ revision: 9 }).expect(404);
    await as(staff, 'post', '/api/admin/content/article/seed-article-ai-in-modern-branding/revisions/abc/restore').expect(400);
    await as(staff, 'post', '/api/admin/content/article/seed-article-ai-in-modern-branding/revisions/99999999999/restore').expect(404);
    await as(staff, 'get', '/api/admin/content/article?status=gone').expect(400);
    await as(staff, 'post', '/api/admin/content/render').send({ markdown: 'x'.repeat(100_001) }).expect(400);
    await request(t.server).get('/api/content/changes?since=abc').expect(400);
    await request(t.server).get('/api/content/articles/NOT_A_SLUG').expect(404);
    await as(staff, 'get', '/api/admin/content/article/no-such-id').expect(404);
  });

  it('the catalog, downloads and account read the published resources', async () => {
    const catalog = (await request(t.server).get('/api/catalog').expect(200)).body;
    expect(catalog.resources.map((r: { id: string }) => r.id)).toEqual(['brand-persona-guide', 'persona-tools-package', 'persona-score-guide', 'predictive-brand-dashboard', 'influencer-search-engine']);
    expect(catalog.resources[0].downloadUrl).toBe('/api/drive/download/brand-persona-guide');
    // Paid: a customer without the access is refused; the free-to-sign-in ones are coming soon (404).
    await as(customer, 'get', '/api/drive/download/brand-persona-guide').expect(403);
    await as(customer, 'get', '/api/drive/download/predictive-brand-dashboard').expect(404);

    const id = 'seed-resource-brand-persona-guide';
    await as(staff, 'post', `/api/admin/content/resource/${id}/unpublish`).expect(200);
    expect((await request(t.server).get('/api/catalog').expect(200)).body.resources.map((r: { id: string }) => r.id)).not.toContain('brand-persona-guide');
    await as(customer, 'get', '/api/drive/download/brand-persona-guide').expect(404);
    await request(t.server).get('/api/content/resources/brand-persona-guide').expect(404);

    // Made free by staff: any signed-in visitor downloads it, and their account lists it.
    const current = (await as(staff, 'get', `/api/admin/content/resource/${id}`).expect(200)).body;
    const saved = (
      await as(staff, 'put', `/api/admin/content/resource/${id}`)
        .send({ baseRevision: current.revision, slug: 'brand-persona-guide', fields: { ...current.fields, access: 'free', itemKey: null } })
        .expect(200)
    ).body;
    await publish(id, saved.revision, 'resource');
    const file = await as(customer, 'get', '/api/drive/download/brand-persona-guide').expect(200);
    expect(file.headers['content-disposition']).toContain('Brand Persona Guide.docx');
    const account = (await as(customer, 'get', '/api/account').expect(200)).body;
    expect(account.downloads.map((d: { id: string }) => d.id)).toEqual(['brand-persona-guide']);
  });

  it('a resource whose file staff uploaded is downloaded from the uploads; one naming a file never uploaded is a 404, not a 500', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const stored = (await as(staff, 'post', '/api/admin/content/files').attach('file', pdf, 'Uploaded Checklist.pdf').expect(201)).body;
    expect(stored).toMatchObject({ name: 'uploaded-checklist.pdf', mime: 'application/pdf' });
    const fields = (file: { name: string; mime: string }) => ({ title: 'Uploaded checklist', description: 'A PDF staff uploaded.', type: 'PDF', category: 'persona-kit', isNew: true, comingSoon: false, file, access: 'free', itemKey: null });
    const entry = (await as(staff, 'post', '/api/admin/content/resource').send({ slug: 'uploaded-checklist', fields: fields({ name: stored.name, mime: stored.mime }) }).expect(201)).body;
    await publish(entry.id, entry.revision, 'resource');
    const file = await as(customer, 'get', '/api/drive/download/uploaded-checklist').buffer(true).parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done(null, Buffer.concat(parts)));
    }).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Uploaded checklist.pdf');
    expect(file.body).toEqual(pdf);

    const missing = (await as(staff, 'post', '/api/admin/content/resource').send({ slug: 'never-uploaded', fields: fields({ name: 'never-uploaded.pdf', mime: 'application/pdf' }) }).expect(201)).body;
    await publish(missing.id, missing.revision, 'resource');
    await as(customer, 'get', '/api/drive/download/never-uploaded').expect(404);
  });
});

describeNeeding(REDIS_MISSING)('content changes on Redis', () => {
  it('announces a publication on content:changed as { n, tags }', async () => {
    const redis = await startRedis();
    let t: TestApp | undefined;
    const subscriber = new Redis(redis.url, { lazyConnect: true });
    try {
      t = await startTestApp(pgliteTarget(), { STAFF_EMAILS: STAFF, REDIS_URL: redis.url });
      const config = t.app.get(AppConfig);
      const staff = signToken({ email: STAFF }, config.jwtSecret, 3600);
      const heard: unknown[] = [];
      await subscriber.connect();
      await subscriber.subscribe('content:changed');
      subscriber.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message)));
      await request(t.server).post('/api/admin/content/statistic/seed-statistic-projects-completed/unpublish').set('Authorization', `Bearer ${staff}`).expect(200);
      const latest = (await request(t.server).get('/api/content/changes').expect(200)).body.latest;
      for (let i = 0; i < 40 && !heard.length; i++) await new Promise((r) => setTimeout(r, 50));
      // Other apps on this Redis may announce their own changes on the channel: this one must be among them.
      expect(heard).toContainEqual({ n: latest, tags: ['site'] });
    } finally {
      subscriber.disconnect();
      await t?.close();
      redis.stop();
    }
  });
});
