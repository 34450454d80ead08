import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_CREDENTIALS } from '../src/credentials';
import { createSandboxServer } from '../src/sandbox-server';

const ug = SANDBOX_CREDENTIALS.UG;

/**
 * The fault switch over HTTP (README.md "Faults over HTTP"): what a test of the composed site,
 * which cannot reach the sandbox's memory, uses to make MoMo or Pesapal fail.
 */
describe('the sandbox fault switch over HTTP', () => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let base: string;

  beforeAll(async () => {
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0', momoSettleMs: 50 });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => sandbox.server.close(r));
  });
  afterEach(() => sandbox.state.faults.clear());

  const json = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const addFault = async (fault: Record<string, unknown>) => {
    const res = await json('POST', '/__sandbox/faults', fault);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  let momoToken = '';
  const momoHeaders = async () => {
    if (!momoToken) {
      const res = await fetch(`${base}/collection/token/`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${ug.momo.apiUser}:${ug.momo.apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': ug.momo.subscriptionKey },
      });
      momoToken = ((await res.json()) as { access_token: string }).access_token;
    }
    return { Authorization: `Bearer ${momoToken}`, 'Ocp-Apim-Subscription-Key': ug.momo.subscriptionKey, 'X-Target-Environment': ug.momo.targetEnvironment, 'Content-Type': 'application/json' };
  };
  const requestToPay = async (msisdn: string) => {
    const referenceId = randomUUID();
    const res = await fetch(`${base}/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: { ...(await momoHeaders()), 'X-Reference-Id': referenceId },
      body: JSON.stringify({ amount: '235000', currency: 'UGX', externalId: 'NCFAULT', payer: { partyIdType: 'MSISDN', partyId: msisdn }, payerMessage: 'm', payeeNote: 'n' }),
    });
    return { referenceId, status: res.status, text: await res.text() };
  };
  const statusOf = async (referenceId: string) => (await fetch(`${base}/collection/v1_0/requesttopay/${referenceId}`, { headers: await momoHeaders() })).status;

  it.each([
    ['an array', [], 'the body must be a JSON object'],
    ['unreadable JSON', '{"method":', 'the body must be a JSON object'],
    ['no method', { path: '/collection/', status: 503 }, 'method must be one of GET, POST, PUT, PATCH, DELETE'],
    ['a path without /', { method: 'GET', path: 'collection', status: 503 }, 'path must start with /'],
    ['one of the sandbox’s own routes', { method: 'POST', path: '/__sandbox/reverse', status: 503 }, 'the sandbox’s own routes cannot be faulted'],
    ['a status out of range', { method: 'GET', path: '/collection/', status: 700 }, 'status must be an integer from 200 to 599'],
    ['a status as text', { method: 'GET', path: '/collection/', status: '503' }, 'status must be an integer from 200 to 599'],
    ['times 0', { method: 'GET', path: '/collection/', status: 503, times: 0 }, 'times must be an integer from 1 to 1000'],
    ['an unknown when', { method: 'GET', path: '/collection/', status: 503, when: 'later' }, 'when must be "before" or "after"'],
    ['an empty bodyIncludes', { method: 'GET', path: '/collection/', status: 503, bodyIncludes: '' }, 'bodyIncludes must be a non-empty string'],
    ['a body that is a number', { method: 'GET', path: '/collection/', status: 503, body: 5 }, 'body must be a string or a JSON object or array'],
    ['an unknown field', { method: 'GET', path: '/collection/', status: 503, delayMs: 10 }, 'unknown field(s): delayMs'],
  ])('refuses %s with 400 and says why, keeping nothing', async (_what, body, message) => {
    const res = await json('POST', '/__sandbox/faults', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; errors: string[] };
    expect(answer.error).toBe('invalid_fault');
    expect(answer.errors.join('; ')).toContain(message);
    expect(sandbox.state.faults.size).toBe(0);
  });

  it('"before" (the default): the matching request is answered with the fault and never reaches MoMo; others are untouched', async () => {
    await addFault({ method: 'POST', path: '/collection/v1_0/requesttopay', status: 503, body: { code: 'SERVICE_UNAVAILABLE' }, bodyIncludes: '256772000601' });
    const other = await requestToPay('256772000606');
    expect(other.status).toBe(202);
    const faulted = await requestToPay('256772000601');
    expect(faulted).toMatchObject({ status: 503, text: '{"code":"SERVICE_UNAVAILABLE"}' });
    expect(await statusOf(faulted.referenceId)).toBe(404);
    // Used once (times defaults to 1): the next request of that number goes through.
    expect((await requestToPay('256772000601')).status).toBe(202);
    expect(sandbox.state.faults.size).toBe(0);
  });

  it('"after": MoMo creates the request-to-pay, then the caller gets the fault, as many times as asked', async () => {
    await addFault({ method: 'post', path: '/collection/v1_0/requesttopay', status: 503, when: 'after', times: 2 });
    for (let i = 0; i < 2; i++) {
      const faulted = await requestToPay('256772000606');
      expect(faulted).toMatchObject({ status: 503, text: '' });
      expect(await statusOf(faulted.referenceId)).toBe(200);
    }
    expect((await requestToPay('256772000606')).status).toBe(202);
  });

  it('a status path faulted until the fault is deleted by its id; listed meanwhile; DELETE without id clears all', async () => {
    const { referenceId } = await requestToPay('256772000611');
    const id = await addFault({ method: 'GET', path: `/collection/v1_0/requesttopay/${referenceId}`, status: 503, times: 100 });
    expect(await statusOf(referenceId)).toBe(503);
    expect(await statusOf(referenceId)).toBe(503);
    const listed = (await (await json('GET', '/__sandbox/faults')).json()) as { id: string; times: number; on: string }[];
    expect(listed).toEqual([expect.objectContaining({ id, times: 98, on: `GET /collection/v1_0/requesttopay/${referenceId}` })]);
    expect((await json('DELETE', `/__sandbox/faults/${id}`)).status).toBe(200);
    expect(await statusOf(referenceId)).toBe(200);
    expect((await json('DELETE', `/__sandbox/faults/${id}`)).status).toBe(404);

    await addFault({ method: 'GET', path: '/collection/', status: 500 });
    await addFault({ method: 'GET', path: '/pesapalv3/', status: 500 });
    expect(await (await json('DELETE', '/__sandbox/faults')).json()).toEqual({ cleared: 2 });
    expect(await statusOf(referenceId)).toBe(200);
  });

  it('a Pesapal path matches with or without the path prefix, query included', async () => {
    await addFault({ method: 'GET', path: '/pesapalv3/api/Transactions/GetTransactionStatus?orderTrackingId=abc', status: 200, body: '{"status":"200"}' });
    await addFault({ method: 'GET', path: '/api/Transactions/GetTransactionStatus?orderTrackingId=def', status: 502 });
    expect((await fetch(`${base}/pesapalv3/api/Transactions/GetTransactionStatus?orderTrackingId=xyz`)).status).toBe(200);
    expect(sandbox.state.faults.size).toBe(2);
    expect(await (await fetch(`${base}/pesapalv3/api/Transactions/GetTransactionStatus?orderTrackingId=abc`)).text()).toBe('{"status":"200"}');
    expect((await fetch(`${base}/pesapalv3/api/Transactions/GetTransactionStatus?orderTrackingId=def`)).status).toBe(502);
    expect(sandbox.state.faults.size).toBe(0);
  });
});

describe('POST /__sandbox/reverse with notify: false', () => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let receiver: http.Server;
  let base: string;
  const received: string[] = [];

  beforeAll(async () => {
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0' });
    receiver = http.createServer((req, res) => {
      received.push(req.url ?? '');
      res.end('{}');
    });
    await Promise.all([sandbox.server, receiver].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
    base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all([sandbox.server, receiver].map((s) => new Promise((r) => s.close(r))));
  });

  /** A Pesapal order completed on the checkout page; its IPN reaches `receiver`. */
  async function completedOrder(): Promise<{ trackingId: string; token: string }> {
    const post = async (path: string, body: unknown, token?: string) =>
      (await (await fetch(`${base}/pesapalv3${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json()) as Record<string, string>;
    const { token } = await post('/api/Auth/RequestToken', { consumer_key: ug.pesapal.consumerKey, consumer_secret: ug.pesapal.consumerSecret });
    const { ipn_id } = await post('/api/URLSetup/RegisterIPN', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ipn`, ipn_notification_type: 'GET' }, token);
    const order = await post(
      '/api/Transactions/SubmitOrderRequest',
      { id: `NCREV${Date.now()}${Math.floor(Math.random() * 1e4)}`, amount: 550000, currency: 'UGX', description: 'd', callback_url: 'http://127.0.0.1:9/back', notification_id: ipn_id, billing_address: { email_address: 'a@example.com' } },
      token,
    );
    const decided = await fetch(`${base}/pesapaliframe/PesapalIframe3/Decide`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ OrderTrackingId: order.order_tracking_id, outcome: 'complete' }) });
    expect(decided.status).toBe(303);
    return { trackingId: order.order_tracking_id, token };
  }
  const statusCode = async (trackingId: string, token: string) =>
    ((await (await fetch(`${base}/pesapalv3/api/Transactions/GetTransactionStatus?orderTrackingId=${trackingId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { status_code: number }).status_code;
  const reverse = (body: unknown) => fetch(`${base}/__sandbox/reverse`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('reverses without an IPN; without the option it notifies as before; a notify that is not a boolean is a 400', async () => {
    const quiet = await completedOrder();
    const ipnsBefore = received.length;
    expect(ipnsBefore).toBeGreaterThanOrEqual(1);
    expect((await reverse({ OrderTrackingId: quiet.trackingId, notify: 'no' })).status).toBe(400);
    const res = await reverse({ OrderTrackingId: quiet.trackingId, notify: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reversed: quiet.trackingId, notified: false });
    expect(await statusCode(quiet.trackingId, quiet.token)).toBe(3);
    expect(received).toHaveLength(ipnsBefore);

    const loud = await completedOrder();
    const before = received.length;
    expect(await (await reverse({ OrderTrackingId: loud.trackingId })).json()).toEqual({ reversed: loud.trackingId, notified: true });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toContain(`OrderTrackingId=${loud.trackingId}`);
  });
});
