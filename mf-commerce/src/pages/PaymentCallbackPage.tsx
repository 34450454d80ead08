import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { ButtonLink, Card, Notice, Spinner } from '@agency/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@agency/routing';
import { verifyPayment, type SuccessState } from '../api/payments';
import { PageShell } from './PageShell';

/** Spec 9: the move to the success page after 3 s. */
export const SUCCESS_REDIRECT_MS = 3000;
/** A payment the provider still reports as pending is asked again a few times before giving up. */
const PENDING_RETRY_MS = 5000;
const PENDING_RETRIES = 6;

type View = { kind: 'loading' } | { kind: 'success'; state: SuccessState } | { kind: 'error'; message: string };

export default function PaymentCallbackPage() {
  const t = useTheme();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const trackingId = params.get('OrderTrackingId');
  const merchantRef = params.get('OrderMerchantReference');
  const notificationType = params.get('OrderNotificationType') ?? 'CALLBACKURL';
  const [view, setView] = useState<View>(() =>
    trackingId && merchantRef ? { kind: 'loading' } : { kind: 'error', message: 'Invalid payment response' },
  );

  useEffect(() => {
    if (!trackingId || !merchantRef) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      verifyPayment({ orderTrackingId: trackingId, orderMerchantReference: merchantRef, orderNotificationType: notificationType }).then(
        (answer) => {
          if (!live) return;
          if (answer.status === 'COMPLETED') {
            const state: SuccessState = { transactionId: answer.transactionId, reference: answer.reference, itemKey: answer.itemKey };
            setView({ kind: 'success', state });
            timer = setTimeout(() => navigate('/payment/success', { state }), SUCCESS_REDIRECT_MS);
          } else if (answer.status === 'PENDING' && attempt < PENDING_RETRIES) {
            timer = setTimeout(() => check(attempt + 1), PENDING_RETRY_MS);
          } else {
            setView({ kind: 'error', message: answer.message || 'Payment verification failed' });
          }
        },
        (error: unknown) => {
          if (live) setView({ kind: 'error', message: (error instanceof ApiError && error.body?.message) || 'Payment verification failed' });
        },
      );
    };
    check(0);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [trackingId, merchantRef, notificationType, navigate]);

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
            <p css={css`color: ${t.colors.textMuted};`}>{`Reference ${view.state.reference}`}</p>
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
