/**
 * The local sandbox's credentials (packages/payment-sandbox/src/credentials.ts accepts the same). Used
 * as defaults outside production, and refused in production so a deployment never talks to the
 * sandbox or sends its keys to a real provider.
 */
export const SANDBOX_CREDENTIALS = {
  UG: {
    pesapal: { consumerKey: 'sandbox-ug-consumer-key', consumerSecret: 'sandbox-ug-consumer-secret' },
    momo: { apiUser: '5b8e7f0a-3c1d-4e2f-9a6b-1c2d3e4f5a6b', apiKey: 'sandbox-ug-momo-key', subscriptionKey: 'sandbox-ug-subscription-key' },
  },
  RW: {
    pesapal: { consumerKey: 'sandbox-rw-consumer-key', consumerSecret: 'sandbox-rw-consumer-secret' },
    momo: { apiUser: '8d2c4b6a-1e3f-4a5b-8c7d-2e4f6a8b0c1d', apiKey: 'sandbox-rw-momo-key', subscriptionKey: 'sandbox-rw-subscription-key' },
  },
} as const;

