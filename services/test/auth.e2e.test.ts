import request from 'supertest';
import { dbTargets, notePostgresSkipped } from './support/db-targets';
import { codeIn, startSmtpCatcher } from './support/smtp-catcher';
import { startTestApp, type TestApp } from './support/test-app';

describe.each(dbTargets())('e-mail sign-in on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(target, { SMTP_URL: smtp.url, AUTH_RATE_PER_IP: '1000' });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const requestCode = async (email: string) => {
    const before = smtp.mails.length;
    const res = await request(t.server).post('/api/auth/request-code').send({ email }).expect(200);
    return { res, mail: smtp.mails[before] };
  };

  it('mails a 6-digit code over SMTP, stores only its hash, and exchanges it for a token', async () => {
    const { res, mail } = await requestCode('Amina@Example.com ');
    expect(res.body).toEqual({ message: 'If the address can receive e-mail, a sign-in code is on its way.' });
    expect(mail.to).toEqual(['amina@example.com']);
    const code = codeIn(mail.raw);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM sign_in_codes WHERE email = $1', ['amina@example.com']);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].code_hash).not.toContain(code);

    const verified = await request(t.server).post('/api/auth/verify-code').send({ email: 'amina@example.com', code }).expect(200);
    expect(typeof verified.body.token).toBe('string');
    const me = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${verified.body.token}`).expect(200);
    expect(me.body).toEqual({ email: 'amina@example.com' });
    // The scheme's name is case-insensitive (RFC 6750); another scheme carrying the same token is not a sign-in.
    await request(t.server).get('/api/auth/me').set('Authorization', `bearer ${verified.body.token}`).expect(200);
    await request(t.server).get('/api/auth/me').set('Authorization', `BEARER ${verified.body.token}`).expect(200);
    await request(t.server).get('/api/auth/me').set('Authorization', `Basic ${verified.body.token}`).expect(401);

    // Used up: the same code does not work twice.
    await request(t.server).post('/api/auth/verify-code').send({ email: 'amina@example.com', code }).expect(401);
  });

  it("lets no cache keep a signed-in visitor's answers: the token, who is signed in, the account", async () => {
    const { mail } = await requestCode('cache@example.com');
    const verified = await request(t.server).post('/api/auth/verify-code').send({ email: 'cache@example.com', code: codeIn(mail.raw) }).expect(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const auth = `Bearer ${verified.body.token}`;
    for (const url of ['/api/auth/me', '/api/account']) {
      const res = await request(t.server).get(url).set('Authorization', auth).expect(200);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('answers an unknown address exactly like a known one', async () => {
    const known = await requestCode('amina@example.com');
    const unknown = await requestCode('nobody-yet@example.com');
    expect(unknown.res.body).toEqual(known.res.body);
  });

  it('keeps one live code per address: a new request voids the previous code', async () => {
    const first = codeIn((await requestCode('kato@example.com')).mail.raw);
    const second = codeIn((await requestCode('kato@example.com')).mail.raw);
    const rows = await t.db.query('SELECT 1 FROM sign_in_codes WHERE email = $1', ['kato@example.com']);
    expect(rows.rows).toHaveLength(1);
    if (first !== second) {
      await request(t.server).post('/api/auth/verify-code').send({ email: 'kato@example.com', code: first }).expect(401);
    }
    await request(t.server).post('/api/auth/verify-code').send({ email: 'kato@example.com', code: second }).expect(200);
  });

  it('voids a code after 5 wrong tries, even if the right code comes next', async () => {
    const code = codeIn((await requestCode('wanjiru@example.com')).mail.raw);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await request(t.server).post('/api/auth/verify-code').send({ email: 'wanjiru@example.com', code: wrong }).expect(401);
      expect(res.body.message).toBe('Invalid code. Try again.');
    }
    await request(t.server).post('/api/auth/verify-code').send({ email: 'wanjiru@example.com', code }).expect(401);
  });

  it('refuses an expired code (older than 10 minutes)', async () => {
    const code = codeIn((await requestCode('musa@example.com')).mail.raw);
    await t.db.query("UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE email = $1", ['musa@example.com']);
    await request(t.server).post('/api/auth/verify-code').send({ email: 'musa@example.com', code }).expect(401);
  });

  it('sets a code to expire 10 minutes after the request', async () => {
    await requestCode('ten@example.com');
    const { rows } = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM sign_in_codes WHERE email = $1',
      ['ten@example.com'],
    );
    expect(rows[0].minutes).toBe(10);
  });

  it('refuses /api/auth/me without a token, with a bad one and with a forged one', async () => {
    await request(t.server).get('/api/auth/me').expect(401);
    await request(t.server).get('/api/auth/me').set('Authorization', 'Bearer nonsense').expect(401);
    const forged = 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jbyIsInN1YiI6ImFAYi5jbyJ9.';
    const res = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('limits code requests per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await requestCode('busy@example.com');
    const res = await request(t.server).post('/api/auth/request-code').send({ email: 'busy@example.com' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('e-mail sign-in on PostgreSQL', () => {
  notePostgresSkipped();
});
