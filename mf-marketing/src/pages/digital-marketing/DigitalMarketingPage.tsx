import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ButtonLink, Container, PageHeader, Section } from '@agency/ui';
import { CtaBand, FeatureGrid, PageSection, StepList } from '../../components/PageBlocks';
import { MARKETING } from '../../content/services';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';

/** /digital-marketing and /marketing-advertising: Marketing & Advertising (spec 2.4). */
export default function DigitalMarketingPage() {
  const t = useTheme();
  useDocumentMeta('Marketing & Advertising', 'Social media, paid advertising, content and influencer marketing for African brands, measured every month.');
  return (
    <>
      <PageHeader title="Marketing & Advertising" subtitle="Campaigns that reach the right people, say the right thing and prove their worth in numbers.">
        <ButtonLink to="/contact?type=consultation" variant="accent" size="lg" css={css`margin-top: ${t.space(8)};`}>
          Book a Discovery Call
        </ButtonLink>
      </PageHeader>

      <PageSection id="marketing-offerings" title="Core Offerings" lead="Five services, one plan, one monthly report.">
        <ServiceFacts slug="digital-marketing">{(service) => <FeatureGrid items={offeringCards(service.offerings, MARKETING.offeringIcons)} columns={3} />}</ServiceFacts>
      </PageSection>

      <Section tone="dark" aria-label="Results for our clients">
        <Container>
          <dl css={css`margin: 0; display: grid; gap: ${t.space(8)}; text-align: center; ${t.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
            {MARKETING.stats.map((stat) => (
              <div key={stat.label}>
                <dt css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h1}; font-weight: 700; color: ${t.colors.accent};`}>{stat.value}</dt>
                <dd css={css`margin: ${t.space(1)} 0 0; color: ${t.colors.textOnDarkMuted}; text-transform: capitalize;`}>{stat.label}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </Section>

      <PageSection id="marketing-approach" title="Our Approach">
        <StepList steps={MARKETING.steps} />
      </PageSection>

      {/* The terms are staff's price text (GET /api/content/site); without it the band keeps its title and link. */}
      <ServiceFacts slug="digital-marketing" fallback={<GrowthBand terms={null} />}>
        {(service) => <GrowthBand terms={service.priceText} />}
      </ServiceFacts>
    </>
  );
}

function GrowthBand({ terms }: { terms: string | null }) {
  return (
    <CtaBand title="Built for Long-Term Growth" text={terms}>
      <ButtonLink to="/contact" variant="accent" size="lg">
        Let&apos;s Talk
      </ButtonLink>
    </CtaBand>
  );
}
