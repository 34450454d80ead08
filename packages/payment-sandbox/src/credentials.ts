/**
 * The accounts the sandbox accepts: the same values the API uses by default outside production
 * (services/src/config/payment-settings.ts, which refuses them in production). The API's tests
 * talk to this sandbox with its defaults, so the two lists cannot drift apart unnoticed.
 */
export const SANDBOX_CREDENTIALS = {
  UG: {
    pesapal: { consumerKey: 'sandbox-ug-consumer-key', consumerSecret: 'sandbox-ug-consumer-secret' },
    momo: { apiUser: '5b8e7f0a-3c1d-4e2f-9a6b-1c2d3e4f5a6b', apiKey: 'sandbox-ug-momo-key', subscriptionKey: 'sandbox-ug-subscription-key', targetEnvironment: 'mtnuganda', currency: 'UGX' },
  },
  RW: {
    pesapal: { consumerKey: 'sandbox-rw-consumer-key', consumerSecret: 'sandbox-rw-consumer-secret' },
    momo: { apiUser: '8d2c4b6a-1e3f-4a5b-8c7d-2e4f6a8b0c1d', apiKey: 'sandbox-rw-momo-key', subscriptionKey: 'sandbox-rw-subscription-key', targetEnvironment: 'mtnrwanda', currency: 'RWF' },
  },
} as const;

/** Where the sandbox serves Pesapal by default: under a path prefix, as the real bases do. */
export const DEFAULT_PESAPAL_PREFIX = '/pesapalv3';
