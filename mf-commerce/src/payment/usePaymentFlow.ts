import { ApiError, type ItemKey, type MobileNetwork } from '@agency/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@agency/routing';
import { initiatePayment, verifyPayment, type SuccessState, type VerifyAnswer, type VerifyRequest } from '../api/payments';
import { forgetPaymentDrafts } from './drafts';
import type { PaymentFormErrors, PaymentFormValues } from './paymentForm';

/** Spec 9: polling interval. */
export const POLL_INTERVAL_MS = 5000;
/** Polling gives up after this many checks (5 minutes) instead of asking for ever. */
export const MAX_POLLS = 60;
/** Spec 9: the move to the success page after the callback page's success message. */
export const SUCCESS_REDIRECT_MS = 3000;
/** On the callback page a payment the provider still reports as pending is asked again a few times. */
export const CALLBACK_PENDING_RETRIES = 6;

export const MESSAGES = {
  invalidResponse: 'Invalid response from server',
  initiationFallback: 'Payment initiation failed. Please try again.',
  verifyFailed: 'Failed to verify payment status. Please contact support.',
  // True whether or not this page stays open: the server keeps asking the provider (callback and
  // reconciler) and grants the download when the provider confirms.
  gaveUp:
    'The provider has not confirmed your payment yet. If you approved it on your phone, there is nothing more to do: it will be confirmed automatically, even if you close this page, and your download will appear on your dashboard once the provider confirms it. If you did not approve it, you can try again.',
  waiting: 'Approve the payment prompt on your phone. We check every 5 seconds.',
  callbackFailed: 'Payment verification failed',
  stillPending: 'Payment is still pending. Approve it on your phone, then verify again.',
} as const;

export type FlowState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'redirecting' }
  /**
   * Verify is asked every 5 s (after a mobile payment started, or on the callback page). `notice`:
   * the server's word when the provider answered late (the payment is being confirmed).
   */
  | { phase: 'polling'; reference: string; notice?: string }
  | { phase: 'paid'; receipt: SuccessState }
  | { phase: 'error'; message: string }
  /** The server refused a field (e.g. a number of the wrong network): shown under that field. */
  | { phase: 'fields'; errors: PaymentFormErrors };

export interface FlowOptions {
  /** Paid: to /payment/success after this many ms (0: at once), or null to stay (the hub shows its own panel). */
  successRedirectMs?: number | null;
}

/** What is bought: the server prices it again and refuses a different amount. */
export interface Order {
  itemKey: ItemKey;
  amount: number;
}

/** The provider's return parameters (spec 7), read by the callback page. */
export interface ProviderReturn {
  orderTrackingId: string;
  orderMerchantReference: string;
  orderNotificationType: string;
}

/** The server's field names (spec 7) → the form's. */
const SERVER_FIELDS: Record<string, keyof PaymentFormValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  mobile_number: 'mobileNumber',
  network: 'mobileProvider',
};

/** The field errors of a 400 answer that the form can show under its own fields, or null. */
export function serverFieldErrors(error: unknown): PaymentFormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors) return null;
  const found: PaymentFormErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[name];
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (!field || typeof first !== 'string') return null;
    found[field] = first;
  }
  return Object.keys(found).length ? found : null;
}

/** Spec 8: the server's error field, else the status; a network failure gets the fallback. */
export function initiationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; message?: string } | null;
    const serverMessage = body?.message || (body?.error && body.error !== 'Bad Request' ? body.error : '');
    return serverMessage || `Payment failed with status: ${error.status}`;
  }
  return MESSAGES.initiationFallback;
}

/** A new Idempotency-Key (crypto.randomUUID needs a secure context; loopback and https are). */
export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether an initiation's outcome is unknown to the browser (no answer, a 5xx, or the first request
 * still running): the same request is sent again with the same key, so the server answers what it
 * did instead of starting a second payment.
 */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 409;
}

/** Navigation to the provider's page; a function so tests can observe it. */
export const browser = { assign: (url: string) => window.location.assign(url) };

const receiptOf = (answer: VerifyAnswer): SuccessState => ({ transactionId: answer.transactionId, reference: answer.reference, itemKey: answer.itemKey });

/** How one series of verify calls ends when it does not end paid. */
interface Watch {
  request: VerifyRequest;
  reference: string;
  /** Checks in all before `gaveUp`. */
  checks: number;
  notice?: string;
  failed: (answer: VerifyAnswer) => string;
  gaveUp: (answer: VerifyAnswer) => string;
  unreachable: (error: unknown) => string;
}

/**
 * The one payment flow of the site: the payment form (the tool kits' and the resource hub's dialogs,
 * subscription, /payment) and the callback page. Initiate → the provider's hosted page, or a mobile
 * payment verified every 5 s → paid. Every timer
 * and answer of an earlier run is ignored after `stop`, a new run, or unmount (dialog closed).
 */
