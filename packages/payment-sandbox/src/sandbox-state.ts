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
  /** The Pesapal account (consumer key) that submitted it: only that account can read it. */
  account: string;
  email?: string;
  phone?: string;
  /** 0 pending/invalid, 1 completed, 2 failed, 3 reversed (after completed). */
  statusCode: 0 | 1 | 2 | 3;
  paymentMethod: string;
  message: string;
  confirmationCode: string;
  createdAt: string;
  /** How many times GetTransactionStatus read it (tests count the questions about one order). */
  statusReads: number;
  /**
   * The payer left the page without paying: still status_code 0, now answered as Pesapal answers an
   * order with an attempt but no payment (INVALID, no `payment_details_not_found`), still payable.
   */
  abandoned?: boolean;
}

export interface SandboxIpn {
  id: string;
  /** The Pesapal account (consumer key) that registered it: each account has its own. */
  account: string;
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
  payerMessage: string;
  payeeNote: string;
  /** The API user that made it: only that user may read it. */
  apiUser: string;
  callbackUrl?: string;
  createdAt: number;
  settleAt: number;
  outcome: 'SUCCESSFUL' | 'FAILED' | 'PENDING';
  /** MoMo's reason when the outcome is FAILED. */
  reason?: MomoFailureReason;
  financialTransactionId: string;
}

export type MomoFailureReason = 'APPROVAL_REJECTED' | 'EXPIRED' | 'NOT_ENOUGH_FUNDS' | 'PAYER_NOT_FOUND';

export interface MomoRule {
  outcome: SandboxRequestToPay['outcome'];
  reason?: MomoFailureReason;
  /** The request is taken at once but answered (202) only after the API's provider timeout. */
  slowAnswer?: boolean;
}

/**
 * The documented MoMo rule on the payer's number's last digit (README.md): 0 declined, 1 never
 * settles, 2 answered late then approved, 3-5 the other failure reasons, 6-9 approved.
 */
export function momoRuleFor(msisdn: string): MomoRule {
  switch (msisdn.trim().slice(-1)) {
    case '0':
      return { outcome: 'FAILED', reason: 'APPROVAL_REJECTED' };
    case '1':
      return { outcome: 'PENDING' };
    case '2':
      return { outcome: 'SUCCESSFUL', slowAnswer: true };
    case '3':
      return { outcome: 'FAILED', reason: 'EXPIRED' };
    case '4':
      return { outcome: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' };
    case '5':
      return { outcome: 'FAILED', reason: 'PAYER_NOT_FOUND' };
    default:
      return { outcome: 'SUCCESSFUL' };
  }
}

/** The outcome alone (kept for callers that only need it). */
export function momoOutcomeFor(msisdn: string): SandboxRequestToPay['outcome'] {
  return momoRuleFor(msisdn).outcome;
}

/** A canned answer a test puts in place of the next real one (e.g. an unreadable status). */
export interface SandboxFault {
  status: number;
  body: string;
  /** How many requests get it (a retrying client may need two). */
  times: number;
  /** "METHOD path-start" it answers (the path with its query); without it, its key in `faults`. */
  on?: string;
  /** Only requests whose body contains this text (e.g. one payer's number), so tests running at once do not take each other's faults. */
  bodyIncludes?: string;
  /**
   * `before` (the default): answered instead of the request, which has no effect. `after`: the
   * request is carried out and only its answer replaced, as when the provider took it and its
   * gateway then failed (MoMo created the request-to-pay, the caller got a 503).
   */
  when?: 'before' | 'after';
}

export class SandboxState {
  /** Issued tokens: expiry and, for MoMo, the API user they belong to. A restart forgets them. */
  readonly tokens = new Map<string, { expires: number; owner: string }>();
  /** Faults to answer instead of the real handler, by "METHOD path-start" (or by id, with `on`); each used `times` times. */
  readonly faults = new Map<string, SandboxFault>();
  /** Every request the sandbox received, "METHOD path" (for tests counting provider calls). */
  readonly requestLog: string[] = [];
  /** Every MoMo callback the sandbox made. */
  readonly callbackLog: { url: string; referenceId: string; status: number | null }[] = [];
  readonly ipns = new Map<string, SandboxIpn>();
  readonly orders = new Map<string, SandboxOrder>();
  readonly byMerchantReference = new Map<string, SandboxOrder>();
  readonly requests = new Map<string, SandboxRequestToPay>();
  /** Every IPN the sandbox sent, newest last, with the account (consumer key) and order it was about (for tests and the tester's curiosity). */
  readonly ipnLog: { url: string; method: string; status: number | null; at: string; account: string; merchantReference: string }[] = [];

  issueToken(ttlMs: number, owner: string): { token: string; expiryDate: string } {
    const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const expires = Date.now() + ttlMs;
    this.tokens.set(token, { expires, owner });
    return { token, expiryDate: new Date(expires).toISOString() };
  }

  /** The owner of a valid, unexpired token; undefined otherwise. */
  tokenOwner(token: string | undefined): string | undefined {
    const entry = token ? this.tokens.get(token) : undefined;
    return entry && entry.expires > Date.now() ? entry.owner : undefined;
  }

  /**
   * The fault for this request, if one matches, counted as used (and forgotten after its last
   * time). `paths` are the request's path as received and without Pesapal's prefix, each with its
   * query: a fault may name either.
   */
  takeFault(method: string, paths: string[], body: string): SandboxFault | undefined {
    for (const [key, fault] of this.faults) {
      const on = fault.on ?? key;
      if (!paths.some((path) => `${method} ${path}`.startsWith(on))) continue;
      if (fault.bodyIncludes !== undefined && !body.includes(fault.bodyIncludes)) continue;
      if (--fault.times <= 0) this.faults.delete(key);
      return fault;
    }
    return undefined;
  }

  /** What a provider restart loses: every issued token. */
  restart(): void {
    this.tokens.clear();
  }
}
