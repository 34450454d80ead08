import { css, useTheme } from '@emotion/react';
import { RemoteMount, useDocumentMeta, type KitDto } from '@agency/platform';
import { CatalogGate, type Catalog } from '@agency/platform/catalog';
import { formatPrice } from '@agency/platform/format';
import { ArrowRightIcon, Button, ButtonLink, Card, CardTitle, CheckIcon, Muted, Notice, PageHeader, SkeletonBar } from '@agency/ui';
import { useState, type ReactNode } from 'react';
import { CtaBand, FeatureGrid, PageSection } from '../../components/PageBlocks';
import { DATA_DRIVEN } from '../../content/services';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';

/** A tool kit as GET /api/catalog describes it (the API's contract): the server decides every amount. */
type CatalogKit = KitDto;

function KitSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="kit-skeleton" css={css`min-height: 360px;`}>
      <SkeletonBar width="60%" height={24} />
      <SkeletonBar width="80%" />
      <SkeletonBar width="50%" height={32} />
      <SkeletonBar width="90%" />
      <SkeletonBar width="70%" />
    </Card>
  );
}

function KitCard({ kit, onBuy }: { kit: CatalogKit; onBuy: () => void }) {
  const t = useTheme();
  const copy = DATA_DRIVEN.kits[kit.key];
  return (
    <Card data-kit={kit.key}>
      <CardTitle>{kit.name}</CardTitle>
      {copy ? <Muted>{copy.summary}</Muted> : null}
      <p css={css`display: grid; gap: ${t.space(1)};`}>
        <span css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h3}; font-weight: 700; color: ${t.colors.primary};`}>
          {formatPrice(kit.prices.UGX, 'UGX')}
        </span>
        <span css={css`color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>{formatPrice(kit.prices.RWF, 'RWF')}</span>
      </p>
      {copy ? (
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(2)}; flex: 1;`}>
          {copy.includes.map((line) => (
            <li key={line} css={css`display: flex; gap: ${t.space(2)}; align-items: flex-start;`}>
              <CheckIcon size={18} css={css`color: ${t.colors.success}; flex: none; margin-top: 2px;`} />
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <Button onClick={onBuy} block aria-label={`Get Started with the ${kit.name}`}>
        Get Started
      </Button>
    </Card>
  );
}

function KitGrid({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.lg} { grid-template-columns: repeat(3, 1fr); }`} aria-busy={busy}>
      {children}
    </div>
  );
}

const skeletons = (
  <KitGrid busy>
    {[0, 1, 2].map((n) => (
      <KitSkeleton key={n} />
    ))}
  </KitGrid>
);

function KitsFailed({ retry }: { retry: () => void }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(3)}; justify-items: start;`}>
      <Notice tone="error" title="We couldn't load the kit prices.">
        Check your connection and try again.
      </Notice>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** The three kits in the page's order, from the catalog (a kit the catalog lacks is left out). */
function kitsOf(catalog: Catalog): CatalogKit[] {
  const all = Array.isArray(catalog.kits) ? catalog.kits : [];
  return DATA_DRIVEN.kitKeys.map((key) => all.find((k) => k.key === key)).filter((k): k is CatalogKit => Boolean(k));
}

/**
 * /data-driven-branding (spec 2.4): three priced kits whose "Get Started" opens the commerce
 * payment dialog. The kits come with the server's HTML (the platform's CatalogGate): the page used
 * to hydrate its skeletons and then render the cards a second time once the browser had fetched
 * the catalog, the largest extra work of any page's first seconds.
 */
export default function DataDrivenBrandingPage() {
  const t = useTheme();
  useDocumentMeta('Data-driven Branding', 'Brand tool kits and analytics that put evidence behind every brand decision. Essential Kit, Optimization Suite and Full Stack.');
  // The dialog stays mounted once used, so opening it again is instant.
  const [selected, setSelected] = useState<CatalogKit | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const buy = (kit: CatalogKit) => {
    setSelected(kit);
    setDialogOpen(true);
  };

  return (
    <>
      <PageHeader title="Data-driven Branding" subtitle="Decisions backed by evidence: tool kits, dashboards and insight to grow your brand with confidence." />

      <PageSection id="kits" title="Brand Tool Kits" lead="Pick the kit that fits your stage. Pay by mobile money or card, in UGX or RWF." tone="canvas">
        <CatalogGate loading={skeletons} failed={(retry) => <KitsFailed retry={retry} />}>
          {(catalog) => (
            <KitGrid>
              {kitsOf(catalog).map((kit) => (
                <KitCard key={kit.key} kit={kit} onBuy={() => buy(kit)} />
              ))}
            </KitGrid>
          )}
        </CatalogGate>
        {selected ? (
          <div css={css`margin-top: ${t.space(6)};`}>
            <RemoteMount
              id="commerce/PaymentDialog"
              props={{ open: dialogOpen, onClose: () => setDialogOpen(false), itemKey: selected.key, title: selected.name }}
              label="The payment dialog"
              minHeight="160px"
            />
          </div>
        ) : null}
      </PageSection>

      <PageSection id="data-offerings" title="What We Offer" lead="Five offerings, each with the tools we use to deliver it.">
        <ServiceFacts slug="data-driven-branding">
          {(service) => (
            <FeatureGrid
              items={offeringCards(service.offerings, DATA_DRIVEN.offeringIcons).map((card) => ({ ...card, details: DATA_DRIVEN.offeringTools[card.title] ?? [] }))}
              columns={3}
            />
          )}
        </ServiceFacts>
      </PageSection>

      <CtaBand title="Let the Data Lead" text="Talk to a strategist, see the results we have delivered, or subscribe to our training.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Talk to a Strategist
        </ButtonLink>
        <ButtonLink to="/portfolio" variant="ghost" size="lg">
          See Our Portfolio
        </ButtonLink>
        <ButtonLink to="/subscribe" variant="light" size="lg">
          Subscribe
        </ButtonLink>
      </CtaBand>

    </>
  );
}
