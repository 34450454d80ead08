import { testConfig } from '../../test/support/test-config';
import { PaymentProviders } from './payment-providers';

describe('PaymentProviders', () => {
  it('sends cards to hosted checkout, MTN to MoMo and Airtel to Pesapal by default, per country', () => {
    const providers = new PaymentProviders(testConfig({ PUBLIC_URL: 'https://nyota.example' }));
    for (const currency of ['UGX', 'RWF'] as const) {
      expect(providers.choose(currency, 'card').name).toBe('pesapal');
      expect(providers.choose(currency, 'mobile', 'mtn').name).toBe('momo');
      expect(providers.choose(currency, 'mobile', 'airtel').name).toBe('pesapal');
    }
    expect(providers.choose('UGX', 'mobile', 'mtn')).not.toBe(providers.choose('RWF', 'mobile', 'mtn'));
    expect(providers.callbackUrl).toBe('https://nyota.example/payment/callback');
    expect(providers.settings.ipnUrl).toBe('https://nyota.example/api/payments/ipn');
    expect(providers.settings.momoCallbackUrl).toBe('https://nyota.example/api/payments/momo-callback');
  });

  it('sends MTN through hosted checkout in the country configured so', () => {
    const providers = new PaymentProviders(testConfig({ PAYMENTS_RW_MTN_VIA: 'pesapal' }));
    expect(providers.choose('RWF', 'mobile', 'mtn').name).toBe('pesapal');
    expect(providers.choose('UGX', 'mobile', 'mtn').name).toBe('momo');
  });
});
