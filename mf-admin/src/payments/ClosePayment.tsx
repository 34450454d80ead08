import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Button, Modal, Notice, useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { closePayment } from '../api/admin';
import { ReasonField } from './ReasonField';

/**
 * Closing a payment stuck on pending, by hand and with a reason. The API asks the provider first
 * and refuses when the provider has settled it meanwhile (then the answer says what it found).
 */
export function ClosePayment({ reference, onClosed, say }: { reference: string; onClosed: () => void; say: (tone: 'success' | 'error', text: string) => void }) {
  const t = useTheme();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = useFocusFirstError(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Say why the payment is closed (at least 3 characters)');
      return showErrors();
    }
    setBusy(true);
    setFailure('');
    try {
      await closePayment(reference, reason.trim());
      setOpen(false);
      setReason('');
      onClosed();
      say('success', 'The provider still said pending; the payment is closed as failed.');
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.reason) {
        setError(e.fieldErrors.reason);
        showErrors();
      } else if (e instanceof ApiError && e.status === 409) {
        setOpen(false);
        say('error', e.message);
        onClosed();
      } else setFailure(e instanceof ApiError ? e.message : 'The payment could not be closed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Close as failed…
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Close a stuck payment" size="sm" closeLabel="Cancel">
        <form ref={formRef} noValidate onSubmit={submit} css={css`display: grid; gap: ${t.space(4)};`}>
          <p>The provider is asked first. If it still says pending, the payment is closed as failed and the buyer gets no access from it. The reason is kept in the history and the audit log.</p>
          <ReasonField
            name="close-reason"
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError('');
            }}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <div>
            <Button type="submit" loading={busy} loadingLabel="Asking the provider…">
              Close the payment
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
