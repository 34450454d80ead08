import { css } from '@emotion/react';
import type { PaymentDialogProps } from '@agency/platform';
import { Button, LoadingArea, Modal, Notice } from '@agency/ui';
import { findItem, useCatalog } from '../api/catalog';
import { PaymentForm } from '../payment/PaymentForm';

/**
 * The payment dialog other slices mount (the data-driven branding page's kits). Closing it
 * unmounts the form, which stops any polling.
 */
export default function PaymentDialog({ open, onClose, itemKey, title }: PaymentDialogProps) {
  const catalog = useCatalog();
  const item = catalog.status === 'ready' ? findItem(catalog.catalog, itemKey) : undefined;
  return (
    <Modal open={open} onClose={onClose} title={title ?? item?.name ?? 'Payment'} size="md" closeLabel="Close payment">
      {catalog.status === 'loading' ? <LoadingArea label="Loading prices…" minHeight="200px" /> : null}
      {catalog.status === 'error' ? (
        <div css={css`display: grid; gap: 16px;`}>
          <Notice tone="error">Prices could not be loaded.</Notice>
          <Button variant="secondary" onClick={catalog.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {catalog.status === 'ready' && !item ? <Notice tone="error">This item is not for sale.</Notice> : null}
      {item ? <PaymentForm item={item} active={open} summaryLabel="Total" /> : null}
    </Modal>
  );
}
