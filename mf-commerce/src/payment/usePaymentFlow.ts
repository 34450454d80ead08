import { ApiError, type ItemKey, type MobileNetwork } from '@agency/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@agency/routing';
import { initiatePayment, verifyPayment, type SuccessState } from '../api/payments';
import type { PaymentFormErrors, PaymentFormValues } from './paymentForm';

/** Spec 9: polling interval. */
export const POLL_INTERVAL_MS = 5000;
/** Polling gives up after this many checks (5 minutes) instead of asking for ever. */
export const MAX_POLLS = 60;

export const MESSAGES = {
  invalidResponse: 'Invalid response from server',
  initiationFallback: 'Payment initiation failed. Please try again.',
  verifyFailed: 'Failed to verify payment status. Please contact support.',
  // True whether or not this page stays open: the server keeps asking the provider (callback and
  // reconciler) and grants the download when the provider confirms.
  gaveUp:
    'The provider has not confirmed your payment yet. If you approved it on your phone, there is nothing more to do: it will be confirmed automatically, even if you close this page, and your download will appear on your dashboard once the provider confirms it. If you did not approve it, you can try again.',
  waiting: 'Approve the payment prompt on your phone. We check every 5 seconds.',
} as const;

export type FlowState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'redirecting' }
  | { phase: 'polling'; reference: string }
  | { phase: 'error'; message: string }
  /** The server refused a field (e.g. a number of the wrong network): shown under that field. */
  | { phase: 'fields'; errors: PaymentFormErrors };

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

/** Navigation to the provider's page; a function so tests can observe it. */
export const browser = { assign: (url: string) => window.location.assign(url) };

/**
 * Initiate → redirect to hosted checkout, or poll verify every 5 s until paid.
 * Polling stops when the component using it unmounts or `stop` is called (dialog closed).
 */
export function usePaymentFlow(itemKey: ItemKey, amount: number | undefined) {
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>({ phase: 'idle' });
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setState((s) => (s.phase === 'polling' || s.phase === 'submitting' ? { phase: 'idle' } : s));
  }, []);

  useEffect(
    () => () => {
      run.current += 1;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = useCallback(
    (reference: string, id: number, attempt: number) => {
      if (run.current !== id) return;
      verifyPayment({ reference }).then(
        (answer) => {
          if (run.current !== id) return;
          if (answer.status === 'COMPLETED') {
            const successState: SuccessState = { transactionId: answer.transactionId, reference: answer.reference, itemKey: answer.itemKey };
            navigate('/payment/success', { state: successState });
            return;
          }
          if (answer.status === 'FAILED') {
            setState({ phase: 'error', message: answer.message });
            return;
          }
          if (attempt + 1 >= MAX_POLLS) {
            setState({ phase: 'error', message: MESSAGES.gaveUp });
            return;
          }
          timer.current = setTimeout(() => poll(reference, id, attempt + 1), POLL_INTERVAL_MS);
        },
        () => {
          if (run.current === id) setState({ phase: 'error', message: MESSAGES.verifyFailed });
        },
      );
    },
    [navigate],
  );

  const submit = useCallback(
    async (values: PaymentFormValues) => {
      const id = ++run.current;
      setState({ phase: 'submitting' });
      let answer;
      try {
        // Card details stay in the browser: the card is charged on the provider's hosted page.
        answer = await initiatePayment({
          itemKey,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          currency: values.currency,
          amount: amount ?? 0,
          payment_method: values.method,
          ...(values.method === 'mobile' ? { network: values.mobileProvider as MobileNetwork, mobile_number: values.mobileNumber.trim() } : {}),
        });
      } catch (error) {
        if (run.current !== id) return;
        const fields = serverFieldErrors(error);
        setState(fields ? { phase: 'fields', errors: fields } : { phase: 'error', message: initiationErrorMessage(error) });
        return;
      }
      if (run.current !== id) return;
      if (answer.redirect_url) {
        setState({ phase: 'redirecting' });
        browser.assign(answer.redirect_url);
      } else if (answer.reference) {
        setState({ phase: 'polling', reference: answer.reference });
        poll(answer.reference, id, 0);
      } else setState({ phase: 'error', message: MESSAGES.invalidResponse });
    },
    [itemKey, amount, poll],
  );

  return { state, submit, stop };
}
