import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { useParams } from '@agency/routing';
import { Badge, Button } from '@agency/ui';
import { useState } from 'react';
import { checkPayment, getPayment } from '../api/admin';
import type { PaymentDetail as Detail } from '../api/types';
import { CustomerLink } from '../customers/CustomerLink';
import { ActionNotice, useActionNotice } from '../detail/ActionNotice';
import { AuditList } from '../detail/AuditList';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { FieldList, Panel } from '../detail/Panel';
import { telLink, whatsAppLink } from '../detail/replyLinks';
import { useDetail } from '../detail/useDetail';
import { useOverview } from '../layout/overview';
import { formatDateTime, formatPrice } from '@agency/platform/format';
import { fieldText } from '../lists/format';
import { statusTone } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';
import { itemLabel, methodLabel, paymentStatusLabel, PROVIDER_LABELS } from '../words/labels';
import { ClosePayment } from './ClosePayment';
import { Entitlements } from './Entitlements';
import { History } from './History';
import { buyerName } from './PaymentList';

function CheckNow({ reference, onChecked, say }: { reference: string; onChecked: () => void; say: (tone: 'success' | 'error', text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const payment = await checkPayment(reference);
      const state = paymentStatusLabel(payment.status);
      // Only an answer the provider gave is reported as its word; an outage is told as one (issue 48).
      if (payment.checked.reached) say('success', `The provider says: ${state}.`);
      else say('error', `The provider could not be reached (${payment.checked.detail}). The payment is still ${state.toLowerCase()}; try again later.`);
      onChecked();
    } catch (e) {
      say('error', e instanceof ApiError ? e.message : 'The provider could not be asked.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={check} loading={busy} loadingLabel="Asking the provider…">
      Check with the provider now
    </Button>
  );
}

export function PaymentDetail() {
  const t = useTheme();
  const { reference = '' } = useParams();
  const { item, loading, error, reload } = useDetail<Detail>(getPayment, reference);
  const { said, say } = useActionNotice();
  const { refresh } = useOverview();
  useAdminMeta(item ? `Payment ${item.reference}` : 'Payment');
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="payment" />;

  const buyer = item.buyer;
  const contact = { name: buyerName(item), email: buyer.email, phone: buyer.internationalPhone, subject: `Your payment ${item.reference}` };
  const whatsApp = whatsAppLink(contact);
  const call = telLink(contact);
  const changed = () => {
    refresh();
    void reload();
  };
  return (
    <DetailLayout
      backTo="/admin/payments"
      backLabel="All payments"
      title={`${itemLabel(item.itemKey)} · ${formatPrice(item.amount, item.currency)}`}
      subtitle={
        <>
          <Badge tone={statusTone(item.status)}>{paymentStatusLabel(item.status)}</Badge> {item.reference}
        </>
      }
      main={
        <>
          <Panel title="The payment">
            <FieldList
              fields={[
                ['Reference', item.reference],
                ['Created', formatDateTime(item.createdAt)],
                ['Item', itemLabel(item.itemKey)],
                ['Amount', formatPrice(item.amount, item.currency)],
                ['Method', methodLabel(item.method, item.network)],
                // The number the mobile money was asked from (stored before the provider was called).
                ...(item.method === 'mobile' ? [['Paid from', fieldText(item.payingNumber)] as [string, string]] : []),
                ['State', paymentStatusLabel(item.status)],
                ['Provider', PROVIDER_LABELS[item.provider]],
                ['Provider reference', fieldText(item.providerRef)],
                ['Confirmation', fieldText(item.confirmation)],
              ]}
            />
            <ActionNotice said={said} />
            <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
              <CheckNow reference={item.reference} onChecked={changed} say={say} />
              {item.status === 'PENDING' ? <ClosePayment reference={item.reference} onClosed={changed} say={say} /> : null}
            </div>
          </Panel>
          <Panel title="Buyer">
            <FieldList
              fields={[
                ['Name', buyerName(item)],
                ['E-mail', buyer.email ? <CustomerLink email={buyer.email} backLabel="Back to the payment" /> : '—'],
                ['Phone', fieldText(buyer.internationalPhone ?? buyer.phone)],
                ['Account', buyer.accountEmail ? <CustomerLink email={buyer.accountEmail} backLabel="Back to the payment" /> : '—'],
              ]}
            />
            <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
              {whatsApp ? (
                <li>
                  <a href={whatsApp} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                </li>
              ) : null}
              {call ? (
                <li>
                  <a href={call}>Call</a>
                </li>
              ) : null}
            </ul>
          </Panel>
          <History history={item.history} />
        </>
      }
      side={
        <>
          <Entitlements
            entitlements={item.entitlements}
            defaults={{ email: buyer.accountEmail || buyer.email || '', itemKey: item.itemKey }}
            paymentReference={item.reference}
            onChanged={() => void reload()}
          />
          <AuditList entries={item.audit} />
        </>
      }
    />
  );
}
