import { css, useTheme } from '@emotion/react';
import { ButtonLink, Card, Notice } from '@agency/ui';
import { useLocation } from '@agency/routing';
import type { SuccessState } from '../api/payments';
import { PageShell } from './PageShell';

function readState(state: unknown): SuccessState | null {
  const s = state as Partial<SuccessState> | null;
  return s && typeof s.transactionId === 'string' && typeof s.reference === 'string' ? (s as SuccessState) : null;
}

export default function PaymentSuccessPage() {
  const t = useTheme();
  const payment = readState(useLocation().state);
  return (
    // Opened without a payment just made (a bookmark, a reload elsewhere), it claims no success.
    <PageShell
      title={payment ? 'Payment successful' : 'No recent payment'}
      subtitle={payment ? 'Thank you for your payment.' : 'Your purchases and downloads are on your dashboard.'}
      metaDescription="Your payment to Nyota Creative is confirmed."
      narrow
    >
      <Card css={css`padding: ${t.space(5)}; ${t.mq.md} { padding: ${t.space(8)}; } gap: ${t.space(6)};`}>
        {payment ? (
          <>
            <Notice tone="success" title="Your payment is confirmed">
              A receipt is on your dashboard, with your downloads.
            </Notice>
            <dl css={css`display: grid; grid-template-columns: auto 1fr; gap: ${t.space(3)} ${t.space(6)}; margin: 0; dd { margin: 0; font-weight: 700; word-break: break-all; }`}>
              <dt>Transaction ID</dt>
              <dd data-testid="transaction-id">{payment.transactionId}</dd>
              <dt>Reference</dt>
              <dd data-testid="payment-reference">{payment.reference}</dd>
            </dl>
          </>
        ) : (
          <Notice tone="info">This page shows a payment right after it is made, and there is no recent payment to show here.</Notice>
        )}
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
          <ButtonLink to="/dashboard">Go to dashboard</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </Card>
    </PageShell>
  );
}
