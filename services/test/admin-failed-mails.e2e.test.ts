import request from 'supertest';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { goodContact } from './support/fixtures';
import { startSmtpCatcher } from './support/smtp-catcher';
import { signInByMail } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

const STAFF = 'staff@nyota.test';
const AGENCY = 'hello@nyota.test';

/**
 * The mails the outbox gave up on, shown to staff (GET /api/admin/mails/failed) and put back in the
 * queue (POST …/retry): with the mail server down, a mail past MAIL_RETRY_HOURS is marked failed by
 * the worker; listed for staff only; retried once the server is back, it is delivered.
 */
describe.each(dbTargets())('failed mails in the back office on $name', (target) => {
  notePostgresSkipped();
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let port: number;
  let staff: string;
  let customer: string;

  const signIn = (email: string) => signInByMail(t.server, smtp.mails, email);
  const statusOf = async (subject: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE subject = $1', [subject])).rows[0]?.status;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    port = Number(new URL(smtp.url).port);
    t = await startTestApp(target, { SMTP_URL: smtp.url, STAFF_EMAILS: STAFF, AGENCY_EMAIL: AGENCY, AUTH_RATE_PER_IP: '10000', AUTH_RATE_PER_ADDRESS: '10000' });
    staff = await signIn(STAFF);
    customer = await signIn('amina@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses strangers (401) and customers (403) on both routes', async () => {
    const routes = [request(t.server).get('/api/admin/mails/failed'), request(t.server).post('/api/admin/mails/failed/00000000-0000-4000-8000-000000000000/retry')];
    for (const r of routes) expect((await r).status).toBe(401);
    expect((await request(t.server).get('/api/admin/mails/failed').set('Authorization', `Bearer ${customer}`)).status).toBe(403);
    expect((await request(t.server).post('/api/admin/mails/failed/00000000-0000-4000-8000-000000000000/retry').set('Authorization', `Bearer ${customer}`)).status).toBe(403);
  });

  it('lists a mail given up while the mail server was down, and delivers it when staff retry it after the server is back', async () => {
    await smtp.close();
    const subject = 'Failed mail test';
    await request(t.server).post('/api/contact').send({ ...goodContact, subject }).expect(201);
    expect(await statusOf(`Contact form: ${subject}`)).toBe('pending');
    // A day of outage, as the clock would have it: the worker's next failure is the last.
    await t.db.query(`UPDATE mail_outbox SET created_at = now() - interval '25 hours', run_at = now() WHERE subject = $1`, [`Contact form: ${subject}`]);
    await until(async () => (await statusOf(`Contact form: ${subject}`)) === 'failed');

    const list = await request(t.server).get('/api/admin/mails/failed').set('Authorization', `Bearer ${staff}`).expect(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.total).toBe(1);
    const [mail] = list.body.items;
    expect(mail).toMatchObject({ kind: 'contact-message', to: 'h•••@nyota.test', subject: `Contact form: ${subject}` });
    expect(mail.attempts).toBeGreaterThanOrEqual(2);
    expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(mail.createdAt)).toBeLessThan(Date.now() - 24 * 3600_000);
    expect(JSON.stringify(list.body)).not.toContain(AGENCY);

    // Back up at the same address; staff put it back in the queue and the worker sends it.
    smtp = await startSmtpCatcher(port);
    const retried = await request(t.server).post(`/api/admin/mails/failed/${mail.id}/retry`).set('Authorization', `Bearer ${staff}`).expect(200);
    expect(retried.body.id).toBe(mail.id);
    await until(async () => smtp.mails.some((m) => m.raw.includes(`Subject: Contact form: ${subject}`)));
    await until(async () => (await statusOf(`Contact form: ${subject}`)) === 'done');
    expect((await request(t.server).get('/api/admin/mails/failed').set('Authorization', `Bearer ${staff}`).expect(200)).body).toEqual({ items: [], total: 0 });
    const audit = await t.db.query<{ actor: string; action: string }>(`SELECT actor, action FROM staff_audit WHERE subject_type = 'mail' AND subject_id = $1`, [mail.id]);
    expect(audit.rows).toEqual([{ actor: STAFF, action: 'retry' }]);
    // Once put back it is no longer failed: a second retry finds nothing.
    await request(t.server).post(`/api/admin/mails/failed/${mail.id}/retry`).set('Authorization', `Bearer ${staff}`).expect(404);
  });

  it('refuses to resend a failed sign-in code (it expired long ago) and answers 404 for an unknown or malformed id', async () => {
    await t.db.query(
      `INSERT INTO mail_outbox (id, to_address, subject, body_text, status, attempts, last_error) VALUES ('00000000-0000-4000-8000-00000000c0de', 'amina@example.com', 'Your Nyota Creative sign-in code', 'code', 'failed', 40, 'connect ECONNREFUSED')`,
    );
    const listed = (await request(t.server).get('/api/admin/mails/failed').set('Authorization', `Bearer ${staff}`).expect(200)).body.items;
    expect(listed).toEqual([expect.objectContaining({ kind: 'sign-in-code', to: 'a•••@example.com' })]);
    const refused = await request(t.server).post('/api/admin/mails/failed/00000000-0000-4000-8000-00000000c0de/retry').set('Authorization', `Bearer ${staff}`).expect(409);
    expect(refused.body.message).toMatch(/asks for a new one/);
    await request(t.server).post('/api/admin/mails/failed/00000000-0000-4000-8000-000000000000/retry').set('Authorization', `Bearer ${staff}`).expect(404);
    await request(t.server).post('/api/admin/mails/failed/not-a-uuid/retry').set('Authorization', `Bearer ${staff}`).expect(404);
  });
});
