import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { decideCheckout } from '../../test/support/checkout-page';
import { signInByMail } from '../../test/support/sign-in';
import { startSmtpCatcher } from '../../test/support/smtp-catcher';
import { removeDir, tempDataDir, testConfig } from '../../test/support/test-config';
import { recordAnswers } from '../../test/support/contract/answer-recorder';
import { createApp } from '../app.factory';
import { signToken } from '../auth/token';
import { Database } from '../database/database';
import { ASSETS_DIR } from '../downloads/assets-dir';
import { createSandboxServer } from '@agency/payment-sandbox';
import { CHECK_WINDOW_MS } from './check-window';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The whole path over real HTTP: API on a port, the sandbox server on another, IPNs between them. */
describe('payments over the real sandbox server', () => {
  let app: INestApplication;
  let apiUrl: string;
  let sandboxUrl: string;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let db: Database;
  let dataDir: string;
  let secret: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    const [apiPort, sandboxPort] = [await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${apiPort}`;
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    // Pesapal under a real-looking base (a path prefix), as on pay.pesapal.com/v3.
    sandbox = createSandboxServer({ publicUrl: sandboxUrl, momoSettleMs: 200, pesapalPrefix: '/v3' });
    await new Promise<void>((r) => sandbox.server.listen(sandboxPort, '127.0.0.1', r));
    dataDir = tempDataDir();
    smtp = await startSmtpCatcher();
    const config = testConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: apiUrl, PAYMENT_PROVIDER_URL: sandboxUrl, PESAPAL_BASE_URL: `${sandboxUrl}/v3`, PAYMENTS_RECONCILE: 'off' });
    secret = config.jwtSecret;
    app = await createApp({ logger: false, config });
    // Every answer is checked against the contract after this file (test/support/contract).
    recordAnswers(app.getHttpServer());
    await app.listen(apiPort, '127.0.0.1');
    db = app.get(Database);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((r) => sandbox?.server.close(r));
    await smtp?.close();
    removeDir(dataDir);
  });

  const person = { firstName: 'Amina', lastName: 'Nakato', phone: '+256700000000' };
  const tokenFor = (email: string) => signToken({ email }, secret, 3600);
  const entitlements = async (reference: string) =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM entitlements WHERE payment_reference = $1', [reference])).rows[0].n);

  async function cardCheckout(email: string, itemKey: string, currency: 'UGX' | 'RWF') {
    const res = await request(apiUrl).post('/api/payments/initiate').send({ ...person, email, itemKey, currency, payment_method: 'card' }).expect(200);
    expect(res.body.redirect_url).toMatch(new RegExp(`^${sandboxUrl}/pesapaliframe/PesapalIframe3/Index\\?OrderTrackingId=`));
    const page = await fetch(res.body.redirect_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(res.body.reference);
    return { reference: res.body.reference as string, trackingId: new URL(res.body.redirect_url).searchParams.get('OrderTrackingId')! };
  }

  const decide = (trackingId: string, outcome: 'complete' | 'fail' | 'cancel') => decideCheckout(sandboxUrl, trackingId, outcome);

  it('serves the catalog with the spec 9 prices and defaults', async () => {
    const res = await request(apiUrl).get('/api/catalog').expect(200);
    expect(res.body.plans).toEqual([
      { key: 'brand-training-essentials', name: 'Brand Training Essentials', prices: { UGX: 235000, RWF: 175000 } },
      { key: 'brand-training-pro', name: 'Brand Training Pro', prices: { UGX: 550000, RWF: 255000 } },
      { key: 'one-time-toolkit', name: 'One-Time Toolkit Access', prices: { UGX: 395000, RWF: 185000 } },
    ]);
    expect(res.body.kits.map((k: { key: string; prices: unknown }) => [k.key, k.prices])).toEqual([
      ['kit-essential', { UGX: 180000, RWF: 180000 }],
      ['kit-optimization', { UGX: 280000, RWF: 280000 }],
      ['kit-full-stack', { UGX: 475000, RWF: 475000 }],
    ]);
    expect(res.body.resourceAccess.prices).toEqual({ UGX: 180000, RWF: 100000 });
    expect(res.body.defaults).toEqual({ plan: 'brand-training-essentials', currency: 'UGX' });
    expect(res.body.resources).toHaveLength(5);
    expect(res.body.resources.filter((r: { category: string; isNew: boolean }) => r.category === 'persona-kit' && r.isNew)).toHaveLength(3);
    expect(res.body.resources.filter((r: { category: string; comingSoon: boolean }) => r.category === 'ai-innovations' && r.comingSoon)).toHaveLength(2);
  });

  it('hosted checkout completed: callback parameters verify as COMPLETED, the IPN grants one entitlement', async () => {
    const { reference, trackingId } = await cardCheckout('card-buyer@example.com', 'kit-essential', 'UGX');
    const back = await decide(trackingId, 'complete');
    expect(`${back.origin}${back.pathname}`).toBe(`${apiUrl}/payment/callback`);
    expect(back.searchParams.get('OrderTrackingId')).toBe(trackingId);
    expect(back.searchParams.get('OrderMerchantReference')).toBe(reference);
    expect(back.searchParams.get('OrderNotificationType')).toBe('CALLBACKURL');
    // The sandbox sent the IPN before redirecting; our API acknowledged it with 200.
    expect(sandbox.state.ipnLog.at(-1)).toMatchObject({ url: `${apiUrl}/api/payments/ipn`, method: 'POST', status: 200 });

    const verified = await request(apiUrl)
      .post('/api/payments/verify')
      .send({ orderTrackingId: trackingId, orderMerchantReference: reference, orderNotificationType: 'CALLBACKURL' })
      .expect(200);
    expect(verified.body).toMatchObject({ success: true, status: 'COMPLETED', reference, itemKey: 'kit-essential' });
    expect(await entitlements(reference)).toBe(1);
    const payment = await db.query<{ amount: number; currency: string }>('SELECT amount, currency FROM payments WHERE reference = $1', [reference]);
    expect(payment.rows[0]).toMatchObject({ amount: 180000, currency: 'UGX' });
    const history = await db.query<{ status: string }>('SELECT status FROM payment_events WHERE reference = $1 ORDER BY id', [reference]);
    expect(history.rows.map((r) => r.status)).toEqual(['PENDING', 'COMPLETED']);
  });

  it('sends the payer back under the loopback name the visitor uses, and to PUBLIC_URL for any other origin', async () => {
    const port = new URL(apiUrl).port;
    const start = (host: string, origin: string) =>
      request(apiUrl).post('/api/payments/initiate').set('Host', host).set('Origin', origin).send({ ...person, email: 'alias@example.com', itemKey: 'kit-essential', currency: 'UGX', payment_method: 'card' }).expect(200);
    const trackingOf = (res: request.Response) => new URL(res.body.redirect_url).searchParams.get('OrderTrackingId')!;
    // PUBLIC_URL is http://127.0.0.1:<port>; the visitor opened http://localhost:<port>.
    const local = await decide(trackingOf(await start(`localhost:${port}`, `http://localhost:${port}`)), 'complete');
    expect(`${local.origin}${local.pathname}`).toBe(`http://localhost:${port}/payment/callback`);
    // Whoever starts a payment from another origin (here one naming itself in Host and Origin) does not choose where the payer lands.
    const other = await decide(trackingOf(await start('evil.example', 'http://evil.example')), 'complete');
    expect(`${other.origin}${other.pathname}`).toBe(`${apiUrl}/payment/callback`);
  });

  it('hosted checkout failed and cancelled: verify answers FAILED and nothing is granted', async () => {
    for (const outcome of ['fail', 'cancel'] as const) {
      const { reference, trackingId } = await cardCheckout(`${outcome}@example.com`, 'brand-training-pro', 'RWF');
      await decide(trackingId, outcome);
      const res = await request(apiUrl)
        .post('/api/payments/verify')
        .send({ orderTrackingId: trackingId, orderMerchantReference: reference, orderNotificationType: 'CALLBACKURL' })
        .expect(200);
      expect(res.body).toMatchObject({ success: false, status: 'FAILED' });
      expect(await entitlements(reference)).toBe(0);
    }
  });

  it('the same IPN three times (POST and GET) grants exactly one entitlement and is acknowledged in Pesapal shape', async () => {
    const { reference, trackingId } = await cardCheckout('ipn@example.com', 'resource-access', 'RWF');
    await decide(trackingId, 'complete');
    const fields = { OrderTrackingId: trackingId, OrderMerchantReference: reference, OrderNotificationType: 'IPNCHANGE' };
    for (let i = 0; i < 2; i++) {
      const res = await request(apiUrl).post('/api/payments/ipn').send(fields).expect(200);
      expect(res.body).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: reference, status: 200 });
    }
    const get = await request(apiUrl).get('/api/payments/ipn').query(fields).expect(200);
    expect(get.body.status).toBe(200);
    expect(await entitlements(reference)).toBe(1);
  });

  // This order's status reads only: a deferred question about an earlier test's order is not this one's.
  const statusReadsOf = (trackingId: string) => () => sandbox.state.orders.get(trackingId)?.statusReads ?? 0;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a burst of verifies asks the provider once per check window and records one check', async () => {
    const { reference, trackingId } = await cardCheckout('burst@example.com', 'resource-access', 'UGX');
    const statusAsks = statusReadsOf(trackingId);
    await pause(CHECK_WINDOW_MS + 100);
    const before = statusAsks();
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(apiUrl).post('/api/payments/verify').send({ reference })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.status === 'PENDING')).toBe(true);
    expect(statusAsks() - before).toBe(1);
    const checks = await db.query<{ n: string }>("SELECT count(*) AS n FROM payment_events WHERE reference = $1 AND source = 'verify'", [reference]);
    expect(Number(checks.rows[0].n)).toBe(1);
    // A window, not a block: the next poll asks again.
    await pause(CHECK_WINDOW_MS + 100);
    await request(apiUrl).post('/api/payments/verify').send({ reference }).expect(200);
    expect(statusAsks() - before).toBe(2);
  });

  it('a flood of forged IPNs asks the provider once, and once more after the window, not once each', async () => {
    const { reference, trackingId } = await cardCheckout('flood@example.com', 'resource-access', 'UGX');
    const statusAsks = statusReadsOf(trackingId);
    await pause(CHECK_WINDOW_MS + 100);
    const before = statusAsks();
    const fields = { OrderTrackingId: trackingId, OrderMerchantReference: reference, OrderNotificationType: 'IPNCHANGE' };
    const acks = await Promise.all(Array.from({ length: 20 }, () => request(apiUrl).get('/api/payments/ipn').query(fields)));
    expect(acks.map((a) => a.body.status)).toEqual(Array(20).fill(200));
    await pause(CHECK_WINDOW_MS * 2);
    expect(statusAsks() - before).toBe(2);
    expect(await statusOf(reference)).toBe('PENDING');
  });

  it('acknowledges an IPN for an unknown order in Pesapal shape with status 200, so Pesapal stops retrying (POST and GET)', async () => {
    const fields = { OrderTrackingId: 'nope', OrderMerchantReference: 'nope', OrderNotificationType: 'IPNCHANGE' };
    const res = await request(apiUrl).post('/api/payments/ipn').send(fields).expect(200);
    // Answered so Pesapal stops retrying what no retry can fix (and logged).
    expect(res.body).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: 'nope', orderMerchantReference: 'nope', status: 200 });
    const get = await request(apiUrl).get('/api/payments/ipn').query(fields).expect(200);
    expect(get.body.status).toBe(200);
  });

  async function mobilePayment(mobile: string) {
    const res = await request(apiUrl)
      .post('/api/payments/initiate')
      .send({ ...person, email: 'momo@example.com', itemKey: 'resource-access', currency: 'UGX', amount: 180000, payment_method: 'mobile', network: 'mtn', mobile_number: mobile })
      .expect(200);
    expect(res.body.redirect_url).toBeUndefined();
    expect(typeof res.body.reference).toBe('string');
    return res.body.reference as string;
  }

  it('mobile push completed: pending first, then COMPLETED after the payer approves; verify ten times grants one', async () => {
    const reference = await mobilePayment('256772123456');
    const first = await request(apiUrl).post('/api/payments/verify').send({ reference }).expect(200);
    expect(first.body).toMatchObject({ success: false, status: 'PENDING' });
    // MoMo's callback comes within the check window of that verify: it is asked about once the
    // window has passed (check-window.ts), and the payment settles without anyone polling.
    await until(async () => (await statusOf(reference)) === 'COMPLETED');
    for (let i = 0; i < 10; i++) {
      const res = await request(apiUrl).post('/api/payments/verify').send({ reference }).expect(200);
      expect(res.body).toMatchObject({ success: true, status: 'COMPLETED', reference });
    }
    expect(await entitlements(reference)).toBe(1);
  });

  it('mobile push failed (number ending in 0): FAILED, no entitlement', async () => {
    const reference = await mobilePayment('256772123450');
    await new Promise((r) => setTimeout(r, 300));
    const res = await request(apiUrl).post('/api/payments/verify').send({ reference }).expect(200);
    expect(res.body).toMatchObject({ success: false, status: 'FAILED' });
    expect(await entitlements(reference)).toBe(0);
  });

  const initiate = (body: Record<string, unknown>, token?: string) => {
    const req = request(apiUrl).post('/api/payments/initiate');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ ...person, email: 'net@example.com', itemKey: 'resource-access', payment_method: 'mobile', ...body });
  };
  const until = async (what: () => Promise<boolean>, ms = 5000) => {
    const end = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const statusOf = async (reference: string) => (await db.query<{ status: string }>('SELECT status FROM payments WHERE reference = $1', [reference])).rows[0]?.status;

  it('sends MoMo the number in international form without +, and a Rwandan payment through the Rwandan API user', async () => {
    // Two payers: one open payment per payer for the hub's one-time access.
    const ug = await initiate({ email: 'intl-ug@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 123 456' }).expect(200);
    const rw = await initiate({ email: 'intl-rw@example.com', currency: 'RWF', network: 'mtn', mobile_number: '0788 123 456' }).expect(200);
    const requests = [...sandbox.state.requests.values()];
    expect(requests.find((r) => r.externalId === ug.body.reference)).toMatchObject({ msisdn: '256772123456', currency: 'UGX', amount: '180000' });
    expect(requests.find((r) => r.externalId === rw.body.reference)).toMatchObject({ msisdn: '250788123456', currency: 'RWF', amount: '100000' });
    expect(requests.find((r) => r.externalId === ug.body.reference)?.apiUser).not.toBe(requests.find((r) => r.externalId === rw.body.reference)?.apiUser);
  });

  it('sends Airtel to Pesapal (hosted page) and refuses numbers of the wrong network or country with 400 under the field', async () => {
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM payments')).rows[0].n);
    const airtel = await initiate({ email: 'airtel@example.com', currency: 'UGX', network: 'airtel', mobile_number: '0701 234 567' }).expect(200);
    const before = await count();
    expect(airtel.body.redirect_url).toMatch(new RegExp(`^${sandboxUrl}/pesapaliframe/`));
    const wrongNetwork = await initiate({ currency: 'UGX', network: 'mtn', mobile_number: '0701 234 567' }).expect(400);
    expect(wrongNetwork.body.errors.mobile_number).toEqual(['This is not an MTN number. Check the number or choose the other provider.']);
    const wrongCountry = await initiate({ currency: 'UGX', network: 'mtn', mobile_number: '+250 788 123 456' }).expect(400);
    expect(wrongCountry.body.errors.mobile_number[0]).toMatch(/^This number is not Ugandan/);
    expect(await count()).toBe(before);
  });

  it('a number MoMo does not know is a 400 under the number field, the payment kept as failed', async () => {
    sandbox.state.faults.set('POST /collection/v1_0/requesttopay', { status: 404, body: '{"code":"PAYER_NOT_FOUND","message":"Payer not found"}', times: 1 });
    const res = await initiate({ email: 'unknown-payer@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 557' }).expect(400);
    const message = 'The mobile-money provider does not know this number. Check the number and try again.';
    expect(res.body.errors).toEqual({ mobile_number: [message] });
    const stored = await db.query<{ status: string }>("SELECT status FROM payments WHERE email = 'unknown-payer@example.com'");
    expect(stored.rows.map((r) => r.status)).toEqual(['FAILED']);
    // A 5xx is no refusal: MoMo may have the request. Kept PENDING (for the callback or the reconciler), said honestly.
    sandbox.state.faults.set('POST /collection/v1_0/requesttopay', { status: 500, body: '{"code":"INTERNAL_PROCESSING_ERROR"}', times: 1 });
    const unsure = await initiate({ email: 'unsure-payer@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 557' }).expect(200);
    expect(unsure.body).toMatchObject({ status: 'PENDING', message: "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved" });
    const kept = await db.query<{ status: string; provider_ref: string | null; msisdn: string }>('SELECT status, provider_ref, msisdn FROM payments WHERE reference = $1', [unsure.body.reference]);
    expect(kept.rows[0]).toMatchObject({ status: 'PENDING', msisdn: '+256772555557' });
    expect(kept.rows[0].provider_ref).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('settles an approved MoMo payment from its callback alone (nobody polls), confirming with MoMo first', async () => {
    const res = await initiate({ email: 'closed-tab@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 556' }).expect(200);
    const reference = res.body.reference as string;
    await until(async () => (await statusOf(reference)) === 'COMPLETED');
    expect(await entitlements(reference)).toBe(1);
    expect(sandbox.state.callbackLog.find((c) => c.url === `${apiUrl}/api/payments/momo-callback`)).toBeDefined();
    const history = await db.query<{ source: string }>('SELECT source FROM payment_events WHERE reference = $1 ORDER BY id', [reference]);
    expect(history.rows.map((r) => r.source)).toEqual(['initiate', 'momo-callback']);
  });

  it('a forged MoMo callback settles nothing: the status comes from MoMo, not the body', async () => {
    const res = await initiate({ email: 'forger@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 551' }).expect(200);
    const reference = res.body.reference as string;
    const forged = await request(apiUrl).put('/api/payments/momo-callback').send({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '1' }).expect(200);
    expect(forged.body).toEqual({ reference, status: 'PENDING' });
    expect(await statusOf(reference)).toBe('PENDING');
    await request(apiUrl).post('/api/payments/momo-callback').send({ externalId: 'NCNOPE' }).expect(404);
  });

  it('drops refused tokens after a provider restart and retries once (Pesapal and MoMo)', async () => {
    const card = await cardCheckout('restart@example.com', 'kit-essential', 'UGX');
    const momo = await initiate({ email: 'restart@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 551' }).expect(200);
    sandbox.state.restart();
    // Pesapal answers invalid_token, MoMo 401: both adapters fetch a new token and go on.
    await cardCheckout('restart@example.com', 'kit-essential', 'UGX');
    const verified = await request(apiUrl).post('/api/payments/verify').send({ reference: momo.body.reference }).expect(200);
    expect(verified.body.status).toBe('PENDING');
    const viaIpn = await request(apiUrl).post('/api/payments/ipn').send({ OrderTrackingId: card.trackingId, OrderMerchantReference: card.reference, OrderNotificationType: 'IPNCHANGE' }).expect(200);
    expect(viaIpn.body.status).toBe(200);
  });

  it('registers the IPN URL again when Pesapal answers invalid_notification_id', async () => {
    sandbox.state.ipns.clear();
    const before = sandbox.state.requestLog.filter((r) => r.endsWith('/URLSetup/RegisterIPN')).length;
    await cardCheckout('ipn-again@example.com', 'kit-essential', 'RWF');
    expect(sandbox.state.requestLog.filter((r) => r.endsWith('/URLSetup/RegisterIPN')).length).toBe(before + 1);
    expect(sandbox.state.ipns.size).toBe(1);
  });

  it('an unreadable status answer (401 with an empty body) is an error shown as the spec failure message, never PENDING', async () => {
    const res = await initiate({ email: 'unreadable@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 551' }).expect(200);
    sandbox.state.faults.set('GET /collection/v1_0/requesttopay/', { status: 401, body: '', times: 2 });
    const verify = await request(apiUrl).post('/api/payments/verify').send({ reference: res.body.reference }).expect(502);
    expect(verify.body.message).toBe('Payment verification failed');
    sandbox.state.faults.set('GET /api/Transactions/GetTransactionStatus', { status: 200, body: '{"status":"200"}', times: 1 });
    const card = await cardCheckout('unreadable@example.com', 'kit-essential', 'UGX');
    const cardVerify = await request(apiUrl).post('/api/payments/verify').send({ reference: card.reference }).expect(502);
    expect(cardVerify.body.message).toBe('Payment verification failed');
    const events = await db.query<{ n: string }>("SELECT count(*) AS n FROM payment_events WHERE reference = $1 AND source = 'verify'", [res.body.reference]);
    expect(Number(events.rows[0].n)).toBe(0);
  });

  it('a reversal after COMPLETED revokes the entitlement, kept in the history; the download is refused again', async () => {
    const buyer = tokenFor('reversed@example.com');
    const res = await request(apiUrl)
      .post('/api/payments/initiate')
      .set('Authorization', `Bearer ${buyer}`)
      .send({ ...person, email: 'reversed@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'card' })
      .expect(200);
    const trackingId = new URL(res.body.redirect_url).searchParams.get('OrderTrackingId')!;
    await decide(trackingId, 'complete');
    await request(apiUrl).get('/api/drive/download/brand-persona-guide').set('Authorization', `Bearer ${buyer}`).expect(200);
    const reversed = await fetch(`${sandboxUrl}/__sandbox/reverse`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ OrderTrackingId: trackingId }) });
    expect(reversed.status).toBe(200);
    // The reversal's IPN comes within the check window of the completion's: not dropped, asked
    // about once the window has passed.
    await until(async () => (await statusOf(res.body.reference)) === 'REVERSED');
    const rows = await db.query<{ revoked_at: string | null; revoked_reason: string }>('SELECT revoked_at, revoked_reason FROM entitlements WHERE payment_reference = $1', [res.body.reference]);
    expect(rows.rows).toEqual([{ revoked_at: expect.anything(), revoked_reason: 'Payment reversed' }]);
    const history = await db.query<{ status: string }>('SELECT status FROM payment_events WHERE reference = $1 ORDER BY id', [res.body.reference]);
    expect(history.rows.map((r) => r.status)).toEqual(['PENDING', 'COMPLETED', 'REVERSED']);
    await request(apiUrl).get('/api/drive/download/brand-persona-guide').set('Authorization', `Bearer ${buyer}`).expect(403);
    const verify = await request(apiUrl).post('/api/payments/verify').send({ reference: res.body.reference }).expect(200);
    expect(verify.body).toMatchObject({ success: false, status: 'FAILED', message: 'Payment was reversed by the provider.' });
  });

  it("gives a signed-in buyer's entitlement to the account, not to the e-mail typed in the form", async () => {
    const res = await initiate({ email: 'typed-elsewhere@example.com', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 557' }, tokenFor('Account.Owner@example.com')).expect(200);
    await until(async () => (await statusOf(res.body.reference)) === 'COMPLETED');
    const owner = await db.query<{ email: string }>('SELECT email FROM entitlements WHERE payment_reference = $1', [res.body.reference]);
    expect(owner.rows).toEqual([{ email: 'account.owner@example.com' }]);
    const account = await request(apiUrl).get('/api/account').set('Authorization', `Bearer ${tokenFor('account.owner@example.com')}`).expect(200);
    expect(account.body.payments.map((p: { reference: string }) => p.reference)).toEqual([res.body.reference]);
  });

  it('refuses a signed-in account a second one-time access (409, nothing stored); kits stay on sale', async () => {
    const owner = tokenFor('has.access@example.com');
    const first = await initiate({ currency: 'UGX', network: 'mtn', mobile_number: '0772 555 557' }, owner).expect(200);
    await until(async () => (await statusOf(first.body.reference)) === 'COMPLETED');
    const count = async () => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM payments WHERE account_email = 'has.access@example.com'")).rows[0].n);
    const before = await count();
    const again = await initiate({ currency: 'RWF', network: 'mtn', mobile_number: '0788 555 557' }, owner).expect(409);
    expect(again.body.message).toBe('You already have Resource Hub one-time access: every persona-kit file is on your dashboard.');
    expect(await count()).toBe(before);
    await initiate({ itemKey: 'kit-essential', currency: 'UGX', network: 'mtn', mobile_number: '0772 555 557' }, owner).expect(200);
  });

  it('refuses a tampered amount with 400 and stores nothing', async () => {
    const before = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM payments')).rows[0].n);
    const res = await request(apiUrl)
      .post('/api/payments/initiate')
      .send({ ...person, email: 'cheat@example.com', itemKey: 'kit-full-stack', currency: 'UGX', amount: 1000, payment_method: 'card' })
      .expect(400);
    expect(res.body.errors.amount).toBeDefined();
    const after = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM payments')).rows[0].n);
    expect(after).toBe(before);
  });

  it('refuses card fields with 400 and never stores them', async () => {
    const res = await request(apiUrl)
      .post('/api/payments/initiate')
      .send({ ...person, email: 'card@example.com', itemKey: 'kit-essential', currency: 'UGX', payment_method: 'card', card_number: '4111111111111111', expiry_date: '12/29', cvv: '123' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['card_number', 'cvv', 'expiry_date']);
    expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
    const stored = await db.query("SELECT 1 FROM payments WHERE email = 'card@example.com'");
    expect(stored.rows).toHaveLength(0);
  });

  it('verify of an unknown reference answers 404 with the hub message', async () => {
    const res = await request(apiUrl).post('/api/payments/verify').send({ reference: 'NCUNKNOWN123' }).expect(404);
    expect(res.body.message).toBe('Invalid or unverified transaction.');
  });

  it('downloads: 401 without a token, 404 unknown or coming soon, 403 without access, 200 with the exact bytes and the title as file name', async () => {
    await request(apiUrl).get('/api/drive/download/brand-persona-guide').expect(401);
    await request(apiUrl).get('/api/drive/download/brand-persona-guide').set('Authorization', 'Bearer forged.token.value').expect(401);
    const stranger = tokenFor('stranger@example.com');
    await request(apiUrl).get('/api/drive/download/no-such-file').set('Authorization', `Bearer ${stranger}`).expect(404);
    await request(apiUrl).get('/api/drive/download/influencer-search-engine').set('Authorization', `Bearer ${stranger}`).expect(404);
    await request(apiUrl).get('/api/drive/download/brand-persona-guide').set('Authorization', `Bearer ${stranger}`).expect(403);

    // momo@example.com bought resource access above, as a guest: it is theirs once the address signs in with its code.
    const buyer = await signInByMail(apiUrl, smtp.mails, 'momo@example.com');
    const res = await request(apiUrl)
      .get('/api/drive/download/persona-score-guide')
      .set('Authorization', `Bearer ${buyer}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(res.body as Buffer, fs.readFileSync(path.join(ASSETS_DIR, 'hub', 'persona-score-guide.xlsx')))).toBe(0);
    expect(res.headers['content-disposition']).toContain('filename="Persona Score Guide.xlsx"');
  });

  it('serves the two public home downloads', async () => {
    const pdf = await request(apiUrl).get('/api/downloads/public/brand-starter-guide.pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await request(apiUrl).get('/api/downloads/public/brand-toolkit.zip').expect(200).expect('Content-Type', 'application/zip');
    await request(apiUrl).get('/api/downloads/public/..%2Fhub%2Fpersona-score-guide.xlsx').expect(404);
  });

  it('GET /api/account lists the payments and entitlements of the signed-in user only', async () => {
    await request(apiUrl).get('/api/account').expect(401);
    const res = await request(apiUrl).get('/api/account').set('Authorization', `Bearer ${await signInByMail(apiUrl, smtp.mails, 'momo@example.com')}`).expect(200);
    expect(res.body.email).toBe('momo@example.com');
    expect(res.body.payments.length).toBeGreaterThanOrEqual(2);
    expect(res.body.payments.every((p: { reference: string }) => typeof p.reference === 'string')).toBe(true);
    expect(res.body.entitlements).toEqual([expect.objectContaining({ itemKey: 'resource-access', itemName: 'Resource Hub one-time access' })]);
    expect(res.body.downloads.map((d: { id: string }) => d.id)).toEqual(['brand-persona-guide', 'persona-tools-package', 'persona-score-guide']);
  });
});
