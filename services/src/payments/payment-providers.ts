import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { MobileNetwork, PaymentCurrency, PaymentSettings } from '../config/payment-settings';
import { MomoProvider } from './providers/momo.provider';
import type { PaymentProvider, ProviderName } from './providers/payment-provider';
import { PesapalProvider } from './providers/pesapal.provider';

/**
 * One adapter per provider and country (accounts, keys and currencies are per country), and the
 * choice of provider: cards go to Pesapal's hosted page; each mobile network as configured.
 */
@Injectable()
export class PaymentProviders {
  readonly settings: PaymentSettings;
  private readonly adapters = new Map<string, PaymentProvider>();

  constructor(app: AppConfig) {
    this.settings = app.payments;
    const { countries, ipnUrl, momoCallbackUrl, providerTimeoutMs } = this.settings;
    for (const country of Object.values(countries)) {
      const label = `${country.code}/${country.currency}`;
      this.adapters.set(`pesapal:${country.currency}`, new PesapalProvider(country.pesapal, { ipnUrl, timeoutMs: providerTimeoutMs, label }));
      this.adapters.set(`momo:${country.currency}`, new MomoProvider(country.momo, { callbackUrl: momoCallbackUrl, timeoutMs: providerTimeoutMs, label }));
    }
  }

  get callbackUrl(): string {
    return this.settings.callbackUrl;
  }

  /** Which provider carries a payment: cards always by hosted checkout, mobile money by network. */
  choose(currency: PaymentCurrency, method: 'mobile' | 'card', network?: MobileNetwork): PaymentProvider {
    const country = this.settings.countries[currency];
    const name: ProviderName = method === 'card' || !network ? 'pesapal' : country.via[network];
    return this.byName(name, currency);
  }

  byName(name: ProviderName, currency: string): PaymentProvider {
    const adapter = this.adapters.get(`${name}:${currency}`);
    if (!adapter) throw new Error(`No ${name} adapter for ${currency}`);
    return adapter;
  }
}
