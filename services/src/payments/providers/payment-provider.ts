export type ProviderName = 'pesapal' | 'momo';
/** REVERSED: the provider took back a completed payment (Pesapal status_code 3). */
export type ProviderState = 'PENDING' | 'COMPLETED' | 'FAILED' | 'REVERSED';

export interface StartPaymentInput {
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  /** The payer's mobile-money number in E.164 (push path), already checked against the network. */
  msisdn?: string;
  callbackUrl: string;
  /** The provider's reference made before the call (MoMo's X-Reference-Id), already stored with the payment. */
  providerRef?: string;
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
  /** A failure in plain words for the payer (MoMo's reason), when the provider gave one. */
  message?: string;
}

/** One interface for both paths: hosted checkout (Pesapal) and mobile-money push (MoMo). */
export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * The provider's reference, when we choose it (MoMo's X-Reference-Id): made and stored with the
   * payment before the provider is called, so a lost answer loses nothing.
   */
  newProviderRef?(): string;
  start(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** The provider's word on one payment; throws ProviderError when the answer cannot be read. */
  status(providerRef: string): Promise<ProviderStatus>;
}

/** The provider refused, could not be reached or answered unreadably; the message is safe to show. */
export class ProviderError extends Error {
  /**
   * `message` is for the visitor; `detail`, when given, is what the provider said (its code), for
   * the payment's history that staff read.
   */
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * The provider may have taken the request but we do not know (a timeout, a dropped connection, a
 * 5xx): the payment stays PENDING and is settled by the callback or the reconciler.
 */
export class ProviderUnsureError extends ProviderError {}

/**
 * The provider already has an order with this merchant reference (Pesapal refuses a duplicate
 * `id`): a first attempt whose answer was lost reached it.
 */
export class ProviderOrderExistsError extends ProviderError {}

/**
 * The provider refused what the visitor typed (MoMo: a number in the right format that it does
 * not know): a 400 under that field, not a provider failure, so the form shows it where it is.
 */
export class ProviderInputError extends ProviderError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The message a visitor sees when the provider's answer about a payment cannot be used (spec 8). */
export const VERIFY_FAILED = 'Payment verification failed';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON, or undefined when the body was empty or not JSON. */
  body: Record<string, unknown> | undefined;
  /** The raw body, for the log when the answer cannot be used. */
  text: string;
}

/** One provider call with a time limit; never throws on an HTTP status, only when nothing came back. */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ProviderUnsureError(
      timedOut ? 'The payment provider did not answer in time. Please try again.' : 'The payment provider could not be reached. Please try again.',
    );
  }
  const text = await res.text();
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text };
}

/** What the log says about an answer we could not use: its status and (shortened) body. */
export function describeAnswer(answer: ProviderAnswer): string {
  return `HTTP ${answer.status} ${answer.text ? answer.text.slice(0, 500) : '(empty body)'}`;
}
