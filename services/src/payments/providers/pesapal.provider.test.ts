import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderError } from './payment-provider';
import { PesapalProvider } from './pesapal.provider';

/** A stand-in for Pesapal's API over real HTTP, answering SubmitOrderRequest with `redirectUrl`. */
async function fakePesapal(redirectUrl: unknown): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/Auth/RequestToken') return res.end(JSON.stringify({ status: '200', token: 't', expiryDate: new Date(Date.now() + 300_000).toISOString() }));
      if (req.url === '/api/URLSetup/RegisterIPN') return res.end(JSON.stringify({ status: '200', ipn_id: 'ipn-1' }));
      if (req.url === '/api/Transactions/SubmitOrderRequest') {
        return res.end(JSON.stringify({ status: '200', order_tracking_id: 'track-1', merchant_reference: 'ref-1', redirect_url: redirectUrl }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const order = {
  merchantReference: 'ref-1',
  amount: 50000,
  currency: 'UGX',
  description: 'Brand kit',
  email: 'amina@example.com',
  phone: '+256772000000',
  firstName: 'Amina',
  lastName: 'N',
  callbackUrl: 'https://nyota.example/payment/callback',
};

describe('PesapalProvider', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function start(redirectUrl: unknown) {
    const fake = await fakePesapal(redirectUrl);
    server = fake.server;
    const provider = new PesapalProvider({ baseUrl: fake.baseUrl, consumerKey: 'k', consumerSecret: 's' }, { ipnUrl: 'https://nyota.example/api/payments/ipn', timeoutMs: 5000, label: 'test' });
    return provider.start(order);
  }

  it('hands on the hosted checkout address the provider gives', async () => {
    await expect(start('https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=track-1')).resolves.toEqual({
      providerRef: 'track-1',
      redirectUrl: 'https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=track-1',
    });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'not a url', 42])(
    'refuses to send the browser to %p, whoever answered in the provider\'s name',
    async (redirectUrl) => {
      await expect(start(redirectUrl)).rejects.toThrow(ProviderError);
    },
  );
});
