import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SANDBOX_CREDENTIALS } from '../src/credentials';
import { createSandboxServer } from '../src/sandbox-server';

interface PesapalClient {
  authenticate(): void;
  register_ipn_url(o: { url: string; ipn_notification_type: string }): Promise<Record<string, unknown>>;
  submit_order(o: Record<string, unknown>): Promise<Record<string, unknown>>;
  get_transaction_status(o: { OrderTrackingId: string }): Promise<Record<string, unknown>>;
}
type Interceptor = (config: { url?: string }) => { url?: string };

// The public client (pesapaljs-v3) calls Pesapal's fixed hosts through its own axios: that axios is
// pointed at this loopback sandbox with an interceptor (axios's public API), nothing else is changed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pesapal = require('pesapaljs-v3') as { init(o: { key: string; secret: string; debug: boolean }): PesapalClient };
const clientDir = path.dirname(require.resolve('pesapaljs-v3'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const clientAxios = require(require.resolve('axios', { paths: [clientDir] })) as { interceptors: { request: { use(f: Interceptor): number; eject(id: number): void } } };
const PESAPAL_HOSTS = /^https:\/\/(pay\.pesapal\.com\/v3|cybqa\.pesapal\.com\/pesapalv3)/;

/**
 * Each Pesapal account (UG, RW) has its own tokens, IPN registrations and orders, as on Pesapal:
 * seen through a client nobody here wrote. It keeps one account's token in the module, so each
 * account is used in turn (authenticate, then its calls).
 */
describe('the sandbox as seen by the public pesapaljs-v3 client', () => {
  let sandbox: ReturnType<typeof createSandboxServer>;
  let interceptor: number;

  beforeAll(async () => {
    sandbox = createSandboxServer({ publicUrl: 'http://127.0.0.1:0' });
    await new Promise<void>((r) => sandbox.server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/pesapalv3`;
    interceptor = clientAxios.interceptors.request.use((config) => ({ ...config, url: config.url?.replace(PESAPAL_HOSTS, base) }));
  });

  afterAll(async () => {
    clientAxios.interceptors.request.eject(interceptor);
    await new Promise((r) => sandbox.server.close(r));
  });

  // The client keeps one account in its module: init switches it (then authenticate takes its token).
  const account = (country: 'UG' | 'RW'): PesapalClient =>
    pesapal.init({ key: SANDBOX_CREDENTIALS[country].pesapal.consumerKey, secret: SANDBOX_CREDENTIALS[country].pesapal.consumerSecret, debug: false });

  /** The client's authenticate() does not return its promise: wait until its token is taken. */
  const signIn = async (client: PesapalClient) => {
    client.authenticate();
    for (let i = 0; i < 100; i++) {
      const probe = await client.get_transaction_status({ OrderTrackingId: 'probe' });
      if ((probe.error as { code?: string } | null)?.code !== 'invalid_token') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the client never took its token');
  };

  const order = (id: string, currency: string, notificationId: string) => ({
    id,
    currency,
    amount: 1000,
    description: 'Essential Kit',
    callback_url: 'http://127.0.0.1:9/payment/callback',
    notification_id: notificationId,
    billing_address: { email_address: 'amina@example.com', phone_number: '+256772000006', country_code: currency === 'RWF' ? 'RW' : 'UG', first_name: 'Amina', last_name: 'Nakato' },
  });

  it('keeps tokens, IPN registrations and orders per account', async () => {
    const ug = account('UG');
    await signIn(ug);
    // The client's register_ipn_url sends the notification type as the url: the sandbox refuses it, as Pesapal would.
    expect(await ug.register_ipn_url({ url: 'http://127.0.0.1:9/api/payments/ipn', ipn_notification_type: 'POST' })).toMatchObject({ status: '500', error: { code: 'invalid_url' } });
    const ugIpn = [...sandbox.state.ipns.values()];
    expect(ugIpn).toHaveLength(0);
    // Register for each account directly (the state's own record of which account registered it).
    const register = async (country: 'UG' | 'RW') => {
      const token = await fetch(`http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/pesapalv3/api/Auth/RequestToken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ consumer_key: SANDBOX_CREDENTIALS[country].pesapal.consumerKey, consumer_secret: SANDBOX_CREDENTIALS[country].pesapal.consumerSecret }),
      }).then((r) => r.json() as Promise<{ token: string }>);
      const ipn = await fetch(`http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/pesapalv3/api/URLSetup/RegisterIPN`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.token}` },
        body: JSON.stringify({ url: 'http://127.0.0.1:9/api/payments/ipn', ipn_notification_type: 'POST' }),
      }).then((r) => r.json() as Promise<{ ipn_id: string }>);
      return ipn.ipn_id;
    };
    const ugIpnId = await register('UG');
    const rwIpnId = await register('RW');
    // The same URL registered by two accounts: two registrations.
    expect(rwIpnId).not.toBe(ugIpnId);

    // UG submits with its own registration; RW's registration is not UG's.
    const submitted = await ug.submit_order(order('NC48UG1', 'UGX', ugIpnId));
    expect(submitted).toMatchObject({ status: '200', merchant_reference: 'NC48UG1' });
    expect(await ug.submit_order(order('NC48UG2', 'UGX', rwIpnId))).toMatchObject({ status: '500', error: { code: 'invalid_notification_id' } });
    expect(await ug.get_transaction_status({ OrderTrackingId: String(submitted.order_tracking_id) })).toMatchObject({ status_code: 0, error: { code: 'payment_details_not_found' } });

    // RW's token does not open UG's order.
    const rw = account('RW');
    await signIn(rw);
    expect(await rw.get_transaction_status({ OrderTrackingId: String(submitted.order_tracking_id) })).toMatchObject({ error: { code: 'order_not_found' } });
  });

  it('a payer who goes back without paying: status_code 0 INVALID without payment_details_not_found, still payable on the page', async () => {
    const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    const ug = account('UG');
    await signIn(ug);
    const ipnId = [...sandbox.state.ipns.values()].find((i) => i.account === SANDBOX_CREDENTIALS.UG.pesapal.consumerKey)!.id;
    const submitted = await ug.submit_order(order('NC48LEFT', 'UGX', ipnId));
    const trackingId = String(submitted.order_tracking_id);
    const decide = (outcome: string) =>
      fetch(`${sandboxUrl}/pesapaliframe/PesapalIframe3/Decide`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ OrderTrackingId: trackingId, outcome }), redirect: 'manual' });
    expect((await decide('leave')).status).toBe(303);
    const left = await ug.get_transaction_status({ OrderTrackingId: trackingId });
    expect(left).toMatchObject({ status_code: 0, payment_status_description: 'INVALID', status: '200', error: { code: null } });
    const page = await (await fetch(`${sandboxUrl}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`)).text();
    expect(page).toContain('Complete payment');
    expect(page).toContain('+256772000006');
    await decide('complete');
    expect(await ug.get_transaction_status({ OrderTrackingId: trackingId })).toMatchObject({ status_code: 1, status: '200' });
  });
});
