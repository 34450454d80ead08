import { Logger } from '@nestjs/common';
import type { PesapalSettings } from '../../config/payment-settings';
import {
  callProvider,
  describeAnswer,
  ProviderError,
  ProviderOrderExistsError,
  ProviderUnsureError,
  VERIFY_FAILED,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderStatus,
  type StartPaymentInput,
  type StartPaymentResult,
} from './payment-provider';

type Json = Record<string, unknown>;

export interface PesapalOptions {
  ipnUrl: string;
  timeoutMs: number;
  /** For the log: which country's account this is. */
  label: string;
}

const isWebAddress = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const errorCode = (body: Json | undefined): string | undefined => {
  const error = body?.error as Json | null | undefined;
  return typeof error?.code === 'string' ? error.code : undefined;
};

/**
 * Pesapal API 3.0 hosted checkout for one country's account. Decisions read `status_code`, never
 * the description text. A refused token is dropped and the call tried once more (the provider may
 * have restarted); a forgotten IPN registration is renewed.
 */
export class PesapalProvider implements PaymentProvider {
  readonly name = 'pesapal' as const;
  private readonly logger: Logger;
  private token?: { value: string; expires: number };
  private ipnId?: string;

  constructor(
    private readonly settings: PesapalSettings,
    private readonly options: PesapalOptions,
  ) {
    this.logger = new Logger(`Pesapal ${options.label}`);
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: Json }, retried = false): Promise<ProviderAnswer> {
    const token = await this.accessToken();
    const answer = await callProvider(
      `${this.settings.baseUrl}${path}`,
      {
        method: init.method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: init.body ? JSON.stringify(init.body) : undefined,
      },
      this.options.timeoutMs,
    );
    if ((answer.status === 401 || errorCode(answer.body) === 'invalid_token') && !retried) {
      this.logger.warn(`${path}: token refused (${describeAnswer(answer)}); requesting a new one`);
      this.token = undefined;
      return this.call(path, init, true);
    }
    return answer;
  }

  private async accessToken(): Promise<string> {
    // Tokens live about 5 minutes; renew a little early.
    if (this.token && this.token.expires - 30_000 > Date.now()) return this.token.value;
    const answer = await callProvider(
      `${this.settings.baseUrl}/api/Auth/RequestToken`,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ consumer_key: this.settings.consumerKey, consumer_secret: this.settings.consumerSecret }),
      },
      this.options.timeoutMs,
    );
    const body = answer.body;
    if (answer.status !== 200 || body?.status !== '200' || typeof body.token !== 'string') {
      this.logger.error(`RequestToken refused: ${describeAnswer(answer)}`);
      throw new ProviderError('The payment provider refused our credentials. Please try again later.');
    }
    const expires = typeof body.expiryDate === 'string' ? Date.parse(body.expiryDate) : NaN;
    this.token = { value: body.token, expires: Number.isFinite(expires) ? expires : Date.now() + 4 * 60_000 };
    return body.token;
  }

  private async notificationId(): Promise<string> {
    if (this.ipnId) return this.ipnId;
    const answer = await this.call('/api/URLSetup/RegisterIPN', { method: 'POST', body: { url: this.options.ipnUrl, ipn_notification_type: 'POST' } });
    if (answer.body?.status !== '200' || typeof answer.body.ipn_id !== 'string') {
      this.logger.error(`RegisterIPN refused: ${describeAnswer(answer)}`);
      throw new ProviderError('The payment provider refused the notification URL. Please try again later.');
    }
    this.ipnId = answer.body.ipn_id;
    return answer.body.ipn_id;
  }

  async start(input: StartPaymentInput, retried = false): Promise<StartPaymentResult> {
    const answer = await this.call('/api/Transactions/SubmitOrderRequest', {
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
          phone_number: input.msisdn ?? input.phone,
          country_code: input.currency === 'RWF' ? 'RW' : 'UG',
          first_name: input.firstName,
          last_name: input.lastName,
        },
      },
    });
    const body = answer.body;
    if (errorCode(body) === 'invalid_notification_id' && !retried) {
      // The provider forgot our IPN registration (or it was made on another account): register again.
      this.logger.warn(`SubmitOrderRequest: notification id refused; registering the IPN URL again`);
      this.ipnId = undefined;
      return this.start(input, true);
    }
    // The browser is sent to redirect_url as it is: only a web address, never a javascript: or data:
    // one, whoever answered in the provider's name.
    if (answer.status >= 500) {
      this.logger.error(`SubmitOrderRequest ${input.merchantReference}: ${describeAnswer(answer)}`);
      throw new ProviderUnsureError('The payment provider did not answer clearly. Please try again.');
    }
    if (errorCode(body) === 'duplicate_order_reference') {
      this.logger.warn(`SubmitOrderRequest ${input.merchantReference}: the provider already has this order`);
      throw new ProviderOrderExistsError('The payment provider already has this order.', 'duplicate_order_reference');
    }
    if (body?.status !== '200' || !isWebAddress(body.redirect_url) || typeof body.order_tracking_id !== 'string') {
      this.logger.error(`SubmitOrderRequest ${input.merchantReference} refused: ${describeAnswer(answer)}`);
      throw new ProviderError('The payment provider refused the order. Please try again.');
    }
    return { providerRef: body.order_tracking_id, redirectUrl: body.redirect_url };
  }

  async status(orderTrackingId: string): Promise<ProviderStatus> {
    const answer = await this.call(`/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`, { method: 'GET' });
    const body = answer.body;
    const raw = body?.status_code;
    const code = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : undefined;
    const detail = String(body?.description || body?.payment_status_description || '');
    if (answer.status === 200 && body) {
      if (code === 1 && body.status === '200') return { state: 'COMPLETED', detail: detail || 'Payment completed', confirmation: String(body.confirmation_code ?? '') };
      if (code === 2) return { state: 'FAILED', detail: detail || 'Payment failed' };
      if (code === 3) return { state: 'REVERSED', detail: detail || 'Payment reversed' };
      // Pesapal's answer for an order nobody has paid yet (reference/pesapal-v3.md).
      if (code === 0 && errorCode(body) === 'payment_details_not_found') return { state: 'PENDING', detail: 'Pending Payment' };
      // status_code 0 is INVALID in Pesapal's table: no payment made on the order (yet). The order
      // stays payable on the checkout page, so it is not a failure: PENDING until it is paid or expires.
      if (code === 0) return { state: 'PENDING', detail: `INVALID: no payment on the order yet${detail ? ` (${detail})` : ''}` };
    }
    this.logger.error(`GetTransactionStatus ${orderTrackingId} unreadable: ${describeAnswer(answer)}`);
    throw new ProviderError(VERIFY_FAILED);
  }
}
