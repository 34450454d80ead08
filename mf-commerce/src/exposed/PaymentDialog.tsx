import type { PaymentDialogProps } from '@agency/platform';
import { Modal } from '@agency/ui';

// Placeholder: the commerce issue builds the payment form.
export default function PaymentDialog({ open, onClose, title = 'Payment' }: PaymentDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p>Payments are coming soon.</p>
    </Modal>
  );
}
