import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, PageHeader } from '@agency/ui';
import { CtaBand, FeatureGrid, PageSection } from '../../components/PageBlocks';
import { BRAND_STRATEGY_ICONS } from '../../content/services';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';

/** /brand-strategy-insights (spec 2.4): five offerings and two links to /contact. */
export default function BrandStrategyInsightsPage() {
  const t = useTheme();
  useDocumentMeta('Brand Strategy & Insights', 'Market research, audience insight, competitive analysis and positioning for brands across Africa.');
  return (
    <>
      <PageHeader title="Brand Strategy & Insights" subtitle="Know your market, your audience and your edge, before you spend a shilling on campaigns.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />} css={css`margin-top: ${t.space(8)};`}>
          Request a Strategy Call
        </ButtonLink>
      </PageHeader>
      <PageSection id="insight-offerings" title="What We Offer" lead="Five ways we turn research into a brand that wins.">
        <ServiceFacts slug="brand-strategy-insights">{(service) => <FeatureGrid items={offeringCards(service.offerings, BRAND_STRATEGY_ICONS)} columns={3} />}</ServiceFacts>
      </PageSection>
      <CtaBand title="Find Your Edge" text="Tell us what you want to learn about your market. We will design the research to answer it.">
        <ButtonLink to="/contact" variant="accent" size="lg">
          Start the Conversation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
