import { PRODUCTION_ENV as PRODUCTION, problemsOf } from '../../test/support/config-problems';
import { PRODUCTION_PAYMENT_ENV } from '../../test/support/payment-env';
import { loadConfig } from './load-config';

describe('payment settings', () => {
  it('default to the local sandbox outside production: Pesapal under its path prefix, one MoMo user per country', () => {
    const { payments } = loadConfig({ NODE_ENV: 'development', PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4321', PUBLIC_URL: 'http://localhost:3000' });
    expect(payments.countries.UGX.pesapal.baseUrl).toBe('http://127.0.0.1:4321/pesapalv3');
    expect(payments.countries.UGX.momo).toMatchObject({ baseUrl: 'http://127.0.0.1:4321', targetEnvironment: 'mtnuganda' });
    expect(payments.countries.RWF.momo.targetEnvironment).toBe('mtnrwanda');
    expect(payments.countries.UGX.momo.apiUser).not.toBe(payments.countries.RWF.momo.apiUser);
    expect(payments.countries.UGX.via).toEqual({ mtn: 'momo', airtel: 'pesapal' });
    expect(payments.momoCallbackUrl).toBe('http://localhost:3000/api/payments/momo-callback');
    expect(payments.ipnUrl).toBe('http://localhost:3000/api/payments/ipn');
  });

  it("refuses a PAYMENT_PROVIDER_URL that is not an http(s) address, naming it", () => {
    expect(problemsOf({ NODE_ENV: 'test', PAYMENT_PROVIDER_URL: 'ftp://127.0.0.1:3200' })).toEqual(['PAYMENT_PROVIDER_URL must be an http or https URL (got "ftp://127.0.0.1:3200")']);
    expect(problemsOf({ NODE_ENV: 'test', PAYMENT_PROVIDER_URL: 'sandbox' })).toEqual(['PAYMENT_PROVIDER_URL must be an http or https URL (got "sandbox")']);
  });

  it('reads each country separately in production', () => {
    const { payments } = loadConfig({ ...PRODUCTION, PESAPAL_RW_BASE_URL: 'https://pay.pesapal.com/v3/' });
    expect(payments.countries.UGX.pesapal).toEqual({ baseUrl: 'https://pay.pesapal.com/v3', consumerKey: 'ug-live-consumer-key', consumerSecret: 'ug-live-consumer-secret' });
    expect(payments.countries.RWF.momo).toMatchObject({ apiUser: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', subscriptionKey: 'rw-live-subscription-key', targetEnvironment: 'mtnrwanda' });
    expect(payments.ipnUrl).toBe('https://nyotacreative.com/api/payments/ipn');
  });

  it('refuses production without provider settings, naming each', () => {
    const env: Record<string, string | undefined> = { ...PRODUCTION };
    for (const name of Object.keys(PRODUCTION_PAYMENT_ENV)) delete env[name];
    const problems = problemsOf(env);
    for (const name of ['PESAPAL_UG_BASE_URL', 'PESAPAL_UG_CONSUMER_KEY', 'PESAPAL_RW_CONSUMER_SECRET', 'MOMO_UG_API_USER', 'MOMO_RW_SUBSCRIPTION_KEY', 'MOMO_RW_TARGET_ENVIRONMENT']) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    }
  });

  it("refuses the sandbox's values, test hosts, plain http and a foreign target environment in production", () => {
    const problems = problemsOf({
      ...PRODUCTION,
      PESAPAL_UG_CONSUMER_KEY: 'sandbox-ug-consumer-key',
      MOMO_RW_API_USER: '8d2c4b6a-1e3f-4a5b-8c7d-2e4f6a8b0c1d',
      PESAPAL_RW_BASE_URL: 'https://cybqa.pesapal.com/pesapalv3',
      MOMO_UG_BASE_URL: 'http://payment-sandbox:3200',
      MOMO_UG_TARGET_ENVIRONMENT: 'sandbox',
    });
    expect(problems).toEqual([
      'PESAPAL_UG_CONSUMER_KEY is a placeholder value: set a private one',
      'MOMO_UG_TARGET_ENVIRONMENT must be mtnuganda in production (UGX is only accepted there; got "sandbox")',
      'MOMO_UG_BASE_URL must be an https URL in production (got "http://payment-sandbox:3200")',
      'PESAPAL_RW_BASE_URL must be the live provider in production, not its test host (got "https://cybqa.pesapal.com/pesapalv3")',
      'MOMO_RW_API_USER is a placeholder value: set a private one',
    ]);
  });

  it('needs no MoMo settings where MTN goes through Pesapal, and refuses a direct Airtel route', () => {
    const env: Record<string, string | undefined> = { ...PRODUCTION, PAYMENTS_RW_MTN_VIA: 'pesapal', PAYMENTS_UG_AIRTEL_VIA: 'momo' };
    for (const name of Object.keys(PRODUCTION_PAYMENT_ENV).filter((n) => n.startsWith('MOMO_RW_'))) delete env[name];
    expect(problemsOf(env)).toEqual(['PAYMENTS_UG_AIRTEL_VIA must be pesapal (no direct Airtel Money adapter yet; got "momo")']);
  });

  it('refuses the .env.example placeholders in production', () => {
    expect(problemsOf({ ...PRODUCTION, PESAPAL_RW_CONSUMER_SECRET: 'change-me-rw-consumer-secret' })).toEqual(['PESAPAL_RW_CONSUMER_SECRET is a placeholder value: set a private one']);
  });

  it('refuses a MoMo API user that is not a UUID', () => {
    expect(problemsOf({ MOMO_UG_API_USER: 'sandbox-momo-user' })).toEqual(['MOMO_UG_API_USER must be a UUID (the MoMo API user; got "sandbox-momo-user")']);
  });
});
