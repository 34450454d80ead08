import { Logger } from '@nestjs/common';
import type { PaymentsConfig } from '../payments.config';
import { fetchJson, ProviderError, type PaymentProvider, type ProviderStatus, type StartPaymentInput, type StartPaymentResult } from './payment-provider';

type Json = Record<string, unknown>;

/** Pesapal API 3.0 hosted checkout. Decisions read `status_code`, never the description text. */
export class PesapalProvider implements PaymentProvider {
  readonly name = 'pesapal' as const;
  private readonly logger = new Logger('Pesapal');
  private token?: { value: string; expires: number };
  private ipnId?: string;

  constructor(private readonly config: PaymentsConfig) {}

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: Json; auth?: boolean }): Promise<Json> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (init.auth !== false) headers.Authorization = `Bearer ${await this.accessToken()}`;
    const { body } = await fetchJson(`${this.config.pesapal.baseUrl}${path}`, {
      method: init.method,
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return body;
  }

  private async accessToken(): Promise<string> {
    // Tokens live about 5 minutes; renew a little early.
    if (this.token && this.token.expires - 30_000 > Date.now()) return this.token.value;
    const body = await this.call('/api/Auth/RequestToken', {
      method: 'POST',
      auth: false,
      body: { consumer_key: this.config.pesapal.consumerKey, consumer_secret: this.config.pesapal.consumerSecret },
    });
    if (body.status !== '200' || typeof body.token !== 'string') {
      this.logger.error(`RequestToken refused: ${JSON.stringify(body.error)}`);
      throw new ProviderError('The payment provider refused our credentials.');
    }
    const expires = typeof body.expiryDate === 'string' ? Date.parse(body.expiryDate) : Date.now() + 4 * 60_000;
    this.token = { value: body.token, expires: Number.isFinite(expires) ? expires : Date.now() + 4 * 60_000 };
    return body.token;
  }

  private async notificationId(): Promise<string> {
    if (this.ipnId) return this.ipnId;
    const body = await this.call('/api/URLSetup/RegisterIPN', {
      method: 'POST',
      body: { url: this.config.ipnUrl, ipn_notification_type: 'POST' },
    });
    if (body.status !== '200' || typeof body.ipn_id !== 'string') throw new ProviderError('The payment provider refused the notification URL.');
    this.ipnId = body.ipn_id;
    return body.ipn_id;
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    const body = await this.call('/api/Transactions/SubmitOrderRequest', {
      method: 'POST',
      body: {
        id: input.merchantReference,
        currency: input.currency,
        amount: input.amount,
        description: input.description.slice(0, 100),
        callback_url: input.callbackUrl,
        notification_id: await this.notificationId(),
        redirect_mode: 'TOP_WINDOW',
        billing_address: {
          email_address: input.email,
          phone_number: input.phone,
          country_code: input.currency === 'RWF' ? 'RW' : 'UG',
          first_name: input.firstName,
          last_name: input.lastName,
        },
      },
    });
    if (body.status !== '200' || typeof body.redirect_url !== 'string' || typeof body.order_tracking_id !== 'string') {
      this.logger.warn(`SubmitOrderRequest refused: ${JSON.stringify(body.error)}`);
      throw new ProviderError('The payment provider refused the order. Please try again.');
    }
    return { providerRef: body.order_tracking_id, redirectUrl: body.redirect_url };
  }

  async status(orderTrackingId: string): Promise<ProviderStatus> {
    const body = await this.call(`/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`, { method: 'GET' });
    const code = Number(body.status_code);
    const detail = String(body.description || body.payment_status_description || '');
    if (code === 1) return { state: 'COMPLETED', detail: detail || 'Payment completed', confirmation: String(body.confirmation_code ?? '') };
    if (code === 2 || code === 3) return { state: 'FAILED', detail: detail || 'Payment failed' };
    const error = body.error as Json | null | undefined;
    if (error && error.code && error.code !== 'payment_details_not_found') {
      throw new ProviderError('The payment provider could not find this payment.');
    }
    return { state: 'PENDING', detail: 'Pending Payment' };
  }
}
