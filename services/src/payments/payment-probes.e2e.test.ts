import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createSandboxServer } from '@agency/payment-sandbox';
import { decideCheckout } from '../../test/support/checkout-page';
import { dbTargets, notePostgresSkipped } from '../../test/support/db-targets';
import { signInByMail } from '../../test/support/sign-in';
import { startSmtpCatcher } from '../../test/support/smtp-catcher';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { signToken } from '../auth/token';
import { AppConfig } from '../config/app-config';
import { ORDER_ANSWER_LOST, oneTimePending } from './payments.service';

/**
 * What an attacker's probe found (issue 60), on PGlite and PostgreSQL: two payments at once for
 * one one-time item, a provider 502 retried with its Idempotency-Key, and a guest payment typed
 * with someone else's e-mail.
 */
describe.each(dbTargets())('payment probes on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let sandboxUrl: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50 });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    t = await startTestApp(target, {
      SMTP_URL: smtp.url,
      AUTH_RATE_PER_IP: '10000',
      AUTH_RATE_PER_ADDRESS: '10000',
      PAYMENT_PROVIDER_URL: sandboxUrl,
      // Nobody listens there: payments are settled by the verifies below.
      MOMO_CALLBACK_URL: 'http://127.0.0.1:9/unreachable',
      PESAPAL_IPN_URL: 'http://127.0.0.1:9/unreachable',
      PAYMENTS_RECONCILE: 'off',
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((r) => sandbox?.server.close(r));
    await smtp?.close();
  });

  const person = { firstName: 'Amina', lastName: 'Nakato', phone: '+256700000000' };
  const access = (email: string) => ({ ...person, email, itemKey: 'resource-access', currency: 'UGX', payment_method: 'card' });
  const initiate = (body: object, headers: Record<string, string> = {}) => request(t.server).post('/api/payments/initiate').set(headers).send(body);
  const payments = async (email: string) =>
    (await t.db.query<{ reference: string; status: string }>('SELECT reference, status FROM payments WHERE lower(email) = $1 ORDER BY created_at', [email])).rows;
  const ordersFor = (reference: string) => [...sandbox.state.orders.values()].filter((o) => o.merchantReference === reference).length;
  const submissions = () => sandbox.state.requestLog.filter((r) => r.includes('/api/Transactions/SubmitOrderRequest')).length;
  const fault = async (body: object) => {
    const res = await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
  };
  const decide = (redirectUrl: string, outcome: 'complete' | 'fail') => decideCheckout(sandboxUrl, new URL(redirectUrl).searchParams.get('OrderTrackingId')!, outcome);
  const verify = (reference: string) => request(t.server).post('/api/payments/verify').send({ reference }).expect(200);

  describe('one open payment per payer and one-time item', () => {
    it('of four simultaneous initiates for the same one-time access, one starts a payment and three answer 409', async () => {
      const email = 'four-at-once@example.com';
      const answers = await Promise.all([1, 2, 3, 4].map(() => initiate(access(email))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(oneTimePending('Resource Hub one-time access'));
      }
      const stored = await payments(email);
      expect(stored).toEqual([{ reference: answers.find((a) => a.status === 200)!.body.reference, status: 'PENDING' }]);
      // Only the payment that was started reached the provider.
      expect(ordersFor(stored[0].reference)).toBe(1);
    });

    it('counts the payer by the account when signed in, and lets another payer, another item, and the same payer after a failure pay', async () => {
      const email = 'one-at-a-time@example.com';
      const first = await initiate(access(email)).expect(200);
      // The same person with the e-mail typed in another case.
      const again = await initiate(access('One-At-A-Time@Example.com')).expect(409);
      expect(again.body.message).toBe(oneTimePending('Resource Hub one-time access'));
      // Signed in as that account, whatever e-mail is typed: still the same payer.
      const token = signToken({ email }, t.app.get(AppConfig).jwtSecret, 600);
      await initiate(access('someone-else@example.com'), { Authorization: `Bearer ${token}` }).expect(409);
      await initiate(access('another-payer@example.com')).expect(200);
      // Kits are not one-time items: two at once are fine.
      await initiate({ ...access(email), itemKey: 'kit-essential' }).expect(200);
      await initiate({ ...access(email), itemKey: 'kit-essential' }).expect(200);
      // Once the open payment has failed, the payer may try again.
      await decide(first.body.redirect_url, 'fail');
      expect((await verify(first.body.reference)).body.status).toBe('FAILED');
      await initiate(access(email)).expect(200);
    });
  });

  describe('a provider 502 retried with the same Idempotency-Key', () => {
    it('when the provider made the order and only its answer failed: the retry starts no second order and says so', async () => {
      const email = 'lost-answer@example.com';
      const key = `probe-after-${target.name}`;
      // Pesapal created the order; the gateway in front of it answered 502.
      await fault({ method: 'POST', path: '/api/Transactions/SubmitOrderRequest', status: 502, when: 'after', bodyIncludes: email });
      await initiate(access(email), { 'Idempotency-Key': key }).expect(502);
      const [first] = await payments(email);
      expect(first.status).toBe('PENDING');
      expect(ordersFor(first.reference)).toBe(1);
      const sent = submissions();

      const retry = await initiate(access(email), { 'Idempotency-Key': key }).expect(409);
      expect(retry.body.message).toBe(ORDER_ANSWER_LOST);
      // The retry went on with the first attempt (same reference): the provider still has one order.
      expect(submissions()).toBe(sent + 1);
      expect(ordersFor(first.reference)).toBe(1);
      expect(await payments(email)).toEqual([{ reference: first.reference, status: 'FAILED' }]);
      // Nothing lost: a new attempt (a new key) starts a new payment the payer can finish.
      const fresh = await initiate(access(email), { 'Idempotency-Key': `${key}-2` }).expect(200);
      expect(fresh.body.redirect_url).toContain('OrderTrackingId=');
      expect(fresh.body.reference).not.toBe(first.reference);
    });

    it('when the provider made nothing: the retry sends the same order once and the payer gets its page', async () => {
      const email = 'no-order@example.com';
      const key = `probe-before-${target.name}`;
      await fault({ method: 'POST', path: '/api/Transactions/SubmitOrderRequest', status: 502, when: 'before', bodyIncludes: email });
      await initiate(access(email), { 'Idempotency-Key': key }).expect(502);
      const [first] = await payments(email);
      expect(ordersFor(first.reference)).toBe(0);

      const retry = await initiate(access(email), { 'Idempotency-Key': key }).expect(200);
      expect(retry.body.reference).toBe(first.reference);
      expect(retry.body.redirect_url).toContain('OrderTrackingId=');
      expect(ordersFor(first.reference)).toBe(1);
      // Replayed from now on: no third submission.
      const sent = submissions();
      const replay = await initiate(access(email), { 'Idempotency-Key': key }).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(retry.body);
      expect(submissions()).toBe(sent);
      expect(await payments(email)).toEqual([{ reference: first.reference, status: 'PENDING' }]);
    });

    it('refuses the key for another request after a failed answer (422)', async () => {
      const email = 'other-body@example.com';
      const key = `probe-other-${target.name}`;
      await fault({ method: 'POST', path: '/api/Transactions/SubmitOrderRequest', status: 502, when: 'before', bodyIncludes: email });
      await initiate(access(email), { 'Idempotency-Key': key }).expect(502);
      await initiate({ ...access(email), currency: 'RWF' }, { 'Idempotency-Key': key }).expect(422);
    });
  });

  describe("a guest payment typed with someone else's e-mail", () => {
    const momo = (email: string, mobile: string) => ({ ...person, email, itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: mobile });
    const completed = async (reference: string) => {
      for (let i = 0; i < 50; i++) {
        if ((await verify(reference)).body.status === 'COMPLETED') return;
        await new Promise((r) => setTimeout(r, 1100));
      }
      throw new Error(`${reference} did not complete`);
    };
    const account = (token: string) => request(t.server).get('/api/account').set('Authorization', `Bearer ${token}`).expect(200);
    const download = (token: string) => request(t.server).get('/api/drive/download/brand-persona-guide').set('Authorization', `Bearer ${token}`);

    it("is on nobody's dashboard and unlocks nothing for the address's owner", async () => {
      const victim = 'victim@example.com';
      const token = await signInByMail(t.server, smtp.mails, victim);
      // Someone else pays as a guest, typing the victim's address.
      const paid = await initiate(momo(victim, '0772 300 006')).expect(200);
      await completed(paid.body.reference);
      const seen = await account(token);
      expect(seen.body.payments).toEqual([]);
      expect(seen.body.entitlements).toEqual([]);
      await download(token).expect(403);
    });

    it('is the buyer’s once the address signs in with its code: the purchase and its download are there', async () => {
      const buyer = 'guest-buyer@example.com';
      const paid = await initiate(momo(buyer, '0772 300 007')).expect(200);
      await completed(paid.body.reference);
      const token = await signInByMail(t.server, smtp.mails, buyer);
      const seen = await account(token);
      expect(seen.body.payments.map((p: { reference: string }) => p.reference)).toEqual([paid.body.reference]);
      expect(seen.body.entitlements).toEqual([expect.objectContaining({ itemKey: 'resource-access', reference: paid.body.reference })]);
      await download(token).expect(200);
    });

    it('attached before it completes, it is granted to the account when it does', async () => {
      const buyer = 'early-sign-in@example.com';
      const paid = await initiate(momo(buyer, '0772 300 008')).expect(200);
      const token = await signInByMail(t.server, smtp.mails, buyer);
      await completed(paid.body.reference);
      expect((await account(token)).body.entitlements).toEqual([expect.objectContaining({ reference: paid.body.reference })]);
      await download(token).expect(200);
    });
  });
});

describe('payment probes on PostgreSQL', () => {
  notePostgresSkipped();
});
