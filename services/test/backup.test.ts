import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { signToken } from '../src/auth/token';
import { AppConfig } from '../src/config/app-config';
import { openDatabase } from '../src/database/open-database';
import { POSTGRES_URL, notePostgresSkipped, pgliteTarget, postgresTarget, type DbTarget } from './support/db-targets';
import { files, inquiryFields } from './support/fixtures';
import { listFiles } from './support/stored';
import { startTestApp } from './support/test-app';
import { removeDir, testConfig } from './support/test-config';

const BACKUP = path.resolve(__dirname, '..', 'bin', 'backup.js');

function tool(args: string[], env: Record<string, string | undefined>) {
  const out = spawnSync(process.execPath, [BACKUP, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  if (out.status !== 0) throw new Error(`backup.js ${args.join(' ')} failed:\n${out.stdout}${out.stderr}`);
  return out.stdout;
}

/** What a restore must bring back: inquiries, their files' rows, payments, content images' rows, and the files themselves. */
async function contents(env: Record<string, string | undefined>, dataDir: string) {
  const db = await openDatabase(testConfig({ DATA_DIR: dataDir, ...env }));
  try {
    const q = async (sql: string) => (await db.query(sql)).rows;
    const uploads = path.join(dataDir, 'uploads');
    return {
      inquiries: await q('SELECT id, business_name FROM motion_inquiries ORDER BY id'),
      inquiryFiles: await q('SELECT stored_name, size_bytes FROM motion_inquiry_files ORDER BY stored_name'),
      payments: await q('SELECT reference, status, amount FROM payments ORDER BY reference'),
      contentImages: await q("SELECT id, alt, variants FROM content_images WHERE origin = 'upload' ORDER BY id"),
      files: listFiles(uploads)
        .filter((f) => fs.statSync(path.join(uploads, f)).isFile())
        .map((f) => [f, fs.readFileSync(path.join(uploads, f)).toString('hex')]),
    };
  } finally {
    await db.close();
  }
}

const STAFF = 'editor@nyota.test';

async function fill(target: DbTarget) {
  const t = await startTestApp(target, { STAFF_EMAILS: STAFF });
  for (const name of ['Okello Foods', 'Kigali Coffee']) {
    const req = request(t.server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(inquiryFields({ businessName: name }))) req.field(k, v);
    await req.attach('files', files.png, 'logo.png').attach('files', files.pdf, 'brief.pdf').expect(201);
  }
  await t.db.query(
    `INSERT INTO payments (reference, item_key, currency, amount, method, provider, status, email, first_name, last_name, phone)
     VALUES ('NC-BACKUP-1', 'kit-essential', 'UGX', 180000, 'card', 'pesapal', 'COMPLETED', 'a@example.com', 'Amina', 'Okello', '+256700000000')`,
  );
  // An image staff uploaded for an article: its row, and its variants under uploads/content-images.
  const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#0F2C59' } }).png().toBuffer();
  await request(t.server)
    .post('/api/admin/content/images')
    .set('Authorization', `Bearer ${signToken({ email: STAFF }, t.app.get(AppConfig).jwtSecret, 600)}`)
    .field('alt', 'A market stall in Kampala')
    .attach('file', photo, 'stall.png')
    .expect(201);
  return t;
}

describe('backup and restore', () => {
  notePostgresSkipped();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  afterAll(() => removeDir(work));

  it('PGlite: a backup restored into a fresh folder holds the same inquiries, payments and files', async () => {
    const t = await fill(pgliteTarget());
    const dataDir = t.dataDir;
    await t.app.close(); // PGlite is one process: the API is stopped for its backup
    const before = await contents({}, dataDir);
    expect(before.inquiries).toHaveLength(2);
    // Two inquiries' two files each, and the image at 640 px and its own 900 px, in WebP and AVIF.
    expect(before.files).toHaveLength(8);
    expect(before.files.filter(([f]) => f.startsWith(`content-images${path.sep}`))).toHaveLength(4);
    expect(before.contentImages).toHaveLength(1);

    tool(['backup', '--out', path.join(work, 'pglite')], { DATA_DIR: dataDir });
    const [backup] = fs.readdirSync(path.join(work, 'pglite'));
    const fresh = path.join(work, 'restored-pglite');
    tool(['restore', path.join(work, 'pglite', backup)], { DATA_DIR: fresh });
    expect(await contents({}, fresh)).toEqual(before);
    // Restoring over data needs --force.
    expect(() => tool(['restore', path.join(work, 'pglite', backup)], { DATA_DIR: fresh })).toThrow(/is not empty: restore into a fresh DATA_DIR, or add --force/);
    removeDir(dataDir);
  }, 90_000);

  // Without PostgreSQL, notePostgresSkipped's test stands for this one.
  if (POSTGRES_URL) it('PostgreSQL: a pg_dump backup restored into a fresh database holds the same inquiries, payments and files', async () => {
    const target = postgresTarget(POSTGRES_URL!);
    const t = await fill(target);
    const env = target.env();
    const before = await contents(env, t.dataDir);
    tool(['backup', '--out', path.join(work, 'pg')], { DATA_DIR: t.dataDir, ...env });
    await t.close();

    const database = `restore_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      const url = new URL(POSTGRES_URL!);
      url.pathname = `/${database}`;
      const freshEnv = { DATABASE_URL: url.toString(), DATABASE_SCHEMA: env.DATABASE_SCHEMA };
      const fresh = path.join(work, 'restored-pg');
      const [backup] = fs.readdirSync(path.join(work, 'pg'));
      tool(['restore', path.join(work, 'pg', backup)], { DATA_DIR: fresh, ...freshEnv });
      expect(await contents(freshEnv, fresh)).toEqual(before);
      expect(before.inquiries).toHaveLength(2);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});
