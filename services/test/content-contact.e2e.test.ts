import { AGENCY_FACTS, MAIN_LINE } from '@agency/server-kit';
import request from 'supertest';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'editor@nyota.test';
const ID = 'seed-contact-agency';

/** The answer of GET /api/content/contact for the facts of agency-facts.json (the seed, migration 0311). */
const SEEDED = {
  email: AGENCY_FACTS.email,
  location: AGENCY_FACTS.location,
  phones: AGENCY_FACTS.phones,
  mainLine: { display: MAIN_LINE.display, href: MAIN_LINE.href },
  whatsapp: AGENCY_FACTS.whatsapp,
  offices: AGENCY_FACTS.offices,
  socials: AGENCY_FACTS.socials,
};

/** The contact entry's fields as the editor sends them: the seed's, changed by `change`. */
type Fields = {
  email: string;
  location: string;
  phones: Array<{ country: string; countryCode: string; display: string }>;
  mainLine: string;
  whatsapp: string;
  offices: Array<{ locality: string; country: string; phone: string }>;
  socials: { facebook: string; instagram: string; linkedin: string };
};
const seededFields = (): Fields => ({
  email: AGENCY_FACTS.email,
  location: AGENCY_FACTS.location,
  phones: AGENCY_FACTS.phones.map(({ country, countryCode, display }) => ({ country, countryCode, display })),
  mainLine: AGENCY_FACTS.mainLine,
  whatsapp: AGENCY_FACTS.whatsapp.display,
  offices: AGENCY_FACTS.offices.map((o) => ({ ...o })),
  socials: { ...AGENCY_FACTS.socials },
});
const fieldsWith = (change: (f: Fields) => void): Fields => {
  const fields = seededFields();
  change(fields);
  return fields;
};

/** The Ugandan line, renumbered: the main line and the Kampala office's. */
const OLD_LINE = '+256 772 601 944';
const NEW_LINE = '+256 700 123 456';
const renumbered = () =>
  fieldsWith((f) => {
    f.phones = f.phones.map((p) => (p.display === OLD_LINE ? { ...p, display: NEW_LINE } : p));
    f.mainLine = NEW_LINE;
    f.offices = f.offices.map((o) => (o.phone === OLD_LINE ? { ...o, phone: NEW_LINE } : o));
  });

