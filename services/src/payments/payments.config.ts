/** Provider settings from the environment; defaults point at the local sandbox that `npm start` runs. */
export interface PaymentsConfig {
  publicUrl: string;
  ipnUrl: string;
  pesapal: { baseUrl: string; consumerKey: string; consumerSecret: string };
  momo: { baseUrl: string; apiUser: string; apiKey: string; subscriptionKey: string; targetEnvironment: string };
  /** 'momo' pushes a request-to-pay; 'pesapal' sends mobile money through the hosted checkout too. */
  mobileMoneyVia: 'momo' | 'pesapal';
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER_URL || 'http://127.0.0.1:3200').replace(/\/$/, '');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT || 3100}`).replace(/\/$/, '');
  return {
    publicUrl,
    ipnUrl: env.PESAPAL_IPN_URL || `${publicUrl}/api/payments/ipn`,
    pesapal: {
      baseUrl: (env.PESAPAL_BASE_URL || provider).replace(/\/$/, ''),
      consumerKey: env.PESAPAL_CONSUMER_KEY || 'sandbox-consumer-key',
      consumerSecret: env.PESAPAL_CONSUMER_SECRET || 'sandbox-consumer-secret',
    },
    momo: {
      baseUrl: (env.MOMO_BASE_URL || provider).replace(/\/$/, ''),
      apiUser: env.MOMO_API_USER || 'sandbox-momo-user',
      apiKey: env.MOMO_API_KEY || 'sandbox-momo-key',
      subscriptionKey: env.MOMO_SUBSCRIPTION_KEY || 'sandbox-subscription-key',
      targetEnvironment: env.MOMO_TARGET_ENVIRONMENT || 'sandbox',
    },
    mobileMoneyVia: env.MOBILE_MONEY_VIA === 'pesapal' ? 'pesapal' : 'momo',
  };
}
