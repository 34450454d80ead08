import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Card, Grid, H2, Lead } from '@agency/ui';
import { formatPrice } from '@agency/platform/format';
import { CatalogGate } from './CatalogGate';
import { PageShell } from './PageShell';

const MODULES = [
  { title: 'Brand foundations', text: 'Purpose, promise and positioning that fit African markets.' },
  { title: 'Know your customer', text: 'Build personas from real conversations, then score them.' },
  { title: 'Identity that scales', text: 'Logo, colour and type systems that work from a phone to a billboard.' },
  { title: 'Growth campaigns', text: 'Plan, measure and improve campaigns on social, radio and outdoor.' },
];

export default function TrainingPage() {
  const t = useTheme();
  return (
    <PageShell title="Brand Training" subtitle="Learn to build a brand your customers remember, at your own pace." metaDescription="Self-paced brand training plans by Nyota Creative.">
      <div css={css`display: grid; gap: ${t.space(12)};`}>
        <Grid columns={4}>
          {MODULES.map((m, i) => (
            <Card key={m.title}>
              <span css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h2}; color: ${t.colors.accentStrong}; font-weight: 700;`}>{`0${i + 1}`}</span>
              <h2 css={css`font-size: ${t.fontSizes.xl};`}>{m.title}</h2>
              <p css={css`color: ${t.colors.textMuted};`}>{m.text}</p>
            </Card>
          ))}
        </Grid>
        <div css={css`display: grid; gap: ${t.space(5)};`}>
          <H2>Choose your plan</H2>
          <Lead>Pay once by mobile money or card, in UGX or RWF.</Lead>
          <CatalogGate>
            {(catalog) => (
              <Grid columns={2}>
                {catalog.plans
                  .filter((p) => p.key !== 'one-time-toolkit')
                  .map((plan) => (
                    <Card key={plan.key} css={css`gap: ${t.space(4)};`}>
                      <h3 css={css`font-size: ${t.fontSizes.h3};`}>{plan.name}</h3>
                      <p css={css`font-weight: 600;`}>{`${formatPrice(plan.prices.UGX, 'UGX')} · ${formatPrice(plan.prices.RWF, 'RWF')}`}</p>
                      <ButtonLink to={`/subscribe?plan=${plan.key}`} icon={<ArrowRightIcon />}>
                        Enrol now
                      </ButtonLink>
                    </Card>
                  ))}
              </Grid>
            )}
          </CatalogGate>
          <ButtonLink to="/pricing" variant="link">
            Compare all plans
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
