import { css, useTheme } from '@emotion/react';
import { Card, SelectField } from '@agency/ui';
import { useState } from 'react';
import { PaymentForm } from '../payment/PaymentForm';
import { CatalogGate } from './CatalogGate';
import { PageShell } from './PageShell';

/** The "Try Again" target: choose a plan, currency and method, and pay. */
export default function PaymentPage() {
  const t = useTheme();
  const [planKey, setPlanKey] = useState<string | null>(null);
  return (
    <PageShell title="Payment" subtitle="Choose your plan, currency and payment method." metaDescription="Pay for a Nyota Creative plan by mobile money or card." narrow>
      <CatalogGate>
        {(catalog) => {
          const key = planKey ?? catalog.defaults.plan;
          const plan = catalog.plans.find((p) => p.key === key) ?? catalog.plans[0];
          return (
            <Card css={css`padding: ${t.space(5)}; ${t.mq.md} { padding: ${t.space(8)}; } gap: ${t.space(6)};`}>
              <SelectField label="Plan" name="plan" value={plan.key} onChange={(e) => setPlanKey(e.target.value)}>
                {catalog.plans.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
              <PaymentForm key={plan.key} item={plan} />
            </Card>
          );
        }}
      </CatalogGate>
    </PageShell>
  );
}
