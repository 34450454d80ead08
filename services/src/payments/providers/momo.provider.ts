import { randomUUID } from 'node:crypto';
import type { PaymentsConfig } from '../payments.config';
import { fetchJson, ProviderError, type PaymentProvider, type ProviderStatus, type StartPaymentInput, type StartPaymentResult } from './payment-provider';

/** MTN MoMo collections request-to-pay: the payer approves on the phone; we poll the status. */
export class MomoProvider implements PaymentProvider {
  readonly name = 'momo' as const;
  private token?: { value: string; expires: number };

  constructor(private readonly config: PaymentsConfig) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires - 60_000 > Date.now()) return this.token.value;
    const { momo } = this.config;
    const { status, body } = await fetchJson(`${momo.baseUrl}/collection/token/`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${momo.apiUser}:${momo.apiKey}`).toString('base64')}`,
        'Ocp-Apim-Subscription-Key': momo.subscriptionKey,
      },
    });
    if (status !== 200 || typeof body.access_token !== 'string') throw new ProviderError('The mobile-money provider refused our credentials.');
    this.token = { value: body.access_token, expires: Date.now() + Number(body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  private headers(token: string): Record<string, string> {
    return {
      Authorization: `Bearer ${token}`,
      'X-Target-Environment': this.config.momo.targetEnvironment,
      'Ocp-Apim-Subscription-Key': this.config.momo.subscriptionKey,
      'Content-Type': 'application/json',
    };
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    const referenceId = randomUUID();
    const token = await this.accessToken();
    const { status } = await fetchJson(`${this.config.momo.baseUrl}/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: { ...this.headers(token), 'X-Reference-Id': referenceId },
      body: JSON.stringify({
        amount: String(input.amount),
        currency: input.currency,
        externalId: input.merchantReference,
        payer: { partyIdType: 'MSISDN', partyId: (input.msisdn ?? input.phone).replace(/[^0-9]/g, '') },
        payerMessage: input.description.slice(0, 160),
        payeeNote: input.merchantReference,
      }),
    });
    if (status !== 202) throw new ProviderError('The mobile-money provider refused the request. Check the number and try again.');
    return { providerRef: referenceId };
  }

  async status(referenceId: string): Promise<ProviderStatus> {
    const token = await this.accessToken();
    const { status, body } = await fetchJson(`${this.config.momo.baseUrl}/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
      method: 'GET',
      headers: this.headers(token),
    });
    if (status === 404) throw new ProviderError('The mobile-money provider could not find this payment.');
    if (status !== 200) throw new ProviderError('The mobile-money provider could not be asked. Please try again.');
    if (body.status === 'SUCCESSFUL') return { state: 'COMPLETED', detail: 'Payment completed', confirmation: String(body.financialTransactionId ?? '') };
    if (body.status === 'FAILED') return { state: 'FAILED', detail: `Payment failed (${String(body.reason ?? 'declined')})` };
    return { state: 'PENDING', detail: 'Waiting for approval on the phone' };
  }
}
