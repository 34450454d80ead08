import { css, useTheme } from '@emotion/react';
import { startTransition, useOptimistic } from 'react';
import { ArrowRightIcon, ButtonLink, Card, Grid, Muted } from '@agency/ui';
import type { PlanKey } from '@agency/platform';
import { useSearchParams } from '@agency/routing';
import type { Currency } from '../api/catalog';
import { formatPrice } from '@agency/platform/format';
import { CatalogGate } from './CatalogGate';
import { CurrencySwitch, DEFAULT_CURRENCY, currencyFrom } from './CurrencySwitch';
import { KitsSection } from './KitsSection';
import { PageShell } from './PageShell';

const PLAN_POINTS: Record<PlanKey, string[]> = {
  'brand-training-essentials': ['Self-paced brand foundations course', 'Brand Persona Guide and templates', 'Monthly live Q&A'],
  'brand-training-pro': ['Everything in Essentials', 'Two 1:1 strategy sessions', 'All Resource Hub tools included'],
  'one-time-toolkit': ['Every downloadable tool, once', 'Persona kit: guide, tools, score sheet', 'No subscription'],
};

/** The subscription of a plan, in the currency its price was shown in (the default is left out of the address). */
function subscribeHref(planKey: string, currency: Currency): string {
  const query = new URLSearchParams({ plan: planKey });
  if (currency !== DEFAULT_CURRENCY) query.set('currency', currency);
  return `/subscribe?${query.toString()}`;
}

export default function PricingPage() {
  const t = useTheme();
  // The chosen currency lives in the address (?currency=RWF): Back, Forward and reload keep it, the
  // server renders the same prices the browser hydrates, and "Choose …" carries it to /subscribe.
  const [params, setParams] = useSearchParams();
  const currency = currencyFrom(params.get('currency'));
  // A new address renders the whole page again, from the router down: done in the tap's own
  // handler, that render held the switch's next paint (a slow phone's tap went unanswered for
  // over 200 ms). The switch shows the choice at once; the address and the prices follow in a
  // transition, which the browser can paint in between (docs/decisions/main-thread.md).
  const [shown, showCurrency] = useOptimistic(currency);
  const setCurrency = (next: Currency) =>
    startTransition(() => {
      showCurrency(next);
      setParams(
        (prev) => {
          const query = new URLSearchParams(prev);
          if (next === DEFAULT_CURRENCY) query.delete('currency');
          else query.set('currency', next);
          return query;
        },
        // A switch is not a page of its own: replace the entry, so Back leaves /pricing.
        { replace: true },
      );
    });
  return (
    <PageShell title="Pricing" subtitle="Brand training and tools, priced for African businesses. Pay by mobile money or card." metaDescription="Brand Training Essentials, Brand Training Pro and One-Time Toolkit Access in UGX or RWF.">
      <CatalogGate>
        {(catalog) => (
          <div css={css`display: grid; gap: ${t.space(12)};`}>
            <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(4)}; align-items: center; justify-content: space-between;`}>
              <Muted>Prices shown in {currency === 'UGX' ? 'Ugandan shillings' : 'Rwandan francs'}.</Muted>
              <CurrencySwitch value={shown} onChange={setCurrency} />
            </div>
            <Grid columns={3}>
              {catalog.plans.map((plan) => {
                const featured = plan.key === 'brand-training-pro';
                return (
                  <Card key={plan.key} tone={featured ? 'dark' : 'surface'} data-testid={`plan-${plan.key}`} css={css`gap: ${t.space(5)};`}>
                    <h2 css={css`font-size: ${t.fontSizes.h3};`}>{plan.name}</h2>
                    <p css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h2}; font-weight: 700; line-height: 1;`} data-testid="plan-price">
                      {formatPrice(plan.prices[currency], currency)}
                    </p>
                    <ul css={css`display: grid; gap: ${t.space(2)}; padding-left: ${t.space(5)}; flex: 1;`}>
                      {(PLAN_POINTS[plan.key] ?? []).map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                    {/* Room for a two-line name on every plan's button: the three line up at one height. */}
                    <ButtonLink
                      to={subscribeHref(plan.key, currency)}
                      variant={featured ? 'accent' : 'primary'}
                      block
                      icon={<ArrowRightIcon />}
                      css={css`${t.mq.md} { min-height: 4rem; }`}
                    >
                      {`Choose ${plan.name}`}
                    </ButtonLink>
                  </Card>
                );
              })}
            </Grid>
            <KitsSection kits={catalog.kits} />
          </div>
        )}
      </CatalogGate>
    </PageShell>
  );
}
