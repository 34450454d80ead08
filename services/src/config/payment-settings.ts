import { momoCallbackUrlOnHost } from './momo-callback-host';
import { isPlaceholder } from './production-rules';
import { SANDBOX_CREDENTIALS } from './sandbox-credentials';

type Env = Record<string, string | undefined>;

/** The two markets: each has its own provider accounts, keys and currency. */
export const PAYMENT_COUNTRIES = [
  { code: 'UG', currency: 'UGX', name: 'Uganda', momoTargetEnvironment: 'mtnuganda' },
  { code: 'RW', currency: 'RWF', name: 'Rwanda', momoTargetEnvironment: 'mtnrwanda' },
] as const;
export type CountryCode = (typeof PAYMENT_COUNTRIES)[number]['code'];
export type PaymentCurrency = (typeof PAYMENT_COUNTRIES)[number]['currency'];
export type MobileNetwork = 'mtn' | 'airtel';

export interface PesapalSettings {
  /** Base URL with its path prefix, e.g. https://pay.pesapal.com/v3 (no trailing slash). */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

export interface MomoSettings {
  baseUrl: string;
  /** The API user: a UUID created for this country's subscription. */
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
  /** e.g. mtnuganda / mtnrwanda; the currency must match it. */
  targetEnvironment: string;
}

export interface CountryPaymentSettings {
  code: CountryCode;
  currency: PaymentCurrency;
  pesapal: PesapalSettings;
  momo: MomoSettings;
  /** Which provider carries each network: MTN by MoMo direct or through Pesapal; Airtel through Pesapal. */
  via: { mtn: 'momo' | 'pesapal'; airtel: 'pesapal' };
}

export interface PaymentSettings {
  /** Where Pesapal sends IPNs (registered once per account). */
  ipnUrl: string;
  /** Where the browser returns from Pesapal's hosted page. */
  callbackUrl: string;
  /** Sent as X-Callback-Url with every MoMo request-to-pay. */
  momoCallbackUrl: string;
  countries: Record<PaymentCurrency, CountryPaymentSettings>;
  /** Every provider call is aborted after this long. */
  providerTimeoutMs: number;
  reconcile: {
    /** Off in tests that drive the reconciler by hand. */
    enabled: boolean;
    /** How often the loop looks for PENDING payments that are due. */
    intervalMs: number;
    /** First wait before asking the provider again; doubled after each check up to maxDelayMs. */
    firstDelayMs: number;
    maxDelayMs: number;
    /** A payment still PENDING this long after it started is closed as FAILED. */
    expireAfterMs: number;
    /** A completed payment is asked about again (for a reversal) for this long after completion. */
    reversalWatchMs: number;
  };
}

/** Every per-country setting name read below (their names are built from the country code). */
export function paymentSettingNames(): string[] {
  return PAYMENT_COUNTRIES.flatMap(({ code: c }) => [
    `PAYMENTS_${c}_MTN_VIA`,
    `PAYMENTS_${c}_AIRTEL_VIA`,
    `PESAPAL_${c}_BASE_URL`,
    `PESAPAL_${c}_CONSUMER_KEY`,
    `PESAPAL_${c}_CONSUMER_SECRET`,
    `MOMO_${c}_BASE_URL`,
    `MOMO_${c}_API_USER`,
    `MOMO_${c}_API_KEY`,
    `MOMO_${c}_SUBSCRIPTION_KEY`,
    `MOMO_${c}_TARGET_ENVIRONMENT`,
  ]);
}

/** Where the sandbox serves Pesapal: under a path prefix, as the real bases do (/v3, /pesapalv3). */
export const SANDBOX_PESAPAL_PREFIX = '/pesapalv3';
const SANDBOX_URL = 'http://127.0.0.1:3200';

/** The providers' own test hosts (reference/pesapal-v3.md; MoMo's developer sandbox): refused in production. */
const PROVIDER_TEST_HOSTS = ['cybqa.pesapal.com', 'sandbox.momodeveloper.mtn.com'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** PAYMENT_PROVIDER_URL: the local sandbox, the default of every provider base URL outside production. */
function sandboxAddress(raw: string | undefined, problems: string[]): string {
  if (!raw) return SANDBOX_URL;
  try {
    if (['http:', 'https:'].includes(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push(`PAYMENT_PROVIDER_URL must be an http or https URL (got "${raw}")`);
  return SANDBOX_URL;
}

interface Context {
  production: boolean;
  publicUrl: string;
  problems: string[];
}

/**
 * Reads the payment settings of both countries (called from loadConfig). Outside production every
 * value defaults to the local sandbox (PAYMENT_PROVIDER_URL is its address); production must name
 * every provider setting itself and is refused the sandbox's addresses and keys.
 */
export function loadPaymentSettings(env: Env, { production, publicUrl, problems }: Context): PaymentSettings {
  const sandboxUrl = trimSlash(sandboxAddress(env.PAYMENT_PROVIDER_URL, problems));

  /** A setting production must name itself (when `needed`), never with a sandbox value. */
  const text = (name: string, fallback: string, needed = true, why = ''): string => {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      if (production && needed) problems.push(`${name} is required in production${why}`);
      return fallback;
    }
    // The local sandbox's keys and the .env.example placeholders (production-rules.ts).
    if (production && isPlaceholder(raw)) problems.push(`${name} is a placeholder value: set a private one`);
    return raw;
  };
  const baseUrl = (names: string[], fallback: string, needed = true): string => {
    const name = names.find((n) => env[n]);
    if (!name) {
      if (production && needed) problems.push(`${names[0]} (or ${names.slice(1).join(', ')}) is required in production`);
      return fallback;
    }
    const raw = env[name] as string;
    try {
      const url = new URL(raw);
      if (!['http:', 'https:'].includes(url.protocol)) throw new Error('protocol');
      if (production && url.protocol !== 'https:') problems.push(`${name} must be an https URL in production (got "${raw}")`);
      if (production && PROVIDER_TEST_HOSTS.includes(url.hostname)) problems.push(`${name} must be the live provider in production, not its test host (got "${raw}")`);
    } catch {
      problems.push(`${name} must be an http or https URL (got "${raw}")`);
      return fallback;
    }
    return trimSlash(raw);
  };
  const int = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} must be a whole number of at least ${min} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const countries = {} as Record<PaymentCurrency, CountryPaymentSettings>;
  for (const country of PAYMENT_COUNTRIES) {
    const c = country.code;
    const sandbox = SANDBOX_CREDENTIALS[c];
    const mtnVia = env[`PAYMENTS_${c}_MTN_VIA`] || 'momo';
    if (mtnVia !== 'momo' && mtnVia !== 'pesapal') problems.push(`PAYMENTS_${c}_MTN_VIA must be momo or pesapal (got "${mtnVia}")`);
    const airtelVia = env[`PAYMENTS_${c}_AIRTEL_VIA`] || 'pesapal';
    if (airtelVia !== 'pesapal') problems.push(`PAYMENTS_${c}_AIRTEL_VIA must be pesapal (no direct Airtel Money adapter yet; got "${airtelVia}")`);

    const pesapal: PesapalSettings = {
      baseUrl: baseUrl([`PESAPAL_${c}_BASE_URL`, 'PESAPAL_BASE_URL'], `${sandboxUrl}${SANDBOX_PESAPAL_PREFIX}`),
      consumerKey: text(`PESAPAL_${c}_CONSUMER_KEY`, sandbox.pesapal.consumerKey),
      consumerSecret: text(`PESAPAL_${c}_CONSUMER_SECRET`, sandbox.pesapal.consumerSecret),
    };

    // MoMo settings are needed only where MTN goes to MoMo directly; production checks them then.
    const momoUsed = mtnVia === 'momo';
    const why = ` when PAYMENTS_${c}_MTN_VIA=momo`;
    const apiUser = text(`MOMO_${c}_API_USER`, sandbox.momo.apiUser, momoUsed, why);
    if (!UUID.test(apiUser)) problems.push(`MOMO_${c}_API_USER must be a UUID (the MoMo API user; got "${apiUser}")`);
    const targetEnvironment = text(`MOMO_${c}_TARGET_ENVIRONMENT`, country.momoTargetEnvironment, momoUsed, why);
    if (production && momoUsed && targetEnvironment !== country.momoTargetEnvironment) {
      problems.push(`MOMO_${c}_TARGET_ENVIRONMENT must be ${country.momoTargetEnvironment} in production (${country.currency} is only accepted there; got "${targetEnvironment}")`);
    }
    const momo: MomoSettings = {
      baseUrl: baseUrl([`MOMO_${c}_BASE_URL`, 'MOMO_BASE_URL'], sandboxUrl, momoUsed),
      apiUser,
      apiKey: text(`MOMO_${c}_API_KEY`, sandbox.momo.apiKey, momoUsed, why),
      subscriptionKey: text(`MOMO_${c}_SUBSCRIPTION_KEY`, sandbox.momo.subscriptionKey, momoUsed, why),
      targetEnvironment,
    };
    countries[country.currency] = {
      code: c,
      currency: country.currency,
      pesapal,
      momo,
      via: { mtn: mtnVia === 'pesapal' ? 'pesapal' : 'momo', airtel: 'pesapal' },
    };
  }

  const ownUrl = (name: string, path: string): string => {
    const raw = env[name];
    if (!raw) return `${trimSlash(publicUrl)}${path}`;
    try {
      const url = new URL(raw);
      if (production && url.protocol !== 'https:') problems.push(`${name} must be an https URL in production (got "${raw}")`);
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw;
  };

  return {
    ipnUrl: ownUrl('PESAPAL_IPN_URL', '/api/payments/ipn'),
    callbackUrl: `${trimSlash(publicUrl)}/payment/callback`,
    momoCallbackUrl: env.MOMO_CALLBACK_URL || !env.MOMO_CALLBACK_HOST ? ownUrl('MOMO_CALLBACK_URL', '/api/payments/momo-callback') : momoCallbackUrlOnHost(env.MOMO_CALLBACK_HOST),
    countries,
    providerTimeoutMs: int('PAYMENTS_PROVIDER_TIMEOUT_MS', 15_000, 100),
    reconcile: {
      enabled: env.PAYMENTS_RECONCILE !== 'off',
      intervalMs: int('PAYMENTS_RECONCILE_INTERVAL_MS', 5_000, 10),
      firstDelayMs: int('PAYMENTS_RECONCILE_FIRST_DELAY_MS', 15_000, 0),
      maxDelayMs: int('PAYMENTS_RECONCILE_MAX_DELAY_MS', 15 * 60_000, 1),
      expireAfterMs: int('PAYMENTS_EXPIRE_AFTER_MS', 24 * 3600_000, 1),
      reversalWatchMs: int('PAYMENTS_REVERSAL_WATCH_MS', 48 * 3600_000, 0),
    },
  };
}
