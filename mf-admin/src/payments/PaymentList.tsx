import { listPayments } from '../api/admin';
import type { Payment } from '../api/types';
import { formatAmount, formatDateTime } from '../lists/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { PAYMENT_STATUSES, statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';

export function buyerName(p: Payment): string {
  return [p.buyer.firstName, p.buyer.lastName].filter(Boolean).join(' ') || p.buyer.email || p.buyer.accountEmail || 'Unknown buyer';
}

export function PaymentList() {
  useAdminMeta('Payments');
  return (
    <>
      <ListHeading>Payments</ListHeading>
      <ListView<Payment>
        list="payments"
        noun="payments"
        searchHint="Reference, e-mail, name, phone or provider reference"
        statuses={PAYMENT_STATUSES}
        fetchPage={listPayments}
        rowKey={(p) => p.reference}
        renderRow={(p) => (
          <RowLink
            to={`/admin/payments/${encodeURIComponent(p.reference)}`}
            title={`${p.itemName || p.itemKey} · ${formatAmount(p.amount, p.currency)}`}
            meta={[buyerName(p), p.buyer.email, p.method, formatDateTime(p.createdAt), p.reference].filter(Boolean).join(' · ')}
            status={p.status}
            statusText={statusLabel(p.status)}
          />
        )}
      />
    </>
  );
}
