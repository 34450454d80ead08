import { css, useTheme } from '@emotion/react';
import { useLocation, useNavigate, useParams } from '@agency/routing';
import { Badge, Button, Muted, TextField, isEmailShaped } from '@agency/ui';
import { useState, type FormEvent } from 'react';
import { getCustomer } from '../api/admin';
import type { Customer } from '../api/types';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { Panel } from '../detail/Panel';
import { useDetail } from '../detail/useDetail';
import { useAdminMeta } from '../layout/meta';
import { formatDateTime, formatPrice } from '@agency/platform/format';
import { RowLink } from '../lists/RowLink';
import { statusLabel } from '../lists/statuses';
import { itemLabel, methodLabel } from '../words/labels';
import { countOf, NOUNS } from '../words/plural';
import { backToOf, customerPath } from './CustomerLink';

function Lookup({ current }: { current: string }) {
  const t = useTheme();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [email, setEmail] = useState(current);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailShaped(email.trim())) return setError('Enter an e-mail address');
    setError('');
    // Another customer looked up here keeps the way back this page had.
    navigate(customerPath(email), { state });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Look up a customer" css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: end;`}>
      <TextField label="Customer e-mail" name="customer" type="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary">
        Look up
      </Button>
    </form>
  );
}

const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;`;

/** Everything known about one customer by e-mail: payments, entitlements (revoked too), inquiries and messages. */
export function CustomerPage() {
  const t = useTheme();
  const { email = '' } = useParams();
  const { item, loading, error, reload } = useDetail<Customer>(getCustomer, email);
  // Back where the person came from (an inquiry, a message, a payment); opened directly, the payments.
  const back = backToOf(useLocation().state) ?? { to: '/admin/payments', label: 'All payments' };
  useAdminMeta(`Customer ${email}`);
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="customer" />;
  const active = item.entitlements.filter((e) => !e.revokedAt).length;
  return (
    <DetailLayout
      backTo={back.to}
      backLabel={back.label}
      title={`Customer ${item.email}`}
      subtitle={[countOf(item.payments.length, NOUNS.payments), `${active} active ${active === 1 ? 'entitlement' : 'entitlements'}`, countOf(item.inquiries.length, NOUNS.inquiries), countOf(item.messages.length, NOUNS.messages)].join(' · ')}
      main={
        <>
          <Lookup current={item.email} />
          <Panel title="Payments">
            {item.payments.length === 0 ? (
              <Muted>No payments with this address.</Muted>
            ) : (
              <ul aria-label="Payments of this customer" css={list}>
                {item.payments.map((p) => (
                  <li key={p.reference}>
                    <RowLink
                      to={`/admin/payments/${encodeURIComponent(p.reference)}`}
                      title={`${itemLabel(p.itemKey)} · ${formatPrice(p.amount, p.currency)}`}
                      meta={[methodLabel(p.method, p.network), formatDateTime(p.createdAt), p.reference].join(' · ')}
                      status={p.status}
                      statusText={statusLabel(p.status)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Inquiries and messages">
            {item.inquiries.length + item.messages.length === 0 ? (
              <Muted>No inquiries or messages from this address.</Muted>
            ) : (
              <ul aria-label="Inquiries and messages of this customer" css={list}>
                {item.inquiries.map((i) => (
                  <li key={i.id}>
                    <RowLink to={`/admin/inquiries/${encodeURIComponent(i.id)}`} title={`Inquiry · ${i.businessName || i.name}`} meta={formatDateTime(i.createdAt)} status={i.status} statusText={statusLabel(i.status)} />
                  </li>
                ))}
                {item.messages.map((m) => (
                  <li key={m.id}>
                    <RowLink to={`/admin/messages/${encodeURIComponent(m.id)}`} title={`Message · ${m.subject || m.name}`} meta={formatDateTime(m.createdAt)} status={m.status} statusText={statusLabel(m.status)} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      }
      side={
        <Panel title="Entitlements">
          {item.entitlements.length === 0 ? (
            <Muted>No access granted to this address.</Muted>
          ) : (
            <ul aria-label="Entitlements of this customer" css={list}>
              {item.entitlements.map((e) => (
                <li key={e.id} css={css`display: grid; gap: ${t.space(1)}; background: ${t.colors.canvas}; border-radius: ${t.radii.md}; padding: ${t.space(3)};`}>
                  <span css={css`display: flex; justify-content: space-between; gap: ${t.space(2)}; flex-wrap: wrap;`}>
                    <strong>{itemLabel(e.itemKey)}</strong>
                    {e.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Active</Badge>}
                  </span>
                  <span css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                    {e.grantedBy ? `granted by ${e.grantedBy}` : 'granted by a payment'} {formatDateTime(e.createdAt)}
                    {e.paymentReference ? ` · payment ${e.paymentReference}` : ''}
                    {e.revokedAt ? ` · revoked ${formatDateTime(e.revokedAt)}${e.revokedReason ? `: ${e.revokedReason}` : ''}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      }
    />
  );
}
