import type { AppConfig } from '../config/app-config';
import { momoOutcomeFor } from '../sandbox/sandbox-state';
import { PaymentProviders } from './payment-providers';

const app = { publicUrl: 'https://nyota.example', paymentProviderUrl: 'https://provider.example' } as AppConfig;

describe('PaymentProviders', () => {
  const saved = process.env.MOBILE_MONEY_VIA;
  afterEach(() => {
    if (saved === undefined) delete process.env.MOBILE_MONEY_VIA;
    else process.env.MOBILE_MONEY_VIA = saved;
  });

  it('sends cards to hosted checkout and mobile money to the push path by default', () => {
    delete process.env.MOBILE_MONEY_VIA;
    const providers = new PaymentProviders(app);
    expect(providers.forMethod('card').name).toBe('pesapal');
    expect(providers.forMethod('mobile').name).toBe('momo');
    expect(providers.callbackUrl).toBe('https://nyota.example/payment/callback');
    expect(providers.config.ipnUrl).toBe('https://nyota.example/api/payments/ipn');
  });

  it('sends mobile money through hosted checkout when configured so', () => {
    process.env.MOBILE_MONEY_VIA = 'pesapal';
    expect(new PaymentProviders(app).forMethod('mobile').name).toBe('pesapal');
  });
});

describe('the sandbox MoMo rule on the last digit of the number', () => {
  it.each([
    ['256772123450', 'FAILED'],
    ['256772123451', 'PENDING'],
    ['256772123452', 'SUCCESSFUL'],
    ['250788000229', 'SUCCESSFUL'],
  ])('%s → %s', (msisdn, outcome) => {
    expect(momoOutcomeFor(msisdn)).toBe(outcome);
  });
});
