import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { files, inquiryFields } from './support/fixtures';
import { startSmtpCatcher } from './support/smtp-catcher';
import { listFiles } from './support/stored';
import { startTestApp, type TestApp } from './support/test-app';

describe.each(dbTargets())('motion project inquiry and contact on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(target, { SMTP_URL: smtp.url, AGENCY_EMAIL: 'studio@nyota.test' });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stores a multipart inquiry with its files under server-made names, mails the agency and answers 201 { id }', async () => {
    let req = request(t.server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(inquiryFields())) req = req.field(k, v);
    const res = await req
      .attach('files', files.png, 'Mood board (final).png')
      .attach('files', files.pdf, 'brief.pdf')
      .expect(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    const id = res.body.id as string;

    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM motion_inquiries WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({
      name: 'Amina Okello',
      email: 'amina@example.com',
      business_name: 'Okello Foods',
      project_type: 'Explainer Video',
      platforms: ['Instagram', 'TikTok'],
      duration: '60 seconds',
      needs_script: true,
      budget_range: '$2,500 - $5,000',
    });

    const stored = await t.db.query<{ stored_name: string; original_name: string; size_bytes: number; content_type: string }>(
      'SELECT stored_name, original_name, size_bytes, content_type FROM motion_inquiry_files WHERE inquiry_id = $1 ORDER BY size_bytes',
      [id],
    );
    expect(stored.rows.map((r) => [r.original_name, r.content_type, r.size_bytes])).toEqual([
      ['Mood board (final).png', 'image/png', files.png.length],
      ['brief.pdf', 'application/pdf', files.pdf.length],
    ]);
    const dir = path.join(t.dataDir, 'uploads', 'inquiries', id);
    expect(listFiles(dir).sort()).toEqual(stored.rows.map((r) => r.stored_name).sort());
    for (const r of stored.rows) expect(r.stored_name).toMatch(/^[0-9a-f-]{36}\.(png|pdf)$/);
    expect(fs.readFileSync(path.join(dir, stored.rows[0].stored_name))).toEqual(files.png);
    // No temporary folder is left behind.
    expect(listFiles(path.join(t.dataDir, 'uploads', 'inquiries')).filter((f) => f.startsWith('.incoming'))).toEqual([]);

    const notice = smtp.mails.find((m) => m.raw.includes(id));
    expect(notice?.to).toEqual(['studio@nyota.test']);
    expect(notice?.raw).toContain('Subject: Motion project inquiry: Okello Foods (Explainer Video)');
    expect(notice?.raw).toMatch(/Reply-To: amina@example\.com/);
  });

  it('accepts an inquiry without files or details, and every accepted file type', async () => {
    let req = request(t.server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(inquiryFields({ additionalDetails: undefined, needsScript: 'no' }))) req = req.field(k, v);
    for (const [ext, buffer] of Object.entries(files).filter(([k]) => !['exe', 'html'].includes(k))) req = req.attach('files', buffer, `sample.${ext}`);
    req = req.attach('files', files.jpg, 'photo.JPEG');
    const res = await req.expect(201);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM motion_inquiry_files WHERE inquiry_id = $1', [res.body.id]);
    expect(count.rows[0].n).toBe(9);
    const row = await t.db.query<{ needs_script: boolean; additional_details: string }>('SELECT needs_script, additional_details FROM motion_inquiries WHERE id = $1', [res.body.id]);
    expect(row.rows[0]).toEqual({ needs_script: false, additional_details: '' });
  });

  it('stores a contact message trimmed, mails the agency and answers 201', async () => {
    const res = await request(t.server)
      .post('/api/contact')
      .send({ name: '  Kato  ', email: ' kato@example.com ', subject: ' Strategy ', message: ' Hello there ' })
      .expect(201);
    const { rows } = await t.db.query('SELECT name, email, subject, message FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(rows[0]).toEqual({ name: 'Kato', email: 'kato@example.com', subject: 'Strategy', message: 'Hello there' });
    const mail = smtp.mails.find((m) => m.raw.includes('Subject: Contact form: Strategy'));
    expect(mail?.to).toEqual(['studio@nyota.test']);
    expect(mail?.raw).toContain('Hello there');
  });
});

describe('motion project inquiry and contact on PostgreSQL', () => {
  notePostgresSkipped();
});
