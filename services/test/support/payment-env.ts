
/** Real-looking provider settings for both countries: what production must be given. */
export const PRODUCTION_PAYMENT_ENV: Record<string, string> = {
  PESAPAL_BASE_URL: 'https://pay.pesapal.com/v3',
  PESAPAL_UG_CONSUMER_KEY: 'ug-live-consumer-key',
  PESAPAL_UG_CONSUMER_SECRET: 'ug-live-consumer-secret',
  PESAPAL_RW_CONSUMER_KEY: 'rw-live-consumer-key',
  PESAPAL_RW_CONSUMER_SECRET: 'rw-live-consumer-secret',
  MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
  MOMO_UG_API_USER: '0f6b1c2d-3e4f-4a5b-9c6d-7e8f9a0b1c2d',
  MOMO_UG_API_KEY: 'ug-live-momo-key',
  MOMO_UG_SUBSCRIPTION_KEY: 'ug-live-subscription-key',
  MOMO_UG_TARGET_ENVIRONMENT: 'mtnuganda',
  MOMO_RW_API_USER: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  MOMO_RW_API_KEY: 'rw-live-momo-key',
  MOMO_RW_SUBSCRIPTION_KEY: 'rw-live-subscription-key',
  MOMO_RW_TARGET_ENVIRONMENT: 'mtnrwanda',
};
