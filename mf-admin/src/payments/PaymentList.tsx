import { listPayments } from '../api/admin';
import type { Payment } from '../api/types';
import { useStatusChoices } from '../lists/choices';
import { formatDateTime, formatPrice } from '@agency/platform/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';
import { itemLabel, methodLabel } from '../words/labels';

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
        searchHint="Reference, e-mail, name, phone or provider reference"
        statuses={useStatusChoices('payments')}
        fetchPage={listPayments}
        rowKey={(p) => p.reference}
        createdAt={(p) => p.createdAt}
        renderRow={(p, state) => (
          <RowLink
            to={`/admin/payments/${encodeURIComponent(p.reference)}`}
            title={`${itemLabel(p.itemKey)} · ${formatPrice(p.amount, p.currency)}`}
            meta={[buyerName(p), p.buyer.email, methodLabel(p.method, p.network), formatDateTime(p.createdAt), p.reference].filter(Boolean).join(' · ')}
            status={p.status}
            statusText={statusLabel(p.status)}
            fresh={state.fresh}
          />
        )}
      />
    </>
  );
}
