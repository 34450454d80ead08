import { css, useTheme } from '@emotion/react';
import { Button, TextField, useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { verifyPayment } from '../api/payments';
import { MESSAGES } from '../payment/usePaymentFlow';
import { HUB_MESSAGES } from './hubMessages';

/**
 * Spec 4's transaction-id check, kept beside the payment's own checks for a payer who wants to use
 * it (the dialog moves on by itself once the payment is settled). It never stops those checks: a
 * wrong or pending id only says so under the field.
 */
export function TransactionCheck({ reference, onPaid }: { reference: string; onPaid: () => void }) {
  const t = useTheme();
  const [transactionId, setTransactionId] = useState(reference);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const showError = useFocusFirstError(formRef);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const id = transactionId.trim();
    if (!id) {
      setError(HUB_MESSAGES.transactionRequired);
      showError();
      return;
    }
    setChecking(true);
    const answer = await verifyPayment({ reference: id }).catch(() => null);
    setChecking(false);
    if (answer?.status === 'COMPLETED') onPaid();
    else {
      setError(answer?.status === 'PENDING' ? MESSAGES.stillPending : HUB_MESSAGES.invalidTransaction);
      showError();
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void verify(e)} aria-label="Verify your transaction" css={css`display: grid; gap: ${t.space(3)}; border-top: 1px solid ${t.colors.line}; padding-top: ${t.space(4)};`}>
      <TextField
        label="Transaction ID"
        name="transactionId"
        value={transactionId}
        error={error}
        hint="Optional: this window moves on by itself once you approve. Filled in from the payment request; change it if your confirmation shows another one."
        onChange={(e) => {
          setTransactionId(e.target.value);
          setError('');
        }}
      />
      <Button type="submit" variant="secondary" block loading={checking} loadingLabel="Verifying...">
        Verify payment
      </Button>
    </form>
  );
}
