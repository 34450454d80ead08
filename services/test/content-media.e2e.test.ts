import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { signToken } from '../src/auth/token';
import { ContentCardsService } from '../src/content/cards/content-cards.service';
import { dbTargets } from './support/db-targets';
import { files } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'editor@nyota.test';
const CUSTOMER = 'amina@example.com';

/** The content slice's tables (TYPES.md, its migration 0301), as far as the share cards read them. */
const CONTENT_TABLES = `
CREATE TABLE IF NOT EXISTS content_entries (id text PRIMARY KEY, kind text NOT NULL, slug text NOT NULL, status text NOT NULL,
  publish_at timestamptz, revision integer NOT NULL, published_revision integer, sort_order integer NOT NULL DEFAULT 0,
  author text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL, UNIQUE (kind, slug));
CREATE TABLE IF NOT EXISTS content_revisions (entry_id text NOT NULL REFERENCES content_entries(id), revision integer NOT NULL,
  slug text NOT NULL, fields jsonb NOT NULL, saved_by text NOT NULL, saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, revision))`;

/** A photo-like JPEG of `width` x `height` carrying EXIF (a copyright and a camera) and GPS-like text. */
function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'CameraCo' } })
    .toBuffer();
}

describe.each(dbTargets())('content media on $name', (target) => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let imagesDir: string;
  let filesDir: string;

  beforeAll(async () => {
    t = await startTestApp(target, { STAFF_EMAILS: STAFF });
    const config = t.app.get(AppConfig);
    staff = signToken({ email: STAFF }, config.jwtSecret, 600);
    customer = signToken({ email: CUSTOMER }, config.jwtSecret, 600);
    imagesDir = path.join(config.uploadsDir, 'content-images');
    filesDir = path.join(config.uploadsDir, 'content-files');
    for (const statement of CONTENT_TABLES.split(';')) await t.db.query(statement);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (file: Buffer, name: string, alt: string | undefined, token: string | null = staff) => {
    let req = request(t.server).post('/api/admin/content/images');
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (alt !== undefined) req = req.field('alt', alt);
    return req.attach('file', file, name);
  };
  const storedFiles = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []);
  const storedImages = () => (fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir) : []);
  const imageRows = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM content_images')).rows[0]?.n);

  describe('image upload', () => {
    it('writes WebP and AVIF at 640, 1024 and 1600 px from a larger photo, without its EXIF, and records who uploaded it', async () => {
      const original = await jpegWithExif(2400, 1200);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(original, 'team.jpg', '  The team at work in the Kampala studio  ').expect(201);
      const id = res.body.id as string;
      expect(res.body).toEqual({
        id,
        alt: 'The team at work in the Kampala studio',
        src: `/api/content/images/${id}/1600.webp`,
        width: 1600,
        height: 800,
        srcSet: [640, 1024, 1600].map((w) => [`/api/content/images/${id}/${w}.webp`, w]),
        avifSrcSet: [640, 1024, 1600].map((w) => [`/api/content/images/${id}/${w}.avif`, w]),
      });
      expect(fs.readdirSync(path.join(imagesDir, id)).sort()).toEqual(['1024.avif', '1024.webp', '1600.avif', '1600.webp', '640.avif', '640.webp']);
      for (const w of [640, 1024, 1600]) {
        for (const format of ['webp', 'avif'] as const) {
          const meta = await sharp(path.join(imagesDir, id, `${w}.${format}`)).metadata();
          expect(meta).toMatchObject({ format: format === 'webp' ? 'webp' : 'heif', width: w, height: w / 2 });
          expect(meta.exif).toBeUndefined();
          expect(meta.icc).toBeUndefined();
        }
        // The bytes served carry no trace of the photographer or the camera.
        expect(fs.readFileSync(path.join(imagesDir, id, `${w}.webp`)).includes('Secret Photographer')).toBe(false);
      }
      const row = (await t.db.query<{ origin: string; uploaded_by: string }>('SELECT origin, uploaded_by FROM content_images WHERE id = $1', [id])).rows[0];
      expect(row).toEqual({ origin: 'upload', uploaded_by: STAFF });
    });

    it('never writes a variant wider than the original', async () => {
      const res = await upload(await sharp({ create: { width: 500, height: 300, channels: 4, background: '#0F2C59' } }).png().toBuffer(), 'logo.png', 'Logo').expect(201);
      expect(res.body.srcSet).toEqual([[`/api/content/images/${res.body.id}/500.webp`, 500]]);
      expect(res.body.avifSrcSet).toEqual([[`/api/content/images/${res.body.id}/500.avif`, 500]]);
      const mid = await upload(await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#fff' } }).webp().toBuffer(), 'x.webp', 'White').expect(201);
      expect(mid.body.srcSet.map(([, w]: [string, number]) => w)).toEqual([640, 1024, 1200]);
    });

    it('takes an AVIF and a PNG by their bytes, whatever their names say', async () => {
      const avif = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#F2A93B' } }).avif().toBuffer();
      await upload(avif, 'picture.gif', 'Amber').expect(201);
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#F2A93B' } }).png().toBuffer();
      await upload(png, 'picture', 'Amber').expect(201);
    });

    describe('refusals store nothing', () => {
      let before: { dirs: string[]; rows: number };
      beforeEach(async () => {
        before = { dirs: storedImages(), rows: await imageRows() };
      });
      afterEach(async () => {
        expect(storedImages()).toEqual(before.dirs);
        expect(await imageRows()).toBe(before.rows);
      });

      it.each([
        ['a GIF', files.gif, 'a.jpg'],
        ['an SVG', files.svg, 'a.png'],
        ['an executable named .jpg', files.exe, 'photo.jpg'],
        ['a PDF', files.pdf, 'photo.webp'],
      ])('400 for %s', async (_what, bytes, name) => {
        const res = await upload(bytes, name, 'Alt').expect(400);
        expect(res.body.errors.file).toEqual(['Upload a JPEG, PNG, WebP or AVIF image']);
      });

      it('400 for a damaged image (a JPEG cut short, a PNG signature with nothing after it)', async () => {
        const whole = await jpegWithExif(1000, 800);
        const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'Cut').expect(400);
        expect(cut.body.errors.file[0]).toMatch(/could not be read/);
        await upload(files.png, 'tiny.png', 'Tiny').expect(400);
        await upload(files.jpg, 'fake.jpg', 'Fake').expect(400);
      });

      it('400 for a picture of more than 40 megapixels (a small file that would take gigabytes to decode)', async () => {
        const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
        expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
        expect((await upload(bomb, 'bomb.png', 'Black').expect(400)).body.errors.file).toEqual(['The image has too many pixels: at most 40 megapixels']);
      });

      it('400 without alt text, with blank alt text, or with more than 250 characters', async () => {
        const image = await jpegWithExif(700, 400);
        expect((await upload(image, 'a.jpg', undefined).expect(400)).body.errors.alt).toHaveLength(1);
        expect((await upload(image, 'a.jpg', '   ').expect(400)).body.errors.alt).toHaveLength(1);
        expect((await upload(image, 'a.jpg', 'x'.repeat(251)).expect(400)).body.errors.alt).toEqual(['Alt text must be 250 characters or fewer']);
      });

      it('400 without a file', async () => {
        const res = await request(t.server).post('/api/admin/content/images').set('Authorization', `Bearer ${staff}`).field('alt', 'Alt').expect(400);
        expect(res.body.errors.file).toHaveLength(1);
      });

      it('413 for an image over 8 MB, in the one error shape', async () => {
        const big = Buffer.concat([files.jpg, Buffer.alloc(8 * 1024 * 1024)]);
        const res = await upload(big, 'big.jpg', 'Big').expect(413);
        expect(res.body).toMatchObject({ statusCode: 413, message: 'The file must be 8 MB or smaller', errors: { file: ['The file must be 8 MB or smaller'] } });
      });

      it('401 without a token, 403 for a customer', async () => {
        const image = await jpegWithExif(700, 400);
        await upload(image, 'a.jpg', 'Alt', null).expect(401);
        await upload(image, 'a.jpg', 'Alt', customer).expect(403);
      });
    });
  });

  describe('image serving', () => {
    let id: string;
    beforeAll(async () => {
      id = (await upload(await jpegWithExif(1100, 500), 'serve.jpg', 'Served')).body.id as string;
    });

    it('serves each listed variant with its type, immutable for a year, nosniff', async () => {
      for (const [file, type] of [['640.webp', 'image/webp'], ['1024.avif', 'image/avif']]) {
        const res = await request(t.server).get(`/api/content/images/${id}/${file}`).buffer(true).parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        }).expect(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect((await sharp(res.body as Buffer).metadata()).width).toBe(Number(file.split('.')[0]));
      }
    });

    it('answers 404 for a file the row does not list, an unknown image, and any path trick', async () => {
      const secret = path.join(t.dataDir, 'secret.txt');
      fs.writeFileSync(secret, 'secret');
      for (const url of [
        `/api/content/images/${id}/1600.webp`,
        `/api/content/images/${id}/2000.avif`,
        `/api/content/images/${id}/640.png`,
        `/api/content/images/00000000-0000-4000-8000-000000000000/640.webp`,
        `/api/content/images/${id}/..%2F..%2F..%2Fsecret.txt`,
        `/api/content/images/..%2F..%2F..%2F/secret.txt`,
        `/api/content/images/${id}/%2e%2e`,
        `/api/content/images/${id}%2F..%2F..%2F..%2F/secret.txt`,
      ]) {
        const res = await request(t.server).get(url);
        expect([url, res.status]).toEqual([url, 404]);
        expect(res.text).not.toContain('secret');
      }
    });
  });

  describe('reading an image back (the editor shows saved images)', () => {
    const get = (id: string, token: string | null = staff) => {
      const req = request(t.server).get(`/api/admin/content/images/${id}`);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };

    it('answers staff what the upload answered: variants, size and alt text', async () => {
      const uploaded = (await upload(await jpegWithExif(1300, 650), 'saved.jpg', 'A saved gallery photo').expect(201)).body as { id: string };
      const res = await get(uploaded.id).expect(200);
      expect(res.body).toEqual(uploaded);
    });

    it('answers a seeded image by its readable id (what seeded entries name)', async () => {
      await t.db.query(`INSERT INTO content_images (id, alt, width, height, variants, origin) VALUES ('e2e-seeded-cover', 'A seeded cover', 640, 360, $1::jsonb, 'seed')`, [
        JSON.stringify([{ file: '640.webp', width: 640, format: 'webp' }]),
      ]);
      const res = await get('e2e-seeded-cover').expect(200);
      expect(res.body).toMatchObject({ id: 'e2e-seeded-cover', alt: 'A seeded cover', src: '/api/content/images/e2e-seeded-cover/640.webp', avifSrcSet: [] });
    });

    it('401 without a token, 403 for a customer, as the other back-office routes', async () => {
      const { id } = (await upload(await jpegWithExif(700, 400), 'private.jpg', 'Private').expect(201)).body as { id: string };
      await get(id, null).expect(401);
      expect((await get(id, customer).expect(403)).body.alt).toBeUndefined();
    });

    it('404 with a clear message for an id no image has', async () => {
      const res = await get('00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'No image has the id “00000000-0000-4000-8000-000000000000”: it was never uploaded here.' });
    });

    it.each([
      ['upper case', 'NOT-AN-ID'],
      ['a space', 'two%20words'],
      ['a dot', 'photo.webp'],
      ['81 characters', 'a'.repeat(81)],
      ['a quote', "x'%20OR%20'1'%3D'1"],
    ])('400 naming the id for an id with %s', async (_what, id) => {
      const res = await get(id).expect(400);
      expect(res.body.errors).toEqual({ id: ['Not an image id: lower-case letters, digits and dashes, at most 80'] });
    });
  });

  describe('resource files', () => {
    const send = (bytes: Buffer, name: string, token: string | null = staff) => {
      let req = request(t.server).post('/api/admin/content/files');
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      return req.attach('file', bytes, name);
    };

    it('stores a PDF under a safe name a resource entry can name (lower case) and says what it stored', async () => {
      const res = await send(files.pdf, '../Brand Guide (v2)!.pdf').expect(201);
      expect(res.body).toEqual({ name: 'brand-guide-v2.pdf', mime: 'application/pdf', size: files.pdf.length });
      expect(fs.readFileSync(path.join(filesDir, 'brand-guide-v2.pdf'))).toEqual(files.pdf);
    });

    it('names a Word document by its bytes, whatever its extension says', async () => {
      const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]);
      const res = await send(docx, 'proposal.zip').expect(201);
      expect(res.body).toMatchObject({ name: 'proposal.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    });

    it('accepts the same bytes again, and answers 409 for other bytes under a stored name without touching the file', async () => {
      await send(files.pdf, 'Brand Guide (v2)!.pdf').expect(201);
      const other = Buffer.from('%PDF-1.7\n% another document\n%%EOF\n');
      const res = await send(other, 'brand-guide-v2.pdf').expect(409);
      expect(res.body.message).toMatch(/already stored/);
      expect(fs.readFileSync(path.join(filesDir, 'brand-guide-v2.pdf'))).toEqual(files.pdf);
    });

    it('refuses other types (400), files over 20 MB (413) and non-staff (401, 403)', async () => {
      const before = storedFiles();
      expect((await send(files.exe, 'setup.pdf').expect(400)).body.errors.file).toHaveLength(1);
      await send(files.html, 'page.zip').expect(400);
      await send(Buffer.concat([files.pdf, Buffer.alloc(20 * 1024 * 1024)]), 'huge.pdf').expect(413);
      await send(files.pdf, 'a.pdf', null).expect(401);
      await send(files.pdf, 'a.pdf', customer).expect(403);
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('share cards', () => {
    async function entry(kind: string, slug: string, status: string, revisions: string[], published: number | null) {
      const id = `${kind}-${slug}`;
      await t.db.query(`INSERT INTO content_entries (id, kind, slug, status, revision, published_revision, author, updated_by) VALUES ($1, $2, $3, $4, $5, $6, 'Amina', $7)`, [
        id,
        kind,
        slug,
        status,
        revisions.length,
        published,
        STAFF,
      ]);
      for (const [i, title] of revisions.entries()) {
        await t.db.query(`INSERT INTO content_revisions (entry_id, revision, slug, fields, saved_by) VALUES ($1, $2, $3, $4, $5)`, [id, i + 1, slug, JSON.stringify({ title, category: 'Branding' }), STAFF]);
      }
      return id;
    }
    const png = (url: string) =>
      request(t.server)
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });

    beforeAll(async () => {
      await entry('article', 'ai-in-branding', 'published', ['AI in modern branding'], 1);
      await entry('case-study', 'plain-study', 'published', ['EchoTech Environmental Solutions Brand Strategy'], 1);
      await entry('article', 'secret-draft', 'draft', ['Not yet'], null);
      await entry('article', 'later', 'scheduled', ['Later'], null);
      await entry('article', 'old-news', 'archived', ['Old news'], 1);
      // Published, with a newer revision waiting for its schedule: the public still sees revision 1.
      await entry('article', 'live-until-monday', 'scheduled', ['Live now', 'Next week'], 1);
      const cover = await upload(await jpegWithExif(1800, 900), 'cover.jpg', 'Cover').expect(201);
      await entry('case-study', 'with-cover', 'published', ['A study with its cover'], 1);
      await t.db.query(`UPDATE content_revisions SET fields = fields || jsonb_build_object('coverImageId', $1::text) WHERE entry_id = 'case-study-with-cover'`, [cover.body.id]);
    });

    it('draws a 1200x630 PNG of a published article and case study, public for 5 minutes', async () => {
      for (const url of ['/api/content/cards/article/ai-in-branding.png', '/api/content/cards/case-study/plain-study.png', '/api/content/cards/case-study/with-cover.png']) {
        const res = await png(url).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=300');
        expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      }
    });

    it('draws the entry’s cover behind the card when it has one, the site’s navy otherwise', async () => {
      const topLeftRed = async (url: string) => {
        const { channels } = await sharp((await png(url).expect(200)).body as Buffer).extract({ left: 0, top: 0, width: 20, height: 20 }).stats();
        return channels[0]?.mean ?? 0;
      };
      // The cover is orange (200, 120, 40), under the top of the fade; the navy background is (11, 16, 32).
      expect(await topLeftRed('/api/content/cards/case-study/with-cover.png')).toBeGreaterThan(100);
      expect(await topLeftRed('/api/content/cards/case-study/plain-study.png')).toBeLessThan(40);
    });

    it('draws the card of what the public sees while a newer revision waits for its schedule', async () => {
      const res = await png('/api/content/cards/article/live-until-monday.png').expect(200);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    });

    it('answers 404 for drafts, scheduled and archived entries, unknown slugs and kinds', async () => {
      for (const url of [
        '/api/content/cards/article/secret-draft.png',
        '/api/content/cards/article/later.png',
        '/api/content/cards/article/old-news.png',
        '/api/content/cards/article/nothing-here.png',
        '/api/content/cards/case-study/ai-in-branding.png',
        '/api/content/cards/resource/ai-in-branding.png',
        '/api/content/cards/article/ai-in-branding.jpg',
        '/api/content/cards/article/..%2Fai-in-branding.png',
      ]) {
        expect([url, (await request(t.server).get(url)).status]).toEqual([url, 404]);
      }
    });

    it('draws a card once per published revision', async () => {
      const cards = t.app.get(ContentCardsService);
      const first = await png('/api/content/cards/article/ai-in-branding.png').expect(200);
      const renders = cards.renders;
      const again = await png('/api/content/cards/article/ai-in-branding.png').expect(200);
      expect(cards.renders).toBe(renders);
      expect(again.body).toEqual(first.body);
      await t.db.query(`INSERT INTO content_revisions (entry_id, revision, slug, fields, saved_by) VALUES ('article-ai-in-branding', 2, 'ai-in-branding', $1, $2)`, [
        JSON.stringify({ title: 'AI in modern branding, revised', category: 'Branding' }),
        STAFF,
      ]);
      await t.db.query(`UPDATE content_entries SET revision = 2, published_revision = 2 WHERE id = 'article-ai-in-branding'`);
      const revised = await png('/api/content/cards/article/ai-in-branding.png').expect(200);
      expect(cards.renders).toBe(renders + 1);
      expect(revised.body).not.toEqual(first.body);
    });
  });
});
