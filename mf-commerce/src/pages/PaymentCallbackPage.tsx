import { css, useTheme } from '@emotion/react';
import { ButtonLink, Card, Notice, Spinner } from '@agency/ui';
import { useEffect } from 'react';
import { useSearchParams } from '@agency/routing';
import { SUCCESS_REDIRECT_MS, usePaymentFlow } from '../payment/usePaymentFlow';
import { PageShell } from './PageShell';

/** Spec 9's wait before the success page (the tests read it here). */
export { SUCCESS_REDIRECT_MS };

type View = { kind: 'loading' } | { kind: 'success'; reference: string } | { kind: 'error'; message: string };

export default function PaymentCallbackPage() {
  const t = useTheme();
  const [params] = useSearchParams();
  const trackingId = params.get('OrderTrackingId');
  const merchantRef = params.get('OrderMerchantReference');
  const notificationType = params.get('OrderNotificationType') ?? 'CALLBACKURL';
  // Paid: the success message, then the success page after 3 s (spec 9).
  const { state, verifyReturn } = usePaymentFlow({ successRedirectMs: SUCCESS_REDIRECT_MS });

  useEffect(() => {
    if (trackingId && merchantRef) verifyReturn({ orderTrackingId: trackingId, orderMerchantReference: merchantRef, orderNotificationType: notificationType });
  }, [trackingId, merchantRef, notificationType, verifyReturn]);

  const view: View =
    !trackingId || !merchantRef
      ? { kind: 'error', message: 'Invalid payment response' }
      : state.phase === 'paid'
        ? { kind: 'success', reference: state.receipt.reference }
        : state.phase === 'error'
          ? { kind: 'error', message: state.message }
          : { kind: 'loading' };

  return (
    <PageShell title="Payment status" subtitle="We confirm every payment with the provider." metaDescription="Checking your payment with the provider." narrow>
      <Card css={css`padding: ${t.space(5)}; ${t.mq.md} { padding: ${t.space(8)}; } gap: ${t.space(5)}; align-items: flex-start;`}>
        {view.kind === 'loading' ? (
          <div role="status" css={css`display: flex; gap: ${t.space(3)}; align-items: center;`}>
            <Spinner size={24} label="" />
            <span>Verifying your payment…</span>
          </div>
        ) : null}
        {view.kind === 'success' ? (
          <div role="status" css={css`display: grid; gap: ${t.space(3)};`}>
            <Notice tone="success" title="Payment successful">
              Thank you! Your payment is confirmed. Taking you to your receipt…
            </Notice>
            <p css={css`color: ${t.colors.textMuted};`}>{`Reference ${view.reference}`}</p>
          </div>
        ) : null}
        {view.kind === 'error' ? (
          <>
            <Notice tone="error">{view.message}</Notice>
            <ButtonLink to="/payment">Try Again</ButtonLink>
          </>
        ) : null}
      </Card>
    </PageShell>
  );
}