export function usePaymentFlow(options: FlowOptions = {}) {
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>({ phase: 'idle' });
  const run = useRef(0);
  /** The current attempt: its key, and the request it was sent with while its outcome is unknown. */
  const lastAttempt = useRef<{ key: string; request: string; unknown: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Refs: the callbacks below stay the same across renders (the callback page starts from an effect).
  const latest = useRef({ navigate, options });
  latest.current = { navigate, options };

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const stop = useCallback(() => {
    run.current += 1;
    clearTimer();
    setState((s) => (s.phase === 'polling' || s.phase === 'submitting' ? { phase: 'idle' } : s));
  }, []);

  useEffect(
    () => () => {
      run.current += 1;
      clearTimer();
    },
    [],
  );

  const paid = useCallback((answer: VerifyAnswer, id: number) => {
    // Here rather than in each form: a card payment is confirmed on the callback page, after the
    // form that was typed in has gone.
    forgetPaymentDrafts();
    const receipt = receiptOf(answer);
    const delay = latest.current.options.successRedirectMs === undefined ? 0 : latest.current.options.successRedirectMs;
    if (delay === 0) {
      latest.current.navigate('/payment/success', { state: receipt });
      return;
    }
    setState({ phase: 'paid', receipt });
    if (delay === null) return;
    timer.current = setTimeout(() => {
      if (run.current === id) latest.current.navigate('/payment/success', { state: receipt });
    }, delay);
  }, []);

  const watch = useCallback(
    (w: Watch, id: number) => {
      setState({ phase: 'polling', reference: w.reference, notice: w.notice });
      const check = (attempt: number) => {
        if (run.current !== id) return;
        verifyPayment(w.request).then(
          (answer) => {
            if (run.current !== id) return;
            if (answer.status === 'COMPLETED') paid(answer, id);
            else if (answer.status === 'FAILED') setState({ phase: 'error', message: w.failed(answer) });
            else if (attempt + 1 >= w.checks) setState({ phase: 'error', message: w.gaveUp(answer) });
            else timer.current = setTimeout(() => check(attempt + 1), POLL_INTERVAL_MS);
          },
          (error: unknown) => {
            if (run.current === id) setState({ phase: 'error', message: w.unreachable(error) });
          },
        );
      };
      check(0);
    },
    [paid],
  );

  /** Starts a payment from the form's values (card details never: the card is charged on the provider's page). */
  const submit = useCallback(
    async (order: Order, values: PaymentFormValues) => {
      const id = ++run.current;
      clearTimer();
      setState({ phase: 'submitting' });
      const request = {
          itemKey: order.itemKey,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          currency: values.currency,
          amount: order.amount,
          payment_method: values.method,
          ...(values.method === 'mobile' ? { network: values.mobileProvider as MobileNetwork, mobile_number: values.mobileNumber.trim() } : {}),
      };
      // One key per attempt: a new one for each payment, the same one when the same request is sent
      // again because the last one's outcome never reached this page.
      const sent = JSON.stringify(request);
      const previous = lastAttempt.current;
      const key = previous && previous.unknown && previous.request === sent ? previous.key : newAttemptKey();
      lastAttempt.current = { key, request: sent, unknown: true };
      let answer;
      try {
        answer = await initiatePayment(request, key);
        lastAttempt.current = { key, request: sent, unknown: false };
      } catch (error) {
        if (lastAttempt.current?.key === key) lastAttempt.current = { key, request: sent, unknown: outcomeUnknown(error) };
        if (run.current !== id) return;
        const found = serverFieldErrors(error);
        setState(found ? { phase: 'fields', errors: found } : { phase: 'error', message: initiationErrorMessage(error) });
        return;
      }
      if (run.current !== id) return;
      if (answer.redirect_url) {
        setState({ phase: 'redirecting' });
        browser.assign(answer.redirect_url);
      } else if (!answer.reference) setState({ phase: 'error', message: MESSAGES.invalidResponse });
      else {
        watch(
          {
            request: { reference: answer.reference },
            reference: answer.reference,
            checks: MAX_POLLS,
            notice: answer.message,
            failed: (a) => a.message || MESSAGES.verifyFailed,
            gaveUp: () => MESSAGES.gaveUp,
            unreachable: () => MESSAGES.verifyFailed,
          },
          id,
        );
      }
    },
    [watch],
  );

  /** The callback page: verify the provider's return parameters, asking again while still pending. */
  const verifyReturn = useCallback(
    (params: ProviderReturn) => {
      const id = ++run.current;
      clearTimer();
      const serverMessage = (error: unknown) => (error instanceof ApiError && (error.body as { message?: string } | null)?.message) || MESSAGES.callbackFailed;
      watch(
        {
          request: params,
          reference: params.orderMerchantReference,
          checks: CALLBACK_PENDING_RETRIES + 1,
          failed: (a) => a.message || MESSAGES.callbackFailed,
          gaveUp: (a) => a.message || MESSAGES.callbackFailed,
          unreachable: serverMessage,
        },
        id,
      );
    },
    [watch],
  );

  return { state, submit, verifyReturn, stop };
}
