import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createSandboxServer } from '@agency/payment-sandbox';
import { dbTargets } from './support/db-targets';
import { goodContact, inquiryFields } from './support/fixtures';
import { startSmtpCatcher } from './support/smtp-catcher';
import { signInByMail } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const STAFF = 'staff@nyota.test';
const BOSS = 'boss@nyota.test';
const BUYER = 'wanjiru@example.com';

/** A staff member's day (issue 54): answer, own, sort and find; grant again; close a stuck payment. */
describe.each(dbTargets())('the back office day on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let staff: string;
  let boss: string;

  const signIn = (email: string) => signInByMail(t.server, smtp.mails, email);
  const call = (method: 'get' | 'patch' | 'post', url: string, token = staff) => request(t.server)[method](url).set('Authorization', `Bearer ${token}`);
  const sendInquiry = async (fields: Record<string, string>) => {
    let req = request(t.server).post('/api/motion-project-inquiry');
    for (const [k, v] of Object.entries(inquiryFields(fields))) req = req.field(k, v);
    return (await req.expect(201)).body.id as string;
  };
  const sendMessage = async (n: number) =>
    (await request(t.server).post('/api/contact').send({ ...goodContact, name: `Sender ${n}`, email: `day${n}@example.com`, subject: `Day ${n}` }).expect(201)).body.id as string;
  const actions = async (id: string) =>
    (await t.db.query<{ action: string; detail: string }>('SELECT action, detail FROM staff_audit WHERE subject_id = $1 ORDER BY id', [id])).rows.map((r) => [r.action, r.detail]);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50 });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    t = await startTestApp(target, {
      SMTP_URL: smtp.url,
      STAFF_EMAILS: `${STAFF},${BOSS}`,
      AUTH_RATE_PER_IP: '10000',
      AUTH_RATE_PER_ADDRESS: '10000',
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`,
      MOMO_CALLBACK_URL: 'http://127.0.0.1:9/unreachable',
      PAYMENTS_RECONCILE: 'off',
    });
    staff = await signIn(STAFF);
    boss = await signIn(BOSS);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await new Promise((r) => sandbox?.server.close(r));
  });

  it('a reply is recorded and moves a new inquiry to in progress; a phone known from a payment comes with it', async () => {
    await request(t.server)
      .post('/api/payments/initiate')
      .send({ firstName: 'Wanjiru', lastName: 'K', phone: '0772 100 003', email: BUYER, itemKey: 'kit-essential', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: '0772 100 003' })
      .expect(200);
    const id = await sendInquiry({ email: BUYER, businessName: 'Reply Check' });
    expect((await call('get', `/api/admin/inquiries/${id}`).expect(200)).body).toMatchObject({ status: 'new', owner: null, knownPhone: '+256772100003' });
    const replied = await call('post', `/api/admin/inquiries/${id}/reply`).send({ channel: 'email' }).expect(200);
    expect(replied.body.status).toBe('in_progress');
    // A second answer is recorded too; the status it has stays.
    await call('post', `/api/admin/inquiries/${id}/reply`).send({ channel: 'whatsapp' }).expect(200);
    expect(await actions(id)).toEqual([
      ['reply', 'replied by email'],
      ['status', 'new → in_progress'],
      ['reply', 'replied by whatsapp'],
    ]);
    expect((await call('post', `/api/admin/inquiries/${id}/reply`).send({ channel: 'pigeon' }).expect(400)).body.errors.channel).toBeDefined();
    await call('post', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/reply').send({ channel: 'call' }).expect(404);
  });

  it('gives an item to me or a colleague on STAFF_EMAILS (audited), and lists filter by owner', async () => {
    const id = await sendMessage(1);
    const mine = await call('patch', `/api/admin/messages/${id}/owner`).send({ owner: ' Staff@Nyota.test ' }).expect(200);
    expect(mine.body.owner).toBe(STAFF);
    expect((await call('patch', `/api/admin/messages/${id}/owner`).send({ owner: 'stranger@example.com' }).expect(400)).body.errors.owner).toEqual(['Choose a colleague from the staff list']);
    const listed = async (owner: string, token = staff) => (await call('get', `/api/admin/messages?owner=${owner}`, token).expect(200)).body.items.map((m: { id: string }) => m.id);
    expect(await listed('me')).toEqual([id]);
    expect(await listed('me', boss)).toEqual([]);
    await call('patch', `/api/admin/messages/${id}/owner`).send({ owner: BOSS }).expect(200);
    expect(await listed('me', boss)).toEqual([id]);
    expect(await listed('none')).not.toContain(id);
    await call('patch', `/api/admin/messages/${id}/owner`).send({ owner: null }).expect(200);
    expect(await listed('none')).toContain(id);
    expect(await actions(id)).toEqual([
      ['assign', `nobody → ${STAFF}`],
      ['assign', `${STAFF} → ${BOSS}`],
      ['assign', `${BOSS} → nobody`],
    ]);
  });

  it('changes the status of selected rows at once, each change audited, unknown ids named', async () => {
    const ids = [await sendMessage(2), await sendMessage(3)];
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await call('post', '/api/admin/messages/bulk-status').send({ ids: [...ids, missing], status: 'done' }).expect(200);
    expect(res.body).toEqual({ changed: ids, notFound: [missing] });
    for (const id of ids) expect(await actions(id)).toEqual([['status', 'new → done']]);
    expect((await call('post', '/api/admin/messages/bulk-status').send({ ids: [], status: 'done' }).expect(400)).body.errors.ids).toBeDefined();
    expect((await call('post', '/api/admin/messages/bulk-status').send({ ids: ['1; DROP'], status: 'done' }).expect(400)).body.errors.ids).toBeDefined();
  });

  it('sorts oldest first or by status and pages without repeating or losing a row; filters by a date range', async () => {
    const all = (await call('get', '/api/admin/messages?limit=100').expect(200)).body.items as Array<{ id: string; status: string; createdAt: string }>;
    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor = '';
      for (;;) {
        const page = (await call('get', `/api/admin/messages?sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200)).body;
        seen.push(...page.items.map((m: { id: string }) => m.id));
        if (!page.nextCursor) return seen;
        cursor = page.nextCursor;
      }
    };
    expect(await walk('oldest')).toEqual(all.map((m) => m.id).reverse());
    const byStatus = await walk('status');
    const rank = { new: 0, in_progress: 1, done: 2 } as Record<string, number>;
    expect(byStatus).toEqual([...all].sort((a, b) => rank[a.status] - rank[b.status]).map((m) => m.id));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call('get', `/api/admin/messages?from=${encodeURIComponent(future)}`).expect(200)).body.items).toEqual([]);
    expect((await call('get', `/api/admin/messages?to=${encodeURIComponent(future)}&limit=100`).expect(200)).body.items).toHaveLength(all.length);
    expect((await call('get', '/api/admin/messages?from=yesterday').expect(400)).body.errors.from).toBeDefined();
    expect((await call('get', `/api/admin/messages?from=${encodeURIComponent(future)}&to=2020-01-01T00:00:00Z`).expect(400)).body.errors.to).toBeDefined();
    await call('get', '/api/admin/messages?sort=random').expect(400);
    await call('get', '/api/admin/messages?sort=status&cursor=bm9wZQ').expect(400);
  });

  it('counts each list by status and what is new since my last visit', async () => {
    const first = (await call('get', '/api/admin/overview', boss).expect(200)).body;
    const messages = (await call('get', '/api/admin/messages?limit=100').expect(200)).body.items.length;
    expect(first.messages.lastSeenAt).toBeNull();
    expect(first.messages.newSince).toBe(messages);
    expect(first.messages.byStatus.new + first.messages.byStatus.in_progress + first.messages.byStatus.done).toBe(messages);
    expect((await call('post', '/api/admin/visits/messages', boss).expect(200)).body).toEqual({ previous: null });
    const after = (await call('get', '/api/admin/overview', boss).expect(200)).body;
    expect(after.messages.newSince).toBe(0);
    expect(after.messages.lastSeenAt).toEqual(expect.any(String));
    await sendMessage(4);
    expect((await call('get', '/api/admin/overview', boss).expect(200)).body.messages.newSince).toBe(1);
    expect((await call('post', '/api/admin/visits/messages', boss).expect(200)).body.previous).toBe(after.messages.lastSeenAt);
    await call('post', '/api/admin/visits/everything', boss).expect(400);
  });

  it('grants a payment’s item again after a revocation: a new entitlement, the revoked one kept', async () => {
    const paid = await request(t.server)
      .post('/api/payments/initiate')
      .send({ firstName: 'Wanjiru', lastName: 'K', phone: '0772 100 007', email: BUYER, itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: '0772 100 007' })
      .expect(200);
    const reference = paid.body.reference as string;
    await new Promise((r) => setTimeout(r, 150));
    const checked = await call('post', `/api/admin/payments/${reference}/check`).expect(200);
    const [first] = checked.body.entitlements;
    const grant = () => call('post', '/api/admin/entitlements').send({ email: BUYER, itemKey: 'resource-access', reason: 'Refund reversed', paymentReference: reference });
    expect((await grant().expect(409)).body.message).toBe('This payment already has an entitlement.');
    await call('post', `/api/admin/entitlements/${first.id}/revoke`).send({ reason: 'Refunded by mistake' }).expect(200);
    const again = await grant().expect(201);
    expect(again.body).toMatchObject({ email: BUYER, itemKey: 'resource-access', active: true, paymentReference: reference, grantedBy: STAFF });
    expect(again.body.id).not.toBe(first.id);
    const detail = (await call('get', `/api/admin/payments/${reference}`).expect(200)).body;
    expect(detail.entitlements.map((e: { id: string; active: boolean }) => [e.id, e.active])).toEqual([
      [first.id, false],
      [again.body.id, true],
    ]);
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(['check', 'revoke', 'grant']);
    // Active again: one more grant for the same payment is refused.
    await grant().expect(409);
    const customer = (await call('get', `/api/admin/customers?email=${encodeURIComponent(BUYER.toUpperCase())}`).expect(200)).body;
    expect(customer.payments.map((p: { reference: string }) => p.reference)).toContain(reference);
    expect(customer.entitlements.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([first.id, again.body.id]));
    expect(customer.inquiries).toHaveLength(1);
  });

  it('closes a payment stuck on pending with a reason after asking the provider; refuses one that is not pending', async () => {
    const card = await request(t.server)
      .post('/api/payments/initiate')
      .send({ firstName: 'Kato', lastName: 'M', phone: '+250788000333', email: 'stuck@example.com', itemKey: 'kit-essential', currency: 'RWF', payment_method: 'card' })
      .expect(200);
    const reference = card.body.reference as string;
    expect((await call('post', `/api/admin/payments/${reference}/close`).send({ reason: 'no' }).expect(400)).body.errors.reason).toBeDefined();
    const closed = await call('post', `/api/admin/payments/${reference}/close`).send({ reason: 'Buyer gave up at the card page' }).expect(200);
    expect(closed.body.status).toBe('FAILED');
    expect(closed.body.history.map((h: { status: string; source: string }) => [h.status, h.source])).toEqual([
      ['PENDING', 'initiate'],
      ['PENDING', 'check-now'],
      ['FAILED', 'staff'],
    ]);
    expect(closed.body.audit.map((a: { action: string; detail: string }) => [a.action, a.detail])).toEqual([['close', 'asked the provider (still pending), closed as failed: Buyer gave up at the card page']]);
    expect((await call('post', `/api/admin/payments/${reference}/close`).send({ reason: 'Again please' }).expect(409)).body.message).toMatch(/no longer pending/);
    await call('post', '/api/admin/payments/NCNOSUCH/close').send({ reason: 'Whatever' }).expect(404);
  });
});
