import { randomUUID } from 'node:crypto';

/** One hosted-checkout order as the sandbox keeps it (Pesapal's status codes: 0 pending/invalid, 1 completed, 2 failed). */
export interface SandboxOrder {
  orderTrackingId: string;
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  cancellationUrl?: string;
  notificationId: string;
  email?: string;
  phone?: string;
  statusCode: 0 | 1 | 2;
  paymentMethod: string;
  message: string;
  confirmationCode: string;
  createdAt: string;
}

export interface SandboxIpn {
  id: string;
  url: string;
  type: 'GET' | 'POST';
  createdAt: string;
}

/** One MoMo request-to-pay; it settles `settleAt` ms after creation by the phone-number rule. */
export interface SandboxRequestToPay {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  msisdn: string;
  createdAt: number;
  settleAt: number;
  outcome: 'SUCCESSFUL' | 'FAILED' | 'PENDING';
  financialTransactionId: string;
}

/**
 * The documented MoMo rule on the payer's number: ending in 0 fails, ending in 1 never settles
 * (stays PENDING, for testing time-outs), anything else succeeds.
 */
export function momoOutcomeFor(msisdn: string): SandboxRequestToPay['outcome'] {
  const last = msisdn.trim().slice(-1);
  if (last === '0') return 'FAILED';
  if (last === '1') return 'PENDING';
  return 'SUCCESSFUL';
}

export class SandboxState {
  readonly tokens = new Map<string, number>();
  readonly ipns = new Map<string, SandboxIpn>();
  readonly orders = new Map<string, SandboxOrder>();
  readonly byMerchantReference = new Map<string, SandboxOrder>();
  readonly requests = new Map<string, SandboxRequestToPay>();
  /** Every IPN the sandbox sent, newest last (for tests and for the tester's curiosity). */
  readonly ipnLog: { url: string; method: string; status: number | null; at: string }[] = [];

  issueToken(ttlMs: number): { token: string; expiryDate: string } {
    const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const expires = Date.now() + ttlMs;
    this.tokens.set(token, expires);
    return { token, expiryDate: new Date(expires).toISOString() };
  }

  tokenValid(token: string | undefined): boolean {
    if (!token) return false;
    const expires = this.tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }
}
