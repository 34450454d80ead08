import { loopbackCallbackUrl } from './return-address';

describe('loopbackCallbackUrl', () => {
  const site = 'http://localhost:3000';

  it('sends the payer back under the loopback name they use, outside production', () => {
    expect(loopbackCallbackUrl('http://127.0.0.1:3000', site, false)).toBe('http://127.0.0.1:3000/payment/callback');
    expect(loopbackCallbackUrl('http://[::1]:3000', site, false)).toBe('http://[::1]:3000/payment/callback');
    expect(loopbackCallbackUrl('http://localhost:3000', 'http://127.0.0.1:3000', false)).toBe('http://localhost:3000/payment/callback');
  });

  it("keeps PUBLIC_URL's own address for it, for any other origin, and always in production", () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://evil.example:3000',
      'http://127.0.0.1.evil.example:3000',
      'http://127.0.0.1:3000/path',
      'null',
      '',
      undefined,
      ['http://127.0.0.1:3000'],
    ]) {
      expect({ origin, url: loopbackCallbackUrl(origin, site, false) }).toEqual({ origin, url: undefined });
    }
    expect(loopbackCallbackUrl('http://127.0.0.1:3000', site, true)).toBeUndefined();
    expect(loopbackCallbackUrl('http://127.0.0.1:3000', 'https://nyota.example', false)).toBeUndefined();
  });
});
