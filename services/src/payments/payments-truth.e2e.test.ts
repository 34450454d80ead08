import net, { type AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { removeDir, tempDataDir, testConfig } from '../../test/support/test-config';
import { recordAnswers } from '../../test/support/contract/answer-recorder';
import { createApp } from '../app.factory';
import { signToken } from '../auth/token';
import { Database } from '../database/database';
import { createSandboxServer, SANDBOX_CREDENTIALS, type SandboxMomoUser } from '@agency/payment-sandbox';
import { CHECK_WINDOW_MS } from './check-window';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const CONFIRMING = "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved";

/**
 * Issue 48 over real HTTP (API and sandbox on their ports): no customer's money is lost to a late
 * answer, a retry, a payment completed after it failed, or a provider answer we did not expect.
 */
describe('payments: late answers, late successes and retries', () => {
  let app: NestExpressApplication;
  let apiUrl: string;
  let sandboxUrl: string;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let db: Database;
  let dataDir: string;
  let secret: string;
  // The sandbox reads this user's registered callback host on every request (a test changes it).
  const ugMomo: SandboxMomoUser = { ...SANDBOX_CREDENTIALS.UG.momo };

  beforeAll(async () => {
    // A number ending in 2 is answered after 1.5 s; the API waits 1 s for any provider call.
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 100, momoSlowAnswerMs: 1500, momoUsers: [ugMomo, { ...SANDBOX_CREDENTIALS.RW.momo }] });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    dataDir = tempDataDir();
    // The IPN and MoMo's callback come back to this API at PUBLIC_URL.
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    app = await createApp({
      logger: false,
      config: testConfig({ DATA_DIR: dataDir, PUBLIC_URL: apiUrl, PAYMENT_PROVIDER_URL: sandboxUrl, PAYMENTS_RECONCILE: 'off', PAYMENTS_PROVIDER_TIMEOUT_MS: '1000' }),
    });
    // Every answer is checked against the contract after this file (test/support/contract).
    recordAnswers(app.getHttpServer());
    await app.listen(apiPort, '127.0.0.1');
    db = app.get(Database);
    secret = testConfig().jwtSecret;
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((r) => sandbox?.server.close(r));
    removeDir(dataDir);
  });

  const person = { firstName: 'Amina', lastName: 'Nakato', phone: '0700 000 000' };
  const mobile = (email: string, number: string) => ({ ...person, email, itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: number });
  const requestsToPay = () => sandbox.state.requestLog.filter((r) => r === 'POST /collection/v1_0/requesttopay').length;
  const payment = async (reference: string) =>
    (await db.query<{ status: string; msisdn: string | null; provider_ref: string | null; status_message: string | null }>('SELECT status, msisdn, provider_ref, status_message FROM payments WHERE reference = $1', [reference])).rows[0];
  const until = async (check: () => Promise<boolean>, ms = 8000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('condition not reached');
  };

  describe('Idempotency-Key on POST /api/payments/initiate', () => {
    it('the same key and body get the same answer and make one request-to-pay', async () => {
      const before = requestsToPay();
      const body = mobile('retry@example.com', '0772 300 006');
      const first = await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0001-aaaa').send(body).expect(200);
      const again = await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0001-aaaa').send(body).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(requestsToPay()).toBe(before + 1);
      const rows = await db.query("SELECT reference FROM payments WHERE email = 'retry@example.com'");
      expect(rows.rows).toHaveLength(1);
    });

    it('a used key with another body is refused with 422 and starts nothing', async () => {
      await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0002-bbbb').send(mobile('other-body@example.com', '0772 300 006')).expect(200);
      const before = requestsToPay();
      const res = await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0002-bbbb').send(mobile('other-body@example.com', '0772 300 007')).expect(422);
      expect(res.body.message).toBe('This Idempotency-Key was already used for a different request. Send a new key with a new request.');
      expect(requestsToPay()).toBe(before);
    });

    it('a key whose first request is still running gets 409, then the first answer', async () => {
      const body = mobile('in-flight@example.com', '0772 300 002');
      const first = request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0003-cccc').send(body);
      const firstDone = first.then((r) => r);
      await until(async () => (await db.query("SELECT 1 FROM idempotency_keys WHERE key = 'attempt-0003-cccc'")).rows.length > 0);
      await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0003-cccc').send(body).expect(409);
      const answered = await firstDone;
      expect(answered.status).toBe(200);
      const replay = await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0003-cccc').send(body).expect(200);
      expect(replay.body).toEqual(answered.body);
    });

    it('keys are per caller: another signed-in buyer with the same key starts their own payment', async () => {
      const body = mobile('shared-key@example.com', '0772 300 008');
      const a = await request(apiUrl).post('/api/payments/initiate').set('Authorization', `Bearer ${signToken({ email: 'a@example.com' }, secret, 3600)}`).set('Idempotency-Key', 'attempt-0004-dddd').send(body).expect(200);
      const b = await request(apiUrl).post('/api/payments/initiate').set('Authorization', `Bearer ${signToken({ email: 'b@example.com' }, secret, 3600)}`).set('Idempotency-Key', 'attempt-0004-dddd').send(body).expect(200);
      expect(b.body.reference).not.toBe(a.body.reference);
    });

    it('a refused request keeps nothing: the same key may be sent again once corrected; a bad key is a 400', async () => {
      await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0005-eeee').send(mobile('fixed@example.com', '0701 234 567')).expect(400);
      await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'attempt-0005-eeee').send(mobile('fixed@example.com', '0772 300 006')).expect(200);
      await request(apiUrl).post('/api/payments/initiate').set('Idempotency-Key', 'short').send(mobile('fixed@example.com', '0772 300 006')).expect(400);
    });

    it('POST /api/contact: the same key stores one message', async () => {
      const message = { name: 'Amina Nakato', email: 'contact-retry@example.com', subject: 'Brand refresh', message: 'We would like a brand refresh for our shop.' };
      const first = await request(apiUrl).post('/api/contact').set('Idempotency-Key', 'contact-0001-ffff').send(message);
      expect(first.status).toBe(201);
      const again = await request(apiUrl).post('/api/contact').set('Idempotency-Key', 'contact-0001-ffff').send(message).expect(201);
      expect(again.body).toEqual(first.body);
      const stored = await db.query("SELECT id FROM contact_messages WHERE email = 'contact-retry@example.com'");
      expect(stored.rows).toHaveLength(1);
    });
  });

  it('a request-to-pay answered after our timeout: PENDING, the honest message, references and number stored, then settled by the callback', async () => {
    const res = await request(apiUrl).post('/api/payments/initiate').send(mobile('slow@example.com', '0772 300 002')).expect(200);
    expect(res.body).toMatchObject({ status: 'PENDING', message: CONFIRMING });
    const stored = await payment(res.body.reference);
    expect(stored).toMatchObject({ status: 'PENDING', msisdn: '+256772300002' });
    expect(sandbox.state.requests.get(stored.provider_ref!)?.externalId).toBe(res.body.reference);
    // MoMo's callback (after it answered) is no longer ignored: the payment is found by its stored references.
    await until(async () => (await payment(res.body.reference)).status === 'COMPLETED');
    const grants = await db.query('SELECT 1 FROM entitlements WHERE payment_reference = $1', [res.body.reference]);
    expect(grants.rows).toHaveLength(1);
  });

  it.each([
    ['0772 300 000', 'You declined the payment on your phone. Nothing was charged.'],
    ['0772 300 003', 'The payment request expired before it was approved on your phone. Nothing was charged; you can try again.'],
    ['0772 300 004', 'Your mobile-money balance was not enough for this payment. Nothing was charged; top up and try again.'],
    ['0772 300 005', 'MTN does not know this mobile-money number. Check the number and try again.'],
  ])('MoMo failure for %s is shown in plain words', async (number, words) => {
    const res = await request(apiUrl).post('/api/payments/initiate').send(mobile(`reason-${number.slice(-1)}@example.com`, number)).expect(200);
    await new Promise((r) => setTimeout(r, 200 + CHECK_WINDOW_MS));
    await until(async () => {
      const verified = await request(apiUrl).post('/api/payments/verify').send({ reference: res.body.reference }).expect(200);
      return verified.body.status === 'FAILED' && verified.body.message === words;
    });
  });

  it('a declined card payment completed afterwards on the provider’s page: the IPN completes it, grants once, notes it for staff', async () => {
    const res = await request(apiUrl).post('/api/payments/initiate').send({ ...person, email: 'card-retry@example.com', itemKey: 'kit-essential', currency: 'UGX', payment_method: 'card' }).expect(200);
    const trackingId = new URL(res.body.redirect_url).searchParams.get('OrderTrackingId')!;
    const decide = (outcome: string) =>
      fetch(`${sandboxUrl}/pesapaliframe/PesapalIframe3/Decide`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ OrderTrackingId: trackingId, outcome }), redirect: 'manual' });
    await decide('fail');
    await until(async () => (await payment(res.body.reference)).status === 'FAILED');
    // The checkout page offers the payer another try.
    expect(await (await fetch(`${sandboxUrl}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`)).text()).toContain('Try again: complete payment');
    await new Promise((r) => setTimeout(r, CHECK_WINDOW_MS + 50));
    await decide('complete');
    await until(async () => (await payment(res.body.reference)).status === 'COMPLETED');
    const grants = await db.query('SELECT 1 FROM entitlements WHERE payment_reference = $1', [res.body.reference]);
    expect(grants.rows).toHaveLength(1);
    const notes = await db.query<{ author: string }>("SELECT author FROM staff_notes WHERE subject_type = 'payment' AND subject_id = $1", [res.body.reference]);
    expect(notes.rows).toEqual([{ author: 'system' }]);
    const history = await db.query<{ status: string; source: string }>('SELECT status, source FROM payment_events WHERE reference = $1 ORDER BY id', [res.body.reference]);
    expect(history.rows.map((h) => h.status)).toEqual(['PENDING', 'FAILED', 'COMPLETED']);
  });

  it('MoMo refuses our callback URL when its host is not the one registered for the API user: a clear 502, FAILED, nothing charged', async () => {
    ugMomo.callbackHost = 'api.nyota.example';
    try {
      const res = await request(apiUrl).post('/api/payments/initiate').send(mobile('callback-host@example.com', '0772 300 006')).expect(502);
      expect(res.body.message).toBe('The mobile-money provider could not take the payment request. Please try again later.');
      const stored = await db.query<{ status: string }>("SELECT status FROM payments WHERE email = 'callback-host@example.com'");
      expect(stored.rows).toEqual([{ status: 'FAILED' }]);
      // Staff read why in the history: MoMo's code and the setting to put right.
      const history = await db.query<{ detail: string }>("SELECT e.detail FROM payment_events e JOIN payments p ON p.reference = e.reference WHERE p.email = 'callback-host@example.com' AND e.status = 'FAILED'");
      expect(history.rows[0].detail).toMatch(/MoMo refused the request-to-pay \(INVALID_CALLBACK_URL_HOST\): X-Callback-Url \S+ is not on the host registered for the API user \(MOMO_CALLBACK_HOST\)/);
      expect([...sandbox.state.requests.values()].filter((r) => r.payerMessage && r.msisdn === '256772300006' && r.externalId === res.body.reference)).toHaveLength(0);
    } finally {
      ugMomo.callbackHost = undefined;
    }
  });

  it('Pesapal status_code 0 without payment_details_not_found (INVALID) is "not paid yet": PENDING, not an error', async () => {
    const res = await request(apiUrl).post('/api/payments/initiate').send({ ...person, email: 'invalid-code@example.com', itemKey: 'kit-essential', currency: 'UGX', payment_method: 'card' }).expect(200);
    sandbox.state.faults.set('GET /api/Transactions/GetTransactionStatus', {
      status: 200,
      body: JSON.stringify({ status_code: 0, payment_status_description: 'INVALID', description: '', error: { error_type: null, code: null, message: null }, status: '200' }),
      times: 1,
    });
    const verified = await request(apiUrl).post('/api/payments/verify').send({ reference: res.body.reference }).expect(200);
    expect(verified.body).toMatchObject({ status: 'PENDING' });
    expect((await payment(res.body.reference)).status).toBe('PENDING');
  });
});
