import { listPayments } from '../api/admin';
import type { Payment } from '../api/types';
import { formatDateTime, formatPrice } from '@agency/platform/format';
import { ListView } from '../lists/ListView';
import { itemLabel, methodLabel } from '../words/labels';

export function buyerName(p: Payment): string {
  return [p.buyer.firstName, p.buyer.lastName].filter(Boolean).join(' ') || p.buyer.email || p.buyer.accountEmail || 'Unknown buyer';
}

export function PaymentList() {
  return (
    <ListView
      list="payments"
      title="Payments"
      searchHint="Reference, e-mail, name, phone or provider reference"
      fetchPage={listPayments}
      row={(p) => ({
        title: `${itemLabel(p.itemKey)} · ${formatPrice(p.amount, p.currency)}`,
        meta: [buyerName(p), p.buyer.email, methodLabel(p.method, p.network), formatDateTime(p.createdAt), p.reference],
      })}
    />
  );
}
