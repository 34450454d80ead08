import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems';
import { loadConfig } from './load-config';
import { momoCallbackUrlOnHost } from './momo-callback-host';

describe('production refuses a MoMo callback host the API user cannot use', () => {
  it('takes PUBLIC_URL’s host when it is https, or MOMO_CALLBACK_HOST', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://nyota.example' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION_ENV, MOMO_CALLBACK_HOST: 'api.nyota.example' })).toEqual([]);
    expect(loadConfig({ ...PRODUCTION_ENV, MOMO_CALLBACK_HOST: 'api.nyota.example' }).payments.momoCallbackUrl).toBe('https://api.nyota.example/api/payments/momo-callback');
  });

  it('refuses a plain-http callback host, naming the setting', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, MOMO_CALLBACK_HOST: 'http://api.nyota.example' })).toContain(
      'MOMO_CALLBACK_HOST must be https in production (MoMo calls the callback over https; got "http://api.nyota.example")',
    );
  });

  it('refuses a callback URL on another host than the registered one', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, MOMO_CALLBACK_HOST: 'api.nyota.example', MOMO_CALLBACK_URL: 'https://elsewhere.example/api/payments/momo-callback' })).toContain(
      'MOMO_CALLBACK_URL must be on the MoMo callback host api.nyota.example (got "https://elsewhere.example/api/payments/momo-callback"): MoMo refuses another host',
    );
  });

  it('asks nothing where no country sends MTN to MoMo, nor outside production', () => {
    expect(problemsOf({ NODE_ENV: 'development', MOMO_CALLBACK_HOST: 'http://localhost:3000' })).toEqual([]);
    expect(momoCallbackUrlOnHost('http://localhost:3000')).toBe('http://localhost:3000/api/payments/momo-callback');
  });
});
