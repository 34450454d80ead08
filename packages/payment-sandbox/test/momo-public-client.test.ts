import type { AddressInfo } from 'node:net';
import * as momo from 'mtn-momo';
import { SANDBOX_CREDENTIALS } from '../src/credentials';
import { createSandboxServer, type SandboxOptions } from '../src/sandbox-server';

/** A sandbox on a free port, with its address. */
async function startSandbox(options: Partial<Pick<SandboxOptions, 'momoSettleMs' | 'pesapalPrefix' | 'momoSlowAnswerMs' | 'momoUsers'>> = {}) {
  const sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', ...options });
  await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
  return { sandbox, base: `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}` };
}

/**
 * The sandbox driven by a client nobody here wrote: the public `mtn-momo` npm package (2.0.0), as a
 * merchant would use it against the real MoMo API. If the sandbox drifts from what MoMo's real
 * clients send and expect, this fails.
 */
describe('the sandbox as seen by the public mtn-momo client', () => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let baseUrl: string;
  const ug = SANDBOX_CREDENTIALS.UG.momo;

  beforeAll(async () => {
    ({ sandbox, base: baseUrl } = await startSandbox({ momoSettleMs: 50 }));
  });

  afterAll(async () => {
    await new Promise((r) => sandbox.server.close(r));
  });

  const collections = (overrides: { primaryKey?: string; userSecret?: string; environment?: string } = {}) =>
    momo
      // The client's own baseUrl option; environment is MoMo's target environment (X-Target-Environment).
      .create({ callbackHost: '127.0.0.1', baseUrl, environment: (overrides.environment ?? 'mtnuganda') as momo.Environment })
      .Collections({ userId: ug.apiUser, userSecret: overrides.userSecret ?? ug.apiKey, primaryKey: overrides.primaryKey ?? ug.subscriptionKey });

  const payer = (partyId: string) => ({ partyIdType: momo.PayerType.MSISDN, partyId });
  const request = (partyId: string) => ({ amount: '180000', currency: 'UGX', externalId: 'NC-CONTRACT', payer: payer(partyId), payerMessage: 'Resource Hub access', payeeNote: 'NC-CONTRACT' });
  const decided = () => new Promise((r) => setTimeout(r, 120));

  it('token, request-to-pay and status for a successful payment (with payerMessage and payeeNote)', async () => {
    const client = collections();
    const referenceId = await client.requestToPay(request('256772123456'));
    expect(referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.getTransaction(referenceId)).toMatchObject({ status: 'PENDING' });
    await decided();
    const done = await client.getTransaction(referenceId);
    expect(done).toMatchObject({ status: 'SUCCESSFUL', amount: '180000', currency: 'UGX', externalId: 'NC-CONTRACT', payerMessage: 'Resource Hub access', payeeNote: 'NC-CONTRACT' });
    expect(done.financialTransactionId).toMatch(/^\d+$/);
  });

  it('a failed payment comes back as the client library’s own error for the reason', async () => {
    const client = collections();
    const referenceId = await client.requestToPay(request('256772123450'));
    await decided();
    await expect(client.getTransaction(referenceId)).rejects.toBeInstanceOf(momo.ApprovalRejectedError);
  });

  it('a payment the payer never answers stays PENDING', async () => {
    const client = collections();
    const referenceId = await client.requestToPay(request('256772123451'));
    await decided();
    expect(await client.getTransaction(referenceId)).toMatchObject({ status: 'PENDING' });
  });

  it.each([
    ['256772123453', momo.ExpiredError],
    ['256772123454', momo.NotEnoughFundsError],
    ['256772123455', momo.PayerNotFoundError],
  ])('%s fails with the reason the client knows as %p', async (number, error) => {
    const client = collections();
    const referenceId = await client.requestToPay(request(number));
    await decided();
    await expect(client.getTransaction(referenceId)).rejects.toBeInstanceOf(error);
  });

  it('refuses what the real service refuses: wrong subscription key, wrong user key, another target environment, another currency', async () => {
    await expect(collections({ primaryKey: 'not-our-key' }).requestToPay(request('256772123456'))).rejects.toThrow();
    await expect(collections({ userSecret: 'wrong' }).requestToPay(request('256772123456'))).rejects.toThrow();
    await expect(collections({ environment: 'mtnrwanda' }).requestToPay(request('256772123456'))).rejects.toBeInstanceOf(momo.NotAllowedTargetEnvironmentError);
    await expect(collections().requestToPay({ ...request('256772123456'), currency: 'EUR' })).rejects.toBeInstanceOf(momo.InvalidCurrencyError);
    await expect(collections().requestToPay({ ...request('+256772123456') })).rejects.toThrow();
  });
});

