export type ProviderName = 'pesapal' | 'momo';
export type ProviderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface StartPaymentInput {
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  /** The payer's mobile-money number (push path). */
  msisdn?: string;
  callbackUrl: string;
}

export interface StartPaymentResult {
  /** Pesapal's order_tracking_id or MoMo's X-Reference-Id. */
  providerRef: string;
  /** Only for hosted checkout: where the browser goes to pay. */
  redirectUrl?: string;
}

export interface ProviderStatus {
  state: ProviderState;
  detail: string;
  /** Confirmation code or financial transaction id once completed. */
  confirmation?: string;
}

/** One interface for both paths: hosted checkout (Pesapal) and mobile-money push (MoMo). */
export interface PaymentProvider {
  readonly name: ProviderName;
  start(input: StartPaymentInput): Promise<StartPaymentResult>;
  status(providerRef: string): Promise<ProviderStatus>;
}

/** The provider refused or could not be reached; the message is safe to show. */
export class ProviderError extends Error {}

export async function fetchJson(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new ProviderError('The payment provider could not be reached. Please try again.');
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ProviderError('The payment provider sent an unreadable answer.');
    }
  }
  return { status: res.status, body };
}
