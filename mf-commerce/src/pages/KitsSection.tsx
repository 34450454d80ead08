import { css, useTheme } from '@emotion/react';
import { Button, Card, Grid, H2, Muted } from '@agency/ui';
import { useState } from 'react';
import type { CatalogItem } from '../api/catalog';
import { formatPrice } from '@agency/platform/format';
import PaymentDialog from '../exposed/PaymentDialog';

/** The data-driven tool kits, sold through the same payment dialog the marketing page mounts. */
export function KitsSection({ kits }: { kits: CatalogItem[] }) {
  const t = useTheme();
  const [open, setOpen] = useState<CatalogItem | null>(null);
  return (
    // Its own band under the plans: a rule and room above, so the heading does not sit on the plan cards.
    <section
      aria-labelledby="kits-heading"
      css={css`display: grid; gap: ${t.space(6)}; padding-top: ${t.space(12)}; border-top: 1px solid ${t.colors.line};`}
    >
      <div css={css`display: grid; gap: ${t.space(2)};`}>
        <H2 id="kits-heading">Data-driven tool kits</H2>
        <Muted>One payment, yours to keep, in UGX or RWF.</Muted>
      </div>
      <Grid columns={3}>
        {kits.map((kit) => (
          <Card key={kit.key} data-testid={`kit-${kit.key}`} css={css`gap: ${t.space(4)};`}>
            <h3 css={css`font-size: ${t.fontSizes.xl};`}>{kit.name}</h3>
            <p css={css`display: grid; gap: ${t.space(1)};`}>
              <span css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h3}; font-weight: 700;`}>{formatPrice(kit.prices.UGX, 'UGX')}</span>
              <span css={css`color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>{formatPrice(kit.prices.RWF, 'RWF')}</span>
            </p>
            <Button variant="secondary" onClick={() => setOpen(kit)}>
              {`Buy ${kit.name}`}
            </Button>
          </Card>
        ))}
      </Grid>
      <PaymentDialog open={open !== null} onClose={() => setOpen(null)} itemKey={open?.key ?? ''} title={open?.name} />
    </section>
  );
}
