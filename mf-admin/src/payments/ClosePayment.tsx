import { Button, Modal } from '@agency/ui';
import { useState } from 'react';
import { closePayment } from '../api/admin';
import { useTextForm } from '../detail/useTextForm';
import { ReasonForm } from './ReasonField';

/**
 * Closing a payment stuck on pending, by hand and with a reason. The API asks the provider first
 * and refuses when the provider has settled it meanwhile (then the answer says what it found).
 */
export function ClosePayment({ reference, onClosed, say }: { reference: string; onClosed: () => void; say: (tone: 'success' | 'error', text: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useTextForm({
    field: 'reason',
    check: (reason) => (reason.length < 3 ? 'Say why the payment is closed (at least 3 characters)' : undefined),
    send: async (reason) => {
      await closePayment(reference, reason);
      setOpen(false);
      onClosed();
      say('success', 'The provider still said pending; the payment is closed as failed.');
    },
    failed: 'The payment could not be closed.',
    handle: (e) => {
      if (e.status !== 409) return false;
      setOpen(false);
      say('error', e.message);
      onClosed();
      return true;
    },
  });

  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Close as failed…
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Close a stuck payment" size="sm" closeLabel="Cancel">
        <ReasonForm
          form={form}
          name="close-reason"
          intro="The provider is asked first. If it still says pending, the payment is closed as failed and the buyer gets no access from it. The reason is kept in the history and the audit log."
          submitLabel="Close the payment"
          busyLabel="Asking the provider…"
        />
      </Modal>
    </>
  );
}
