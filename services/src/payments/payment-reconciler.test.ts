import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { dbTargets, notePostgresSkipped } from '../../test/support/db-targets';
import { recordAnswers } from '../../test/support/contract/answer-recorder';
import { removeDir, tempDataDir, testConfig } from '../../test/support/test-config';
import { createApp } from '../app.factory';
import { Database } from '../database/database';
import { createSandboxServer } from '@agency/payment-sandbox';
import { PaymentReconciler } from './payment-reconciler';

/**
 * Payments nobody polls and whose callback never arrives (MOMO_CALLBACK_URL points nowhere): only
 * the reconciler settles them. Two API instances on one PostgreSQL database stand for two replicas.
 */
describe.each(dbTargets())('payment reconciler on $name', (target) => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let apps: INestApplication[] = [];
  const dataDirs: string[] = [];
  let db: Database;
  let reconcilers: PaymentReconciler[];

  beforeAll(async () => {
    // The checkout page's address is never opened here: only the MoMo API is used.
    // A number ending in 2 is answered after the API's provider timeout (PAYMENTS_PROVIDER_TIMEOUT_MS below).
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50, momoSlowAnswerMs: 3000 });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    await target.setup();
    const env = {
      ...target.env(),
      PAYMENT_PROVIDER_URL: sandboxUrl,
      MOMO_CALLBACK_URL: 'http://127.0.0.1:9/unreachable',
      // Driven by hand below: runOnce() is one round of the loop.
      PAYMENTS_RECONCILE: 'off',
      // The first check waits a minute (then 2, 4 ...): tests make a payment due by hand.
      PAYMENTS_RECONCILE_FIRST_DELAY_MS: '60000',
      PAYMENTS_PROVIDER_TIMEOUT_MS: '2000',
    };
    // PGlite is one process's database: the second "replica" exists only on PostgreSQL.
    const replicas = target.name === 'PostgreSQL' ? 2 : 1;
    for (let i = 0; i < replicas; i++) {
      const dataDir = tempDataDir();
      dataDirs.push(dataDir);
      const app = await createApp({ logger: false, config: testConfig({ DATA_DIR: dataDir, ...env }) });
      // Every answer is checked against the contract after this file (test/support/contract).
      recordAnswers(app.getHttpServer());
      await app.init();
      apps.push(app);
    }
    db = apps[0].get(Database);
    reconcilers = apps.map((a) => a.get(PaymentReconciler));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await target.teardown();
    for (const dir of dataDirs) removeDir(dir);
    await new Promise((r) => sandbox?.server.close(r));
  });

  const pay = async (mobile: string, email: string) => {
    const res = await request(apps[0].getHttpServer())
      .post('/api/payments/initiate')
      .send({ firstName: 'Amina', lastName: 'Nakato', phone: '+256700000000', email, itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: mobile })
      .expect(200);
    return res.body.reference as string;
  };
  /** The payment's state and how many times the reconciler has asked about it (its queue row's attempts). */
  const row = async (reference: string) =>
    (
      await db.query<{ status: string; check_count: number }>(
        'SELECT p.status, c.attempts AS check_count FROM payments p JOIN payment_checks c ON c.id = p.reference WHERE p.reference = $1',
        [reference],
      )
    ).rows[0];
  const makeDue = (reference: string) => db.query('UPDATE payment_checks SET run_at = now() WHERE id = $1', [reference]);
  const grants = async (reference: string) => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM entitlements WHERE payment_reference = $1', [reference])).rows[0].n);
  const statusCalls = (referenceId: string) => sandbox.state.requestLog.filter((r) => r === `GET /collection/v1_0/requesttopay/${referenceId}`).length;
  const providerRef = async (reference: string) => (await db.query<{ provider_ref: string }>('SELECT provider_ref FROM payments WHERE reference = $1', [reference])).rows[0].provider_ref;
  /** Waits until the sandbox has decided, then makes the payment due for the reconciler. */
  const settleAndDue = async (reference: string) => {
    await new Promise((r) => setTimeout(r, 120));
    await makeDue(reference);
  };

  it('settles an approved payment nobody polls as COMPLETED with one entitlement', async () => {
    const reference = await pay('0772 100 008', 'no-poller@example.com');
    await reconcilers[0].runOnce();
    expect((await row(reference)).check_count).toBe(0);
    await settleAndDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('COMPLETED');
    expect(await grants(reference)).toBe(1);
    const events = await db.query<{ source: string }>('SELECT source FROM payment_events WHERE reference = $1 ORDER BY id', [reference]);
    expect(events.rows.map((e) => e.source)).toEqual(['initiate', 'reconcile']);
    // The queue row is finished with the payment: MoMo has no reversed state to watch for.
    const check = await db.query<{ status: string }>('SELECT status FROM payment_checks WHERE id = $1', [reference]);
    expect(check.rows[0].status).toBe('done');
  });

  it('two reconcilers at once ask the provider once and grant once', async () => {
    const reference = await pay('0772 100 009', 'two-replicas@example.com');
    await settleAndDue(reference);
    const both = reconcilers.length > 1 ? reconcilers : [reconcilers[0], reconcilers[0]];
    await Promise.all(both.map((r) => r.runOnce()));
    expect((await row(reference)).status).toBe('COMPLETED');
    expect(await grants(reference)).toBe(1);
    expect(statusCalls(await providerRef(reference))).toBe(1);
  });

  it('asks again with backoff while pending, and closes a payment still pending after the expiry as FAILED with the reason', async () => {
    const reference = await pay('0772 100 001', 'never-approved@example.com');
    await settleAndDue(reference);
    await reconcilers[0].runOnce();
    expect(await row(reference)).toEqual({ status: 'PENDING', check_count: 1 });
    // Backoff: not due again at once, but after the first delay (a minute here), then twice that.
    await reconcilers[0].runOnce();
    expect((await row(reference)).check_count).toBe(1);
    const wait = async () =>
      Number((await db.query<{ s: number }>('SELECT extract(epoch FROM run_at - now())::float8 AS s FROM payment_checks WHERE id = $1', [reference])).rows[0].s);
    expect(await wait()).toBeGreaterThan(50);
    expect(await wait()).toBeLessThanOrEqual(60);
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect(await row(reference)).toEqual({ status: 'PENDING', check_count: 2 });
    expect(await wait()).toBeGreaterThan(110);
    expect(await wait()).toBeLessThanOrEqual(120);
    await db.query("UPDATE payments SET created_at = now() - interval '25 hours' WHERE reference = $1", [reference]);
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('FAILED');
    const last = await db.query<{ detail: string }>('SELECT detail FROM payment_events WHERE reference = $1 ORDER BY id DESC LIMIT 1', [reference]);
    expect(last.rows[0].detail).toBe('Expired: the provider did not confirm the payment within 24 h');
    expect(await grants(reference)).toBe(0);
    expect((await db.query<{ status: string }>('SELECT status FROM payment_checks WHERE id = $1', [reference])).rows[0].status).toBe('done');
  });

  it('a request-to-pay answered after our timeout stays PENDING with its references and number stored, and the reconciler settles it', async () => {
    const res = await request(apps[0].getHttpServer())
      .post('/api/payments/initiate')
      .send({ firstName: 'Amina', lastName: 'Nakato', phone: '0700 000 000', email: 'slow-answer@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'mobile', network: 'mtn', mobile_number: '0772 100 002' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'PENDING', message: "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved" });
    const reference = res.body.reference as string;
    const stored = await db.query<{ status: string; msisdn: string; provider_ref: string; phone: string }>('SELECT status, msisdn, provider_ref, phone FROM payments WHERE reference = $1', [reference]);
    // The X-Reference-Id MoMo got is the one stored before the call; the contact phone in international form.
    expect(stored.rows[0]).toMatchObject({ status: 'PENDING', msisdn: '+256772100002', phone: '+256700000000' });
    const momo = sandbox.state.requests.get(stored.rows[0].provider_ref)!;
    expect(momo.externalId).toBe(reference);
    // Until the payer has approved on the phone (the sandbox's time), MoMo still says PENDING.
    while (Date.now() < momo.settleAt) await new Promise((r) => setTimeout(r, 50));
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('COMPLETED');
    expect(await grants(reference)).toBe(1);
  });

  it('a success confirmed after the expiry wins: COMPLETED from FAILED, granted, in the history and a staff note', async () => {
    const reference = await pay('0772 100 001', 'late-success@example.com');
    await db.query("UPDATE payments SET created_at = now() - interval '25 hours' WHERE reference = $1", [reference]);
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('FAILED');
    // The payer approves on the phone after our expiry.
    const momo = sandbox.state.requests.get(await providerRef(reference))!;
    momo.outcome = 'SUCCESSFUL';
    momo.settleAt = Date.now();
    const result = await reconcilers[0].checkNow(reference);
    expect(result?.answered?.state).toBe('COMPLETED');
    expect(result?.row.status).toBe('COMPLETED');
    expect(await grants(reference)).toBe(1);
    const history = await db.query<{ status: string; detail: string }>('SELECT status, detail FROM payment_events WHERE reference = $1 ORDER BY id', [reference]);
    expect(history.rows.at(-1)).toMatchObject({ status: 'COMPLETED', detail: expect.stringContaining('Completed after FAILED') });
    const notes = await db.query<{ author: string; text: string }>("SELECT author, text FROM staff_notes WHERE subject_type = 'payment' AND subject_id = $1", [reference]);
    expect(notes.rows).toEqual([{ author: 'system', text: expect.stringContaining('after it had been closed as FAILED') }]);
    // Asked again: granted once.
    await reconcilers[0].checkNow(reference);
    expect(await grants(reference)).toBe(1);
  });

  it('"check now" during a provider outage records that the provider could not be reached, never a state it did not give', async () => {
    const reference = await pay('0772 100 001', 'outage@example.com');
    sandbox.state.faults.set('GET /collection/v1_0/requesttopay', { status: 503, body: '', times: 1 });
    const result = await reconcilers[0].checkNow(reference);
    expect(result?.answered).toBeUndefined();
    expect(result?.unreachable).toBeTruthy();
    const last = await db.query<{ status: string; source: string; detail: string }>('SELECT status, source, detail FROM payment_events WHERE reference = $1 ORDER BY id DESC LIMIT 1', [reference]);
    expect(last.rows[0]).toMatchObject({ status: 'PENDING', source: 'check-now', detail: expect.stringMatching(/^The provider could not be reached or gave no usable answer/) });
  });

  it('watches completed hosted-checkout payments for reversals within the window, then lets them go', async () => {
    const res = await request(apps[0].getHttpServer())
      .post('/api/payments/initiate')
      .send({ firstName: 'Amina', lastName: 'Nakato', phone: '0772 000 009', email: 'watched@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'card' })
      .expect(200);
    const reference = res.body.reference as string;
    const order = sandbox.state.byMerchantReference.get(reference)!;
    // The card contact phone reaches Pesapal in international form.
    expect(order.phone).toBe('+256772000009');
    order.statusCode = 1;
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('COMPLETED');
    // Reversed at the provider, and nobody notified us: the watch finds it.
    order.statusCode = 3;
    await makeDue(reference);
    await reconcilers[0].runOnce();
    expect((await row(reference)).status).toBe('REVERSED');
    const revoked = await db.query<{ revoked_at: string | null }>('SELECT revoked_at FROM entitlements WHERE payment_reference = $1', [reference]);
    expect(revoked.rows[0].revoked_at).not.toBeNull();
    expect((await db.query<{ status: string }>('SELECT status FROM payment_checks WHERE id = $1', [reference])).rows[0].status).toBe('done');

    // Past the window a completed payment is no longer asked about.
    const later = await request(apps[0].getHttpServer())
      .post('/api/payments/initiate')
      .send({ firstName: 'Amina', lastName: 'Nakato', phone: '0772 000 009', email: 'watch-over@example.com', itemKey: 'resource-access', currency: 'UGX', payment_method: 'card' })
      .expect(200);
    const other = later.body.reference as string;
    const otherOrder = sandbox.state.byMerchantReference.get(other)!;
    otherOrder.statusCode = 1;
    await makeDue(other);
    await reconcilers[0].runOnce();
    expect((await row(other)).status).toBe('COMPLETED');
    await db.query("UPDATE payments SET completed_at = now() - interval '49 hours' WHERE reference = $1", [other]);
    await makeDue(other);
    const asked = otherOrder.statusReads;
    await reconcilers[0].runOnce();
    expect(otherOrder.statusReads).toBe(asked);
    expect((await db.query<{ status: string }>('SELECT status FROM payment_checks WHERE id = $1', [other])).rows[0].status).toBe('done');
  });

  it('checks one payment now on request (for the back office)', async () => {
    const reference = await pay('0772 100 006', 'check-now@example.com');
    await new Promise((r) => setTimeout(r, 120));
    expect((await reconcilers[0].checkNow(reference))?.row.status).toBe('COMPLETED');
    expect(await reconcilers[0].checkNow('NCUNKNOWN')).toBeUndefined();
  });

  notePostgresSkipped();
});
