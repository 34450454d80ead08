import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MomoSettings } from '../../config/payment-settings';
import {
  callProvider,
  describeAnswer,
  ProviderError,
  ProviderInputError,
  ProviderUnsureError,
  VERIFY_FAILED,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderStatus,
  type StartPaymentInput,
  type StartPaymentResult,
} from './payment-provider';

export interface MomoOptions {
  /** Sent as X-Callback-Url: MoMo calls it when the payer approves or declines. */
  callbackUrl: string;
  timeoutMs: number;
  label: string;
}

/** MoMo refuses notes longer than this with 400. */
const NOTE_MAX = 160;

/** MoMo's failure reasons (GET requesttopay's `reason`) in the words the payer is shown. */
export const MOMO_FAILURE_MESSAGES: Record<string, string> = {
  APPROVAL_REJECTED: 'You declined the payment on your phone. Nothing was charged.',
  EXPIRED: 'The payment request expired before it was approved on your phone. Nothing was charged; you can try again.',
  NOT_ENOUGH_FUNDS: 'Your mobile-money balance was not enough for this payment. Nothing was charged; top up and try again.',
  PAYER_NOT_FOUND: 'MTN does not know this mobile-money number. Check the number and try again.',
};
const MOMO_FAILED_OTHERWISE = 'MTN could not complete the payment. Nothing was charged; you can try again.';

/**
 * MTN MoMo collections request-to-pay for one country's API user: the payer approves on the phone;
 * MoMo calls our callback and we (or the reconciler) ask for the status. A refused token is dropped
 * and the call tried once more.
 */
export class MomoProvider implements PaymentProvider {
  readonly name = 'momo' as const;
  private readonly logger: Logger;
  private token?: { value: string; expires: number };

  constructor(
    private readonly settings: MomoSettings,
    private readonly options: MomoOptions,
  ) {
    this.logger = new Logger(`MoMo ${options.label}`);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires - 60_000 > Date.now()) return this.token.value;
    const { baseUrl, apiUser, apiKey, subscriptionKey } = this.settings;
    const answer = await callProvider(
      `${baseUrl}/collection/token/`,
      {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
      },
      this.options.timeoutMs,
    );
    const body = answer.body;
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      this.logger.error(`token refused: ${describeAnswer(answer)}`);
      throw new ProviderError('The mobile-money provider refused our credentials. Please try again later.');
    }
    const seconds = Number(body.expires_in);
    this.token = { value: body.access_token, expires: Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000 };
    return body.access_token;
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown }, retried = false): Promise<ProviderAnswer> {
    const token = await this.accessToken();
    const answer = await callProvider(
      `${this.settings.baseUrl}${path}`,
      {
        method: init.method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Target-Environment': this.settings.targetEnvironment,
          'Ocp-Apim-Subscription-Key': this.settings.subscriptionKey,
          'Content-Type': 'application/json',
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      this.options.timeoutMs,
    );
    if (answer.status === 401 && !retried) {
      this.logger.warn(`${init.method} ${path}: token refused (${describeAnswer(answer)}); requesting a new one`);
      this.token = undefined;
      return this.call(path, init, true);
    }
    return answer;
  }

  newProviderRef(): string {
    return randomUUID();
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    if (!input.msisdn) throw new ProviderError('Mobile number is required');
    const referenceId = input.providerRef ?? randomUUID();
    const answer = await this.call('/collection/v1_0/requesttopay', {
      method: 'POST',
      headers: { 'X-Reference-Id': referenceId, 'X-Callback-Url': this.options.callbackUrl },
      body: {
        amount: String(input.amount),
        currency: input.currency,
        externalId: input.merchantReference,
        // MoMo takes the MSISDN as digits only: country code first, no '+'.
        payer: { partyIdType: 'MSISDN', partyId: input.msisdn.replace(/^\+/, '') },
        payerMessage: input.description.slice(0, NOTE_MAX),
        payeeNote: input.merchantReference.slice(0, NOTE_MAX),
      },
    });
    if (answer.status === 202) return { providerRef: referenceId };
    this.logger.error(`requesttopay ${input.merchantReference} refused: ${describeAnswer(answer)}`);
    const code = answer.body?.code;
    // The request may have been taken (the gateway failed after it): the reference is stored, MoMo
    // is asked about it later, never asked to pay twice.
    if (answer.status >= 500) throw new ProviderUnsureError('The mobile-money provider did not answer clearly.');
    if (code === 'INVALID_CALLBACK_URL_HOST') {
      this.logger.error(`X-Callback-Url ${this.options.callbackUrl} is not on the host registered for API user ${this.settings.apiUser}: set MOMO_CALLBACK_HOST to that host`);
    }
    if (code === 'PAYER_NOT_FOUND' || code === 'NOT_ALLOWED') {
      throw new ProviderInputError('mobile_number', 'The mobile-money provider does not know this number. Check the number and try again.');
    }
    // Staff read why in the payment's history: MoMo's code, and for a callback host the setting to fix.
    const why =
      code === 'INVALID_CALLBACK_URL_HOST'
        ? `MoMo refused the request-to-pay (INVALID_CALLBACK_URL_HOST): X-Callback-Url ${this.options.callbackUrl} is not on the host registered for the API user (MOMO_CALLBACK_HOST); nothing was requested from the payer`
        : `MoMo refused the request-to-pay (${typeof code === 'string' ? code : `HTTP ${answer.status}`}); nothing was requested from the payer`;
    throw new ProviderError('The mobile-money provider could not take the payment request. Please try again later.', why);
  }

  async status(referenceId: string): Promise<ProviderStatus> {
    const answer = await this.call(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, { method: 'GET' });
    const body = answer.body;
    if (answer.status === 200 && body) {
      if (body.status === 'SUCCESSFUL') return { state: 'COMPLETED', detail: 'Payment completed', confirmation: String(body.financialTransactionId ?? '') };
      if (body.status === 'FAILED') {
        const reason = typeof body.reason === 'string' ? body.reason : typeof (body.reason as Record<string, unknown> | undefined)?.code === 'string' ? String((body.reason as Record<string, unknown>).code) : '';
        return { state: 'FAILED', detail: `Payment failed (${reason || 'no reason given'})`, message: MOMO_FAILURE_MESSAGES[reason] ?? MOMO_FAILED_OTHERWISE };
      }
      if (body.status === 'PENDING') return { state: 'PENDING', detail: 'Waiting for approval on the phone' };
    }
    this.logger.error(`requesttopay ${referenceId} status unreadable: ${describeAnswer(answer)}`);
    throw new ProviderError(VERIFY_FAILED);
  }
}
