import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { useParams } from '@agency/routing';
import { Badge, Button, Muted, Notice } from '@agency/ui';
import { useState } from 'react';
import { checkPayment, getPayment } from '../api/admin';
import type { PaymentDetail as Detail, Payment } from '../api/types';
import { AuditList } from '../detail/AuditList';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { FieldList, Panel } from '../detail/Panel';
import { useDetail } from '../detail/useDetail';
import { fieldText, formatAmount, formatDateTime } from '../lists/format';
import { statusLabel, statusTone } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';
import { Entitlements } from './Entitlements';
import { buyerName } from './PaymentList';

function CheckNow({ reference, onChecked }: { reference: string; onChecked: (status: Payment['status']) => void }) {
  const t = useTheme();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [failure, setFailure] = useState('');
  const check = async () => {
    setBusy(true);
    setResult('');
    setFailure('');
    try {
      const payment = await checkPayment(reference);
      setResult(`The provider says: ${statusLabel(payment.status)}.`);
      onChecked(payment.status);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : 'The provider could not be asked.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={check} loading={busy} loadingLabel="Asking the provider…">
        Check with the provider now
      </Button>
      <div aria-live="polite">{result ? <p css={css`margin-top: ${t.space(2)};`}>{result}</p> : null}</div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}

function historyDetail(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

export function PaymentDetail() {
  const t = useTheme();
  const { reference = '' } = useParams();
  const { item, loading, error, reload, update } = useDetail<Detail>(getPayment, reference);
  useAdminMeta(item ? `Payment ${item.reference}` : 'Payment');
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="payment" />;

  const buyer = item.buyer;
  return (
    <DetailLayout
      backTo="/admin/payments"
      backLabel="All payments"
      title={`${item.itemName || item.itemKey} · ${formatAmount(item.amount, item.currency)}`}
      subtitle={
        <>
          <Badge tone={statusTone(item.status)}>{statusLabel(item.status)}</Badge> {item.reference}
        </>
      }
      main={
        <>
          <Panel title="The payment">
            <FieldList
              fields={[
                ['Reference', item.reference],
                ['Created', formatDateTime(item.createdAt)],
                ['Item', `${fieldText(item.itemName)} (${item.itemKey})`],
                ['Amount', formatAmount(item.amount, item.currency)],
                ['Method', fieldText(item.method)],
                ['Network', fieldText(item.network)],
                ['State', statusLabel(item.status)],
                ['Provider', fieldText(item.provider)],
                ['Provider reference', fieldText(item.providerRef)],
                ['Confirmation', fieldText(item.confirmation)],
              ]}
            />
            <CheckNow
              reference={item.reference}
              onChecked={(status) => {
                update((current) => ({ ...current, status }));
                void reload();
              }}
            />
          </Panel>
          <Panel title="Buyer">
            <FieldList
              fields={[
                ['Name', buyerName(item)],
                ['E-mail', fieldText(buyer.email)],
                ['Phone', fieldText(buyer.phone)],
                ['Account', fieldText(buyer.accountEmail)],
              ]}
            />
          </Panel>
          <Panel title="History">
            {item.history.length === 0 ? (
              <Muted>No state changes recorded.</Muted>
            ) : (
              <ol aria-label="Payment history" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
                {item.history.map((h, i) => (
                  <li key={`${h.createdAt}-${i}`} css={css`border-left: 3px solid ${t.colors.line}; padding-left: ${t.space(3)};`}>
                    <p>
                      <strong>{statusLabel(h.status)}</strong> · {h.source}
                    </p>
                    {historyDetail(h.detail) ? <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere;`}>{historyDetail(h.detail)}</p> : null}
                    <p css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                      <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
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