describe('the sandbox refuses what MoMo and Pesapal refuse (raw requests)', () => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let base: string;
  const ug = SANDBOX_CREDENTIALS.UG.momo;

  beforeAll(async () => {
    ({ sandbox, base } = await startSandbox({ pesapalPrefix: '/v3' }));
  });

  afterAll(async () => {
    await new Promise((r) => sandbox.server.close(r));
  });

  async function token(): Promise<string> {
    const res = await fetch(`${base}/collection/token/`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${ug.apiUser}:${ug.apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': ug.subscriptionKey },
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const rtp = async (referenceId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${base}/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await token()}`,
        'Ocp-Apim-Subscription-Key': ug.subscriptionKey,
        'X-Target-Environment': 'mtnuganda',
        'X-Reference-Id': referenceId,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: JSON.stringify({ amount: '1000', currency: 'UGX', externalId: 'x', payer: { partyIdType: 'MSISDN', partyId: '256772123456' }, ...body }),
    });

  it('MoMo: 401 without the subscription key, in the gateway’s own shape', async () => {
    const res = await fetch(`${base}/collection/token/`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, message: expect.stringMatching(/^Access denied due to invalid subscription key/) });
  });

  it('MoMo: a UUID v4 reference once (409 when reused), string amounts, MSISDNs without +, notes up to 160 characters', async () => {
    const id = '3f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f70';
    expect((await rtp(id, {})).status).toBe(202);
    expect((await rtp(id, {})).status).toBe(409);
    expect((await rtp('not-a-uuid', {})).status).toBe(400);
    expect((await rtp('3f9c1e2a-7b4d-1c8e-9a1f-2b3c4d5e6f71', {})).status).toBe(400);
    expect((await rtp('4f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f72', { amount: 1000 })).status).toBe(400);
    expect((await rtp('5f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f73', { amount: 'abc' })).status).toBe(400);
    expect((await rtp('6f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f74', { payer: { partyIdType: 'MSISDN', partyId: '+256772123456' } })).status).toBe(400);
    expect((await rtp('7f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f75', { payeeNote: 'x'.repeat(161) })).status).toBe(400);
    expect((await rtp('8f9c1e2a-7b4d-4c8e-9a1f-2b3c4d5e6f76', {}, { 'X-Target-Environment': '' })).status).toBe(403);
  });

  it('Pesapal: served under the configured prefix only', async () => {
    const body = JSON.stringify({ consumer_key: SANDBOX_CREDENTIALS.UG.pesapal.consumerKey, consumer_secret: SANDBOX_CREDENTIALS.UG.pesapal.consumerSecret });
    const headers = { 'Content-Type': 'application/json' };
    const under = await fetch(`${base}/v3/api/Auth/RequestToken`, { method: 'POST', headers, body });
    expect(((await under.json()) as { status: string }).status).toBe('200');
    expect((await fetch(`${base}/api/Auth/RequestToken`, { method: 'POST', headers, body })).status).toBe(404);
  });
});

describe('the sandbox cases of issue 48, through the public mtn-momo client', () => {
  const ug = SANDBOX_CREDENTIALS.UG.momo;
  let sandbox: ReturnType<typeof createSandboxServer>;
  let baseUrl: string;

  beforeAll(async () => {
    // The API user registered the callback host api.nyota.example; a number ending in 2 is answered after 400 ms.
    ({ sandbox, base: baseUrl } = await startSandbox({ momoSettleMs: 50, momoSlowAnswerMs: 400, momoUsers: [{ ...ug, callbackHost: 'api.nyota.example' }] }));
  });

  afterAll(async () => {
    await new Promise((r) => sandbox.server.close(r));
  });

  const client = (callbackHost: string) =>
    momo.create({ callbackHost, baseUrl, environment: 'mtnuganda' as momo.Environment }).Collections({ userId: ug.apiUser, userSecret: ug.apiKey, primaryKey: ug.subscriptionKey });
  const rtp = (partyId: string, callbackUrl: string) => ({
    amount: '1000',
    currency: 'UGX',
    externalId: 'NC-48',
    payer: { partyIdType: momo.PayerType.MSISDN, partyId },
    payerMessage: 'x',
    payeeNote: 'x',
    callbackUrl,
  });

  it('refuses an X-Callback-Url on another host than the registered one (INVALID_CALLBACK_URL_HOST), as MoMo does', async () => {
    await expect(client('127.0.0.1').requestToPay(rtp('256772123456', 'http://127.0.0.1:9/api/payments/momo-callback'))).rejects.toBeInstanceOf(momo.InvalidCallbackUrlHostError);
    await expect(client('api.nyota.example').requestToPay(rtp('256772123456', 'https://api.nyota.example/api/payments/momo-callback'))).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a number ending in 2: taken at once, answered late, then approved', async () => {
    const started = Date.now();
    const pending = client('api.nyota.example').requestToPay(rtp('256772123452', 'https://api.nyota.example/cb'));
    await new Promise((r) => setTimeout(r, 150));
    // Already known to MoMo before it answers: its status can be read by the reference.
    const known = [...sandbox.state.requests.values()].find((r) => r.msisdn === '256772123452');
    expect(known).toBeDefined();
    const referenceId = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(referenceId).toBe(known!.referenceId);
    await new Promise((r) => setTimeout(r, 120));
    expect(await client('api.nyota.example').getTransaction(referenceId)).toMatchObject({ status: 'SUCCESSFUL' });
  });
});
