import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { loadPaymentsConfig, type PaymentsConfig } from './payments.config';
import { MomoProvider } from './providers/momo.provider';
import type { PaymentProvider, ProviderName } from './providers/payment-provider';
import { PesapalProvider } from './providers/pesapal.provider';

/** Chooses the provider path: cards always use hosted checkout; mobile money as configured. */
@Injectable()
export class PaymentProviders {
  readonly config: PaymentsConfig;
  private readonly pesapal: PesapalProvider;
  private readonly momo: MomoProvider;

  constructor(app: AppConfig) {
    // The app config owns the public and provider base URLs; keys and switches come from the environment.
    this.config = loadPaymentsConfig({ ...process.env, PUBLIC_URL: app.publicUrl, PAYMENT_PROVIDER_URL: app.paymentProviderUrl });
    this.pesapal = new PesapalProvider(this.config);
    this.momo = new MomoProvider(this.config);
  }

  get callbackUrl(): string {
    return `${this.config.publicUrl}/payment/callback`;
  }

  forMethod(method: 'mobile' | 'card'): PaymentProvider {
    if (method === 'card' || this.config.mobileMoneyVia === 'pesapal') return this.pesapal;
    return this.momo;
  }

  byName(name: ProviderName): PaymentProvider {
    return name === 'pesapal' ? this.pesapal : this.momo;
  }
}