/** The agency's contact details as published content (kind `contact`): one entry, always on the site. */
describe.each(dbTargets())('the contact details on $name', (target) => {
  notePostgresSkipped();
  let t: TestApp;
  let staff: string;

  const as = (method: 'get' | 'post' | 'put', url: string) => request(t.server)[method](url).set('Authorization', `Bearer ${staff}`);
  const entry = async () => (await as('get', `/api/admin/content/contact/${ID}`).expect(200)).body;
  const publicRead = () => request(t.server).get('/api/content/contact').expect(200);
  const ask = (message: string) => request(t.server).post('/api/assistant/messages').send({ conversationId: `contact-${Date.now()}`, message, currency: 'UGX' }).expect(200);
  const stored = async () => ({
    entries: (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_entries WHERE kind = 'contact'")).rows[0].n,
    revisions: (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_revisions r JOIN content_entries e ON e.id = r.entry_id WHERE e.kind = 'contact'")).rows[0].n,
  });

  beforeAll(async () => {
    t = await startTestApp(target, { STAFF_EMAILS: STAFF });
    staff = signToken({ email: STAFF }, t.app.get(AppConfig).jwtSecret, 3600);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the seeded facts of agency-facts.json, with their tel: and wa.me links, tagged `contact`', async () => {
    const res = await publicRead();
    expect(res.body).toEqual(SEEDED);
    expect(res.body.phones[0]).toEqual({ country: 'Rwanda', countryCode: 'RW', display: '+250 788 412 630', href: 'tel:+250788412630' });
    expect(res.body.whatsapp).toEqual({ display: '+256 772 601 944', href: 'https://wa.me/256772601944' });
    expect(res.headers['content-tags']).toBe('contact');
    expect(res.headers['cache-control']).toMatch(/^public/);
    // The back office lists the one entry, published, by a fixed title.
    const items = (await as('get', '/api/admin/content/contact').expect(200)).body.items;
    expect(items).toEqual([expect.objectContaining({ id: ID, slug: 'agency', title: 'Contact details', status: 'published', revision: 1, publishedRevision: 1 })]);
  });

  it('keeps a draft’s new number to its preview until it is published; then the site and the assistant give it', async () => {
    const before = (await request(t.server).get('/api/content/changes').expect(200)).body.latest;
    const saved = (await as('put', `/api/admin/content/contact/${ID}`).send({ baseRevision: 1, slug: 'agency', fields: renumbered() }).expect(200)).body;
    expect(saved).toMatchObject({ revision: 2, publishedRevision: 1, status: 'published' });

    // Visitors still get the published number.
    expect((await publicRead()).body.mainLine).toEqual({ display: OLD_LINE, href: 'tel:+256772601944' });
    const talk = await ask('Can I talk to your team?');
    expect(talk.body.links.map((l: { href: string }) => l.href)).toContain('tel:+256772601944');

    // The preview link opens the contact page with the draft.
    const link = (await as('post', `/api/admin/content/contact/${ID}/preview-link`).expect(200)).body;
    const url = new URL(link.url);
    expect(url.pathname).toBe('/contact');
    const token = url.searchParams.get('preview')!;
    const preview = await request(t.server).get(`/api/content/contact?preview=${encodeURIComponent(token)}`).expect(200);
    expect(preview.body.mainLine).toEqual({ display: NEW_LINE, href: 'tel:+256700123456' });
    expect(preview.body.phones.map((p: { display: string }) => p.display)).toEqual(['+250 788 412 630', '+250 722 905 118', NEW_LINE]);
    expect(preview.body.offices[0]).toEqual({ locality: 'Kampala', country: 'UG', phone: NEW_LINE });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['content-tags']).toBe('contact');
    await request(t.server).get('/api/content/contact?preview=garbage').expect(404);
    // A token of another kind's entry opens nothing here.
    const article = (await as('post', '/api/admin/content/article/seed-article-ai-in-modern-branding/preview-link').expect(200)).body;
    await request(t.server).get(`/api/content/contact?preview=${encodeURIComponent(new URL(article.url).searchParams.get('preview')!)}`).expect(404);
    expect((await publicRead()).body).toEqual(SEEDED);

    // Published: the public read, the change feed and the assistant have the new number at once.
    await as('post', `/api/admin/content/contact/${ID}/publish`).send({ revision: 2 }).expect(200);
    const after = await publicRead();
    expect(after.headers['content-tags']).toBe('contact');
    expect(after.body.mainLine).toEqual({ display: NEW_LINE, href: 'tel:+256700123456' });
    expect(after.body.phones[2]).toEqual({ country: 'Uganda', countryCode: 'UG', display: NEW_LINE, href: 'tel:+256700123456' });
    expect(after.body.whatsapp).toEqual(SEEDED.whatsapp);
    const changes = (await request(t.server).get(`/api/content/changes?since=${before}`).expect(200)).body.changes;
    expect(changes).toEqual([{ n: before + 1, tags: ['contact'] }]);

    const contact = await ask('Can I talk to your team?');
    expect(contact.body.text).toMatch(/^We'd love to talk!/);
    expect(contact.body.links).toEqual(
      expect.arrayContaining([
        { label: `Call ${NEW_LINE}`, href: 'tel:+256700123456' },
        { label: 'WhatsApp +256 772 601 944', href: 'https://wa.me/256772601944' },
        { label: `E-mail ${AGENCY_FACTS.email}`, href: `mailto:${AGENCY_FACTS.email}` },
      ]),
    );
    expect(contact.body.links.map((l: { href: string }) => l.href)).not.toContain('tel:+256772601944');
    // The contact page's passage the assistant quotes has the published numbers too.
    const phone = await ask('What is your phone number?');
    expect(phone.body.text).toContain(NEW_LINE);

    // Back to the seed's numbers for the tests after this one (a restore publishes at once on a published entry).
    await as('post', `/api/admin/content/contact/${ID}/revisions/1/restore`).expect(200);
    expect((await publicRead()).body).toEqual(SEEDED);
  });

  it('is one entry: a second one is refused with 409 and nothing is stored', async () => {
    const before = await stored();
    const res = await as('post', '/api/admin/content/contact').send({ slug: 'second', fields: seededFields() }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: 'The contact details are one entry: edit it.' });
    await as('post', '/api/admin/content/contact').send({ slug: 'agency', fields: seededFields() }).expect(409);
    expect(await stored()).toEqual(before);
    // The database keeps it to one too (two creates at once: the unique index decides, the loser gets the same 409).
    await expect(
      t.db.query("INSERT INTO content_entries (id, kind, slug, status, revision, sort_order, author, updated_by) VALUES ('racing', 'contact', 'racing', 'draft', 1, 0, $1, $1)", [STAFF]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'content_entries_one_contact' });
    expect(await stored()).toEqual(before);
  });

  it('cannot be archived nor unpublished while published (409): the site always shows contact details', async () => {
    const before = await entry();
    for (const action of ['archive', 'unpublish']) {
      const res = await as('post', `/api/admin/content/contact/${ID}/${action}`).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: 'The site always shows contact details: edit them instead.' });
    }
    expect(await entry()).toEqual(before);
    expect((await publicRead()).body).toEqual(SEEDED);
    const audit = (await t.db.query<{ action: string }>("SELECT action FROM staff_audit WHERE subject_id = $1 AND action IN ('archive', 'unpublish')", [ID])).rows;
    expect(audit).toEqual([]);
  });

  it('refuses bad fields with 400 naming the field, and stores nothing', async () => {
    const before = await stored();
    const current = await entry();
    const bad: Array<[string, Fields, string]> = [
      ['mainLine not among the phones', fieldsWith((f) => (f.mainLine = '+250 700 000 000')), 'fields.mainLine'],
      ['a phone "12ab"', fieldsWith((f) => (f.phones[0].display = '12ab')), 'fields.phones.0.display'],
      ['a social page over http', fieldsWith((f) => (f.socials.instagram = 'http://www.instagram.com/nyotacreative')), 'fields.socials.instagram'],
      ['countryCode "rw"', fieldsWith((f) => (f.phones[0].countryCode = 'rw')), 'fields.phones.0.countryCode'],
      ['7 phones', fieldsWith((f) => (f.phones = Array.from({ length: 7 }, (_, i) => ({ country: 'Rwanda', countryCode: 'RW', display: `+250 788 412 63${i}` })))), 'fields.phones'],
    ];
    for (const [label, fields, field] of bad) {
      const res = await as('put', `/api/admin/content/contact/${ID}`).send({ baseRevision: current.revision, slug: 'agency', fields });
      expect([label, res.status]).toEqual([label, 400]);
      expect(Object.keys(res.body.errors)).toContain(field);
      // A new entry with them is refused for its fields first.
      const created = await as('post', '/api/admin/content/contact').send({ slug: 'another', fields });
      expect([label, created.status]).toEqual([label, 400]);
    }
    const mainLine = await as('put', `/api/admin/content/contact/${ID}`).send({ baseRevision: current.revision, slug: 'agency', fields: bad[0][1] }).expect(400);
    expect(mainLine.body.message).toBe('mainLine must be the number of one of the phones, as written there');
    expect(await stored()).toEqual(before);
    expect(await entry()).toEqual(current);
    expect((await publicRead()).body).toEqual(SEEDED);
  });

  it('answers the released facts when no contact entry is published (a database between migrations)', async () => {
    // Only the database can get here: the editor never takes the entry off the site.
    await t.db.query("UPDATE content_entries SET status = 'draft', published_revision = NULL WHERE id = $1", [ID]);
    await t.db.query("INSERT INTO content_changes (tags) VALUES ('{contact}')");
    try {
      const res = await publicRead();
      expect(res.body).toEqual(SEEDED);
      expect(res.headers['content-tags']).toBe('contact');
      const contact = await ask('Can I talk to your team?');
      expect(contact.body.links.map((l: { href: string }) => l.href)).toEqual(expect.arrayContaining([MAIN_LINE.href, AGENCY_FACTS.whatsapp.href]));
    } finally {
      const revision = (await entry()).revision;
      await as('post', `/api/admin/content/contact/${ID}/publish`).send({ revision }).expect(200);
    }
  });
});
