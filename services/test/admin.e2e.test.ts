import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createSandboxServer } from '@agency/payment-sandbox';
import { AppConfig } from '../src/config/app-config';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { files, goodContact, inquiryFields } from './support/fixtures';
import { startSmtpCatcher } from './support/smtp-catcher';
import { signInByMail } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'staff@nyota.test';
const BOSS = 'boss@nyota.test';
const CUSTOMER = 'amina@example.com';
const NOT_STAFF = 'This area is for Nyota Creative staff only.';

/** Every back-office route, with a body where it takes one: each must refuse strangers and customers. */
const ROUTES: Array<[method: 'get' | 'patch' | 'post', path: string, body?: object]> = [
  ['get', '/api/admin/me'],
  ['get', '/api/admin/inquiries'],
  ['get', '/api/admin/inquiries.csv'],
  ['get', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000'],
  ['patch', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000', { status: 'done' }],
  ['post', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/notes', { text: 'hi' }],
  ['get', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/files/00000000-0000-4000-8000-000000000000'],
  ['get', '/api/admin/messages'],
  ['get', '/api/admin/messages.csv'],
  ['get', '/api/admin/messages/00000000-0000-4000-8000-000000000000'],
  ['patch', '/api/admin/messages/00000000-0000-4000-8000-000000000000', { status: 'done' }],
  ['post', '/api/admin/messages/00000000-0000-4000-8000-000000000000/notes', { text: 'hi' }],
  ['get', '/api/admin/payments'],
  ['get', '/api/admin/payments.csv'],
  ['get', '/api/admin/payments/NCX'],
  ['post', '/api/admin/payments/NCX/check'],
  ['post', '/api/admin/payments/NCX/notes', { text: 'hi' }],
  ['get', '/api/admin/entitlements?email=amina@example.com'],
  ['post', '/api/admin/entitlements', { email: 'amina@example.com', itemKey: 'resource-access', reason: 'Paid in cash' }],
  ['post', '/api/admin/entitlements/1/revoke', { reason: 'Refunded' }],
  ['get', '/api/admin/mails/failed'],
  ['post', '/api/admin/mails/failed/00000000-0000-4000-8000-000000000000/retry'],
];

describe.each(dbTargets())('back office API on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let staff: string;
  let customer: string;

  const signIn = (email: string) => signInByMail(t.server, smtp.mails, email);

  const as = (token: string | undefined, method: 'get' | 'patch' | 'post', url: string) => {
    const req = request(t.server)[method](url);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const get = (url: string, token = staff) => as(token, 'get', url);

  async function sendInquiry(fields: Record<string, string>, attachments: Array<{ buffer: Buffer; name: string }> = []): Promise<string> {
    let req = request(t.server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(inquiryFields(fields))) req = req.field(k, v);
    for (const a of attachments) req = req.attach('files', a.buffer, a.name);
    return (await req.expect(201)).body.id as string;
  }
  const auditRows = async (subjectId: string) =>
    (await t.db.query<{ actor: string; action: string; detail: string }>('SELECT actor, action, detail FROM staff_audit WHERE subject_id = $1 ORDER BY id', [subjectId])).rows;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50 });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    t = await startTestApp(target, {
      SMTP_URL: smtp.url,
      STAFF_EMAILS: ` Staff@Nyota.test , ${BOSS}`,
      AUTH_RATE_PER_IP: '10000',
      AUTH_RATE_PER_ADDRESS: '10000',
      PAYMENT_PROVIDER_URL: sandboxUrl,
      MOMO_CALLBACK_URL: 'http://127.0.0.1:9/unreachable',
      PAYMENTS_RECONCILE: 'off',
      API_DOCS: 'on',
    });
    staff = await signIn(STAFF);
    customer = await signIn(CUSTOMER);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await new Promise((r) => sandbox?.server.close(r));
  });

  describe('who may enter', () => {
    it('answers 401 without a token or with a bad one, on every route', async () => {
      for (const [method, url, body] of ROUTES) {
        const none = await as(undefined, method, url).send(body);
        expect([url, none.status, none.body.message]).toEqual([url, 401, 'Please sign in to continue.']);
        const garbage = await as('a.b.c', method, url).send(body);
        expect([url, garbage.status]).toEqual([url, 401]);
      }
    });

    it('answers 403 with a clear message to a signed-in customer, on every route', async () => {
      for (const [method, url, body] of ROUTES) {
        const res = await as(customer, method, url).send(body);
        expect([url, res.status, res.body.message]).toEqual([url, 403, NOT_STAFF]);
      }
    });

    it('lets a staff address in after the normal e-mail sign-in, whatever its case in STAFF_EMAILS', async () => {
      const res = await get('/api/admin/me').expect(200);
      expect(res.body).toEqual({ email: STAFF, staff: true, colleagues: [BOSS, STAFF] });
      expect((await get('/api/admin/me', await signIn('BOSS@nyota.test')).expect(200)).body).toEqual({ email: BOSS, staff: true, colleagues: [BOSS, STAFF] });
    });

    it('trusts no token claim: a customer token saying staff or admin is still refused', async () => {
      const secret = t.app.get(AppConfig).jwtSecret;
      const forged = jwt.sign({ email: CUSTOMER, staff: true, role: 'admin', roles: ['staff'], isAdmin: true }, secret, { algorithm: 'HS256', subject: CUSTOMER, issuer: 'nyota-api', expiresIn: 600 });
      const res = await get('/api/admin/me', forged).expect(403);
      expect(res.body.message).toBe(NOT_STAFF);
      // Nor does a token naming a staff address under another subject.
      const mixed = jwt.sign({ email: STAFF }, secret, { algorithm: 'HS256', subject: CUSTOMER, issuer: 'nyota-api', expiresIn: 600 });
      await get('/api/admin/me', mixed).expect(401);
    });

    it('keeps every answer, refusals included, out of caches and search engines', async () => {
      for (const token of [staff, customer, undefined]) {
        const res = await as(token, 'get', '/api/admin/inquiries');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    });
  });

  it('describes every back-office route in the OpenAPI document, with typed answers and bearer auth', async () => {
    const doc = (await request(t.server).get('/api/docs-json').expect(200)).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/api/admin/inquiries', 'get').responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/AdminInquiryPageDto');
    expect(op('/api/admin/inquiries/{id}', 'patch').security).toEqual([{ bearer: [] }]);
    expect(op('/api/admin/payments/{reference}', 'get').responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/AdminPaymentDetailDto');
    expect(op('/api/admin/me', 'get').responses['403'].description).toContain(NOT_STAFF);
    for (const [method, url] of ROUTES) {
      const path = url.split('?')[0].replace(/[0-9a-f-]{36}/g, '{id}').replace('/NCX', '/{reference}').replace('/files/{id}', '/files/{fileId}').replace('/entitlements/1/', '/entitlements/{id}/');
      expect([method, path, Boolean(op(path, method))]).toEqual([method, path, true]);
    }
    expect(Object.keys(doc.components.schemas.AdminInquiryDto.properties)).toEqual(
      expect.arrayContaining(['id', 'createdAt', 'name', 'email', 'businessName', 'projectType', 'platforms', 'duration', 'needsScript', 'deadline', 'budgetRange', 'additionalDetails', 'status', 'files', 'notes']),
    );
  });

  describe('inquiries', () => {
    const ids: string[] = [];
    let withFiles: string;

    beforeAll(async () => {
      withFiles = await sendInquiry({ name: 'Amina Okello', email: 'amina@example.com', businessName: 'Okello Foods' }, [
        { buffer: files.png, name: 'Mood board ✓ (final).png' },
        { buffer: files.svg, name: 'logo.svg' },
      ]);
      ids.push(withFiles);
      ids.push(await sendInquiry({ name: 'Kato Mugisha', email: 'kato@studio.rw', businessName: '100%_Real Juice' }));
      ids.push(await sendInquiry({ name: 'Grace Uwase', email: 'grace@example.org', businessName: 'Kigali Crafts' }));
    });

    it('lists them newest first with every field of the form, their files and status', async () => {
      const res = await get('/api/admin/inquiries').expect(200);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
      const first = res.body.items.find((i: { id: string }) => i.id === withFiles);
      const form = inquiryFields();
      expect(first).toEqual({
        id: withFiles,
        source: 'form',
        phone: null,
        transcript: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        name: 'Amina Okello',
        email: 'amina@example.com',
        businessName: 'Okello Foods',
        projectType: form.projectType,
        platforms: ['Instagram', 'TikTok'],
        duration: form.duration,
        needsScript: true,
        deadline: form.deadline,
        budgetRange: form.budgetRange,
        additionalDetails: form.additionalDetails,
        status: 'new',
        owner: null,
        files: expect.arrayContaining([
          { id: expect.any(String), originalName: 'Mood board ✓ (final).png', contentType: 'image/png', sizeBytes: files.png.length },
          { id: expect.any(String), originalName: 'logo.svg', contentType: 'image/svg+xml', sizeBytes: files.svg.length },
        ]),
        notes: [],
      });
    });

    it('pages with an opaque cursor: no item twice, none left out', async () => {
      const one = await get('/api/admin/inquiries?limit=2').expect(200);
      expect(one.body.items).toHaveLength(2);
      expect(typeof one.body.nextCursor).toBe('string');
      const two = await get(`/api/admin/inquiries?limit=2&cursor=${encodeURIComponent(one.body.nextCursor)}`).expect(200);
      expect(two.body.items).toHaveLength(1);
      expect(two.body.nextCursor).toBeNull();
      expect([...one.body.items, ...two.body.items].map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    });

    it('pages rows made in the same microsecond apart by id', async () => {
      await t.db.query('UPDATE motion_inquiries SET created_at = $1 WHERE id = ANY($2::uuid[])', ['2026-01-01T10:00:00.123456Z', ids]);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: request.Response = await get(`/api/admin/inquiries?limit=1${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
        seen.push(...page.body.items.map((i: { id: string }) => i.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect([...seen].sort()).toEqual([...ids].sort());
      expect(new Set(seen).size).toBe(ids.length);
      // Back to the order they came in.
      for (const [n, id] of ids.entries()) await t.db.query(`UPDATE motion_inquiries SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, 10 - n]);
    });

    it('searches name, e-mail and business case-insensitively, taking % and _ literally', async () => {
      const found = async (q: string) => (await get(`/api/admin/inquiries?q=${encodeURIComponent(q)}`).expect(200)).body.items.map((i: { name: string }) => i.name);
      expect(await found('OKELLO')).toEqual(['Amina Okello']);
      expect(await found('studio.RW')).toEqual(['Kato Mugisha']);
      expect(await found('kigali')).toEqual(['Grace Uwase']);
      expect(await found('%')).toEqual(['Kato Mugisha']);
      expect(await found('0%_r')).toEqual(['Kato Mugisha']);
      expect(await found('_')).toEqual(['Kato Mugisha']);
      expect(await found('nobody')).toEqual([]);
      expect(await found('  ')).toHaveLength(3);
    });

    it('sets a status and takes notes, each in the audit log with who and what; the list filters by status', async () => {
      const [id] = ids;
      const patched = await as(staff, 'patch', `/api/admin/inquiries/${id}`).send({ status: 'in_progress' }).expect(200);
      expect(patched.body.status).toBe('in_progress');
      const note = await as(staff, 'post', `/api/admin/inquiries/${id}/notes`).send({ text: '  Called her, sending a quote.  ' }).expect(201);
      expect(note.body).toEqual({ id: expect.any(String), author: STAFF, text: 'Called her, sending a quote.', createdAt: expect.any(String) });
      const boss = await signIn(BOSS);
      await as(boss, 'patch', `/api/admin/inquiries/${id}`).send({ status: 'done' }).expect(200);
      // The same status again changes nothing and records nothing.
      await as(boss, 'patch', `/api/admin/inquiries/${id}`).send({ status: 'done' }).expect(200);

      const detail = await get(`/api/admin/inquiries/${id}`).expect(200);
      expect(detail.body.status).toBe('done');
      expect(detail.body.notes).toEqual([note.body]);
      expect(detail.body.audit.map((a: { actor: string; action: string; detail: string; subjectType: string; subjectId: string }) => [a.actor, a.action, a.subjectType, a.subjectId, a.detail])).toEqual([
        [STAFF, 'status', 'inquiry', id, 'new → in_progress'],
        [STAFF, 'note', 'inquiry', id, 'Called her, sending a quote.'],
        [BOSS, 'status', 'inquiry', id, 'in_progress → done'],
      ]);
      expect(await auditRows(id)).toHaveLength(3);

      expect((await get('/api/admin/inquiries?status=done').expect(200)).body.items.map((i: { id: string }) => i.id)).toEqual([id]);
      expect((await get('/api/admin/inquiries?status=new').expect(200)).body.items).toHaveLength(2);
      expect((await get('/api/admin/inquiries?status=&q=').expect(200)).body.items).toHaveLength(3);
    });

    it('refuses bad filters, cursors, statuses and notes with 400 naming the field, and unknown ids with 404', async () => {
      const bad = async (url: string, field: string) => {
        const res = await get(url).expect(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      };
      await bad('/api/admin/inquiries?status=archived', 'status');
      await bad('/api/admin/inquiries?limit=0', 'limit');
      await bad('/api/admin/inquiries?limit=101', 'limit');
      await bad('/api/admin/inquiries?limit=ten', 'limit');
      await bad('/api/admin/inquiries?cursor=not-a-cursor', 'cursor');
      await bad(`/api/admin/inquiries?cursor=${Buffer.from(JSON.stringify(['2026-02-30T10:00:00.000000Z', ids[0]])).toString('base64url')}`, 'cursor');
      await bad(`/api/admin/inquiries?cursor=${Buffer.from(JSON.stringify(['2026-01-01T10:00:00.000000Z', "x' OR 1=1"])).toString('base64url')}`, 'cursor');
      await bad(`/api/admin/inquiries?q=${'x'.repeat(201)}`, 'q');
      await bad('/api/admin/inquiries?q=a&q=b', 'q');
      await bad('/api/admin/inquiries?role=admin', 'role');
      expect((await get('/api/admin/inquiries?limit=100').expect(200)).body.items).toHaveLength(3);

      const [id] = ids;
      const patch = (body: object) => as(staff, 'patch', `/api/admin/inquiries/${id}`).send(body);
      expect((await patch({ status: 'archived' }).expect(400)).body.errors.status).toBeDefined();
      expect((await patch({}).expect(400)).body.errors.status).toBeDefined();
      expect((await patch({ status: 'done', email: 'x@y.z' }).expect(400)).body.errors.email).toEqual(['This field is not accepted']);
      const note = (text: unknown) => as(staff, 'post', `/api/admin/inquiries/${id}/notes`).send({ text });
      expect((await note('   ').expect(400)).body.errors.text).toEqual(['Note is required']);
      expect((await note('x'.repeat(2001)).expect(400)).body.errors.text).toEqual(['Note must be at most 2000 characters']);
      expect((await note(42).expect(400)).body.errors.text).toBeDefined();
      await note('x'.repeat(2000)).expect(201);

      for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc']) {
        await get(`/api/admin/inquiries/${missing}`).expect(404);
        await as(staff, 'patch', `/api/admin/inquiries/${missing}`).send({ status: 'done' }).expect(404);
        await as(staff, 'post', `/api/admin/inquiries/${missing}/notes`).send({ text: 'hi' }).expect(404);
      }
    });

    it('hands a file to staff only, as an attachment under its original name, and records the download', async () => {
      const detail = await get(`/api/admin/inquiries/${withFiles}`).expect(200);
      const named = (name: string) => (detail.body.files as Array<{ id: string; originalName: string }>).find((f) => f.originalName === name)!;
      const [png, svg] = [named('Mood board ✓ (final).png'), named('logo.svg')];
      const url = `/api/admin/inquiries/${withFiles}/files/${png.id}`;
      await get(url, customer).expect(403);
      await as(undefined, 'get', url).expect(401);
      const before = (await auditRows(withFiles)).length;

      const res = await get(url).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(res.body).toEqual(files.png);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Mood board ? (final).png"; filename*=UTF-8''Mood%20board%20%E2%9C%93%20%28final%29.png`);
      const rows = await auditRows(withFiles);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toEqual({ actor: STAFF, action: 'download', detail: `file "Mood board ✓ (final).png" (${png.id})` });

      // An SVG could carry script: it goes out as plain bytes, to be saved, never shown.
      const svgRes = await get(`/api/admin/inquiries/${withFiles}/files/${svg.id}`).expect(200);
      expect(svgRes.headers['content-type']).toBe('application/octet-stream');
      expect(svgRes.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
      expect(svgRes.headers['content-security-policy']).toContain('sandbox');

      // A file id of another inquiry, or none, finds nothing.
      await get(`/api/admin/inquiries/${ids[1]}/files/${png.id}`).expect(404);
      await get(`/api/admin/inquiries/${withFiles}/files/00000000-0000-4000-8000-000000000000`).expect(404);
      await get(`/api/admin/inquiries/${withFiles}/files/..%2F..%2Fetc%2Fpasswd`).expect(404);
    });

    it('exports the filtered list as CSV, every page, with formulas neutralised', async () => {
      await sendInquiry({ name: '=HYPERLINK("http://evil.example","click")', email: 'evil@example.com', businessName: '@SUM(A1:A2)' });
      const res = await get('/api/admin/inquiries.csv?q=evil').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.text.replace(/^\uFEFF/, '');
      const lines = text.trim().split('\n');
      expect(lines[0]).toBe('Received,Status,Name,Email,Business,Project type,Platforms,Duration,Needs a script,Deadline,Budget,Additional details,Files,Notes,Owner,Id');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,new,"'=HYPERLINK(""http://evil.example"",""click"")",evil@example.com,'@SUM(A1:A2),`);
      const all = await get('/api/admin/inquiries.csv?status=').expect(200);
      expect(all.text.trim().split('\n')).toHaveLength(1 + 4);
      const audit = await auditRows('*');
      expect(audit.filter((a) => a.action === 'export').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('contact messages', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 23; i++) {
        const res = await request(t.server)
          .post('/api/contact')
          .send({ ...goodContact, name: `Sender ${i}`, email: `sender${i}@example.com`, subject: i === 7 ? '+254 call me' : `Question ${i}` })
          .expect(201);
        ids.push(res.body.id);
      }
    });

    it('lists 20 by default, newest first, then the rest on the next page', async () => {
      const one = await get('/api/admin/messages').expect(200);
      expect(one.body.items).toHaveLength(20);
      expect(one.body.items[0]).toEqual({
        id: ids[22],
        createdAt: expect.any(String),
        name: 'Sender 22',
        email: 'sender22@example.com',
        subject: 'Question 22',
        message: goodContact.message,
        status: 'new',
        owner: null,
        notes: [],
      });
      const two = await get(`/api/admin/messages?cursor=${one.body.nextCursor}`).expect(200);
      expect(two.body.nextCursor).toBeNull();
      expect([...one.body.items, ...two.body.items].map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    });

    it('searches, sets a status, takes a note, and shows the audit on the message', async () => {
      const found = await get('/api/admin/messages?q=SENDER7@').expect(200);
      expect(found.body.items.map((m: { id: string }) => m.id)).toEqual([ids[7]]);
      await as(staff, 'patch', `/api/admin/messages/${ids[7]}`).send({ status: 'done' }).expect(200);
      await as(staff, 'post', `/api/admin/messages/${ids[7]}/notes`).send({ text: 'Answered by phone' }).expect(201);
      const detail = await get(`/api/admin/messages/${ids[7]}`).expect(200);
      expect(detail.body.status).toBe('done');
      expect(detail.body.notes.map((n: { text: string; author: string }) => [n.author, n.text])).toEqual([[STAFF, 'Answered by phone']]);
      expect(detail.body.audit.map((a: { action: string; detail: string }) => [a.action, a.detail])).toEqual([
        ['status', 'new → done'],
        ['note', 'Answered by phone'],
      ]);
      expect((await get('/api/admin/messages?status=done').expect(200)).body.items).toHaveLength(1);
      await get('/api/admin/messages/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('exports every message (more than one page) as CSV', async () => {
      const res = await get('/api/admin/messages.csv').expect(200);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
      expect(lines[0]).toBe('Received,Status,Name,Email,Subject,Message,Notes,Owner,Id');
      expect(lines).toHaveLength(1 + 23);
      expect(lines.find((l) => l.includes('sender7@'))).toContain(",'+254 call me,");
    });
  });

  describe('payments', () => {
    const person = { firstName: 'Amina', lastName: 'Nakato', phone: '+256700000111' };
    let momo: string;
    let card: string;

    beforeAll(async () => {
      const m = await request(t.server)
        .post('/api/payments/initiate')
        .send({ ...person, email: 'momo-buyer@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: '0772 100 008' })
        .expect(200);
      momo = m.body.reference;
      const c = await request(t.server)
        .post('/api/payments/initiate')
        .set('Authorization', `Bearer ${customer}`)
        .send({ firstName: 'Kato', lastName: 'Mugisha', phone: '+250788000222', email: 'kato-card@example.com', itemKey: 'kit-essential', currency: 'RWF', payment_method: 'card' })
        .expect(200);
      card = c.body.reference;
    });

    it('lists payments newest first with item, amount, method, network, buyer, provider reference and state', async () => {
      const res = await get('/api/admin/payments').expect(200);
      expect(res.body.items.map((p: { reference: string }) => p.reference)).toEqual([card, momo]);
      const [cardItem, momoItem] = res.body.items;
      expect(momoItem).toMatchObject({
        reference: momo,
        itemKey: 'resource-access',
        itemName: 'Resource Hub one-time access',
        amount: 180000,
        currency: 'UGX',
        method: 'mobile',
        network: 'mtn',
        provider: 'momo',
        providerRef: expect.any(String),
        status: 'PENDING',
        buyer: { email: 'momo-buyer@example.com', firstName: 'Amina', lastName: 'Nakato', phone: '+256700000111', accountEmail: null },
        confirmation: null,
        entitlements: [],
      });
      expect(cardItem).toMatchObject({ method: 'card', network: null, provider: 'pesapal', currency: 'RWF', buyer: { accountEmail: CUSTOMER } });
    });

    it('searches by reference, e-mail, name, phone and provider reference, and filters by state', async () => {
      const found = async (q: string, status = '') =>
        (await get(`/api/admin/payments?q=${encodeURIComponent(q)}&status=${status}`).expect(200)).body.items.map((p: { reference: string }) => p.reference);
      const providerRef = (await get(`/api/admin/payments/${momo}`).expect(200)).body.providerRef as string;
      expect(await found(momo.toLowerCase())).toEqual([momo]);
      expect(await found('KATO-CARD')).toEqual([card]);
      expect(await found('amina nakato')).toEqual([momo]);
      expect(await found('788000222')).toEqual([card]);
      expect(await found(providerRef)).toEqual([momo]);
      expect(await found(CUSTOMER)).toEqual([card]);
      expect(await found('', 'PENDING')).toEqual([card, momo]);
      expect(await found('', 'COMPLETED')).toEqual([]);
      await get('/api/admin/payments?status=pending').expect(400);
      await get('/api/admin/payments?limit=1').expect(200);
    });

    it('checks a payment with the provider now: settled, entitlement granted, history and audit shown', async () => {
      await new Promise((r) => setTimeout(r, 150)); // the sandbox approves after 50 ms
      // MoMo's status endpoint down: the answer says it could not be reached, never a state it did not give.
      sandbox.state.faults.set('GET /collection/v1_0/requesttopay/', { status: 503, body: '', times: 1 });
      const down = await as(staff, 'post', `/api/admin/payments/${momo}/check`).expect(200);
      expect(down.body).toMatchObject({ status: 'PENDING', checked: { reached: false, detail: 'Payment verification failed' } });
      expect(down.body.audit.at(-1).detail).toBe('asked the provider: could not be reached (Payment verification failed); payment still PENDING');
      const res = await as(staff, 'post', `/api/admin/payments/${momo}/check`).expect(200);
      expect(res.body.status).toBe('COMPLETED');
      expect(res.body.checked).toEqual({ reached: true, detail: 'COMPLETED: Payment completed' });
      expect(res.body.entitlements).toEqual([
        expect.objectContaining({ email: 'momo-buyer@example.com', itemKey: 'resource-access', source: 'payment', revokedAt: null, revokedReason: null }),
      ]);
      expect(res.body.history.map((h: { status: string; source: string }) => [h.status, h.source])).toEqual([
        ['PENDING', 'initiate'],
        ['PENDING', 'check-now'],
        ['COMPLETED', 'check-now'],
      ]);
      expect(res.body.audit.map((a: { actor: string; action: string; detail: string }) => [a.actor, a.action, a.detail])).toEqual([
        [STAFF, 'check', 'asked the provider: could not be reached (Payment verification failed); payment still PENDING'],
        [STAFF, 'check', 'asked the provider: it answered COMPLETED (Payment completed); payment PENDING → COMPLETED'],
      ]);
      // Asked again: nothing changes, and that is recorded too.
      const again = await as(staff, 'post', `/api/admin/payments/${momo}/check`).expect(200);
      expect(again.body.audit.at(-1).detail).toBe('asked the provider: it answered COMPLETED (Payment completed); payment still COMPLETED');
      await as(staff, 'post', '/api/admin/payments/NCNOSUCHPAYMENT/check').expect(404);
      await get('/api/admin/payments/NC%20bad%27ref').expect(404);
    });

    it('grants an item by hand with a reason: the account can download at once, and the grant is in the audit log', async () => {
      const download = () => get('/api/drive/download/brand-persona-guide', customer);
      await download().expect(403);
      const res = await as(staff, 'post', '/api/admin/entitlements').send({ email: ' Amina@Example.com ', itemKey: 'resource-access', reason: '  Paid in cash at the studio ' }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^\d+$/),
        email: CUSTOMER,
        itemKey: 'resource-access',
        source: 'staff',
        paymentReference: null,
        grantedBy: STAFF,
        grantReason: 'Paid in cash at the studio',
        createdAt: expect.any(String),
        revokedAt: null,
        revokedBy: null,
        revokedReason: null,
        active: true,
        audit: [expect.objectContaining({ actor: STAFF, action: 'grant', subjectType: 'entitlement', subjectId: res.body.id, detail: 'resource-access to amina@example.com: Paid in cash at the studio' })],
      });
      await download().expect(200);

      const listed = await get(`/api/admin/entitlements?email=${encodeURIComponent('AMINA@example.com')}`).expect(200);
      expect(listed.body.items.map((e: { id: string }) => e.id)).toContain(res.body.id);

      // Revoked with a reason: the download stops at once; the row stays as history.
      const revoked = await as(staff, 'post', `/api/admin/entitlements/${res.body.id}/revoke`).send({ reason: 'Cash payment bounced' }).expect(200);
      expect(revoked.body).toMatchObject({ id: res.body.id, active: false, revokedBy: STAFF, revokedReason: 'Cash payment bounced', revokedAt: expect.any(String) });
      expect(revoked.body.audit.map((a: { action: string; detail: string }) => [a.action, a.detail])).toEqual([
        ['grant', 'resource-access to amina@example.com: Paid in cash at the studio'],
        ['revoke', 'resource-access of amina@example.com: Cash payment bounced'],
      ]);
      await download().expect(403);
      // A second revocation keeps the first one and records nothing more.
      const again = await as(staff, 'post', `/api/admin/entitlements/${res.body.id}/revoke`).send({ reason: 'Again' }).expect(200);
      expect(again.body).toMatchObject({ revokedAt: revoked.body.revokedAt, revokedReason: 'Cash payment bounced' });
      expect(again.body.audit).toHaveLength(2);
      expect((await t.db.query('SELECT 1 FROM entitlements WHERE id = $1', [res.body.id])).rows).toHaveLength(1);
    });

    it('grants for a payment that never settled; shows it on the payment; refuses a second one and bad input', async () => {
      const res = await as(staff, 'post', '/api/admin/entitlements').send({ email: CUSTOMER, itemKey: 'kit-essential', reason: 'Paid by bank transfer', paymentReference: card }).expect(201);
      const detail = await get(`/api/admin/payments/${card}`).expect(200);
      expect(detail.body.entitlements).toEqual([expect.objectContaining({ id: res.body.id, source: 'staff', paymentReference: card, grantedBy: STAFF })]);
      expect(detail.body.audit.map((a: { action: string; subjectType: string }) => [a.action, a.subjectType])).toEqual([['grant', 'entitlement']]);

      const grant = (body: object) => as(staff, 'post', '/api/admin/entitlements').send({ email: CUSTOMER, itemKey: 'kit-essential', reason: 'Because', ...body });
      expect((await grant({ paymentReference: card }).expect(409)).body.message).toBe('This payment already has an entitlement.');
      expect((await grant({ itemKey: 'free-stuff' }).expect(400)).body.errors.itemKey).toEqual(['Unknown item']);
      expect((await grant({ reason: 'ok' }).expect(400)).body.errors.reason).toEqual(['Reason must be at least 3 characters']);
      expect((await grant({ reason: 'x'.repeat(501) }).expect(400)).body.errors.reason).toEqual(['Reason must be at most 500 characters']);
      expect((await grant({ email: 'not-an-address' }).expect(400)).body.errors.email).toEqual(['Please enter a valid email address']);
      expect((await grant({ paymentReference: 'NCNOSUCH' }).expect(400)).body.errors.paymentReference).toEqual(['Unknown payment']);
      expect((await grant({ paymentReference: momo }).expect(400)).body.errors.itemKey).toBeDefined();
      await grant({ source: 'payment' }).expect(400);
      const revoke = (id: string, body: object = { reason: 'Refunded' }) => as(staff, 'post', `/api/admin/entitlements/${id}/revoke`).send(body);
      await revoke('999999999').expect(404);
      await revoke('abc').expect(404);
      expect((await revoke(res.body.id, {}).expect(400)).body.errors.reason).toBeDefined();
      await get('/api/admin/entitlements?email=nope').expect(400);
    });

    it('takes notes on a payment, shown with it and in its audit', async () => {
      const note = await as(staff, 'post', `/api/admin/payments/${card}/notes`).send({ text: 'Client sent the bank slip by WhatsApp' }).expect(201);
      expect(note.body).toMatchObject({ author: STAFF, text: 'Client sent the bank slip by WhatsApp' });
      const detail = await get(`/api/admin/payments/${card}`).expect(200);
      expect(detail.body.notes).toEqual([note.body]);
      expect(detail.body.audit.at(-1)).toMatchObject({ action: 'note', subjectType: 'payment', subjectId: card });
      await as(staff, 'post', '/api/admin/payments/NCNOSUCH/notes').send({ text: 'hi' }).expect(404);
    });

    it('exports payments as CSV', async () => {
      const res = await get('/api/admin/payments.csv?status=COMPLETED').expect(200);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
      expect(lines[0]).toBe('Started,Reference,Status,Item,Amount,Currency,Method,Network,Provider,Provider reference,Confirmation,First name,Last name,Email,Phone,Account,Entitlements');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${momo},COMPLETED,Resource Hub one-time access,180000,UGX,mobile,mtn,momo,`);
      // A phone number starting with + is shown as text, not read as a formula.
      expect(lines[1]).toContain(",'+256700000111,");
    });
  });
});

describe('back office: PostgreSQL', () => {
  notePostgresSkipped();
});
