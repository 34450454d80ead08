import { css, useTheme } from '@emotion/react';
import { Card } from '@agency/ui';
import { useSearchParams } from '@agency/routing';
import SubscriptionForm from '../exposed/SubscriptionForm';
import { PageShell } from './PageShell';

export default function SubscribePage() {
  const t = useTheme();
  const [params] = useSearchParams();
  return (
    <PageShell title="Subscribe" subtitle="Two quick steps: your details, then payment." metaDescription="Subscribe to a Nyota Creative brand training plan." narrow>
      <Card css={css`padding: ${t.space(5)}; ${t.mq.md} { padding: ${t.space(8)}; }`}>
        <SubscriptionForm planKey={params.get('plan')} />
      </Card>
    </PageShell>
  );
}
