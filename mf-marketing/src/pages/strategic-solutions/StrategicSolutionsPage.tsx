import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, Grid, Muted, PageHeader } from '@agency/ui';
import { Link } from '@agency/routing';
import { CtaBand, FeatureGrid, PageSection, StepList, stretchedLink } from '../../components/PageBlocks';
import { STRATEGIC } from '../../content/services';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';

/** /strategic-solutions (spec 2.4). */
export default function StrategicSolutionsPage() {
  const t = useTheme();
  useDocumentMeta('Strategic Solutions', 'Brand and growth strategy, customer experience design and investor storytelling for African businesses.');
  return (
    <>
      <PageHeader title="Strategic Solutions" subtitle="Clear strategy for ambitious African brands: know where to play, how to win and what to say.">
        <ButtonLink to="/contact#strategy-inquiry" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />} css={css`margin-top: ${t.space(8)};`}>
          Book a Strategy Session
        </ButtonLink>
      </PageHeader>

      <PageSection id="core-offerings" title="Core Offerings" lead="Four disciplines that turn ambition into a plan your whole team can follow.">
        <ServiceFacts slug="strategic-solutions">{(service) => <FeatureGrid items={offeringCards(service.offerings, STRATEGIC.offeringIcons)} columns={4} />}</ServiceFacts>
      </PageSection>

      <PageSection id="problems" title="Problems We Solve" tone="canvas">
        <FeatureGrid items={STRATEGIC.problems} columns={4} />
      </PageSection>

      <PageSection id="strategy-steps" title="Our Strategy Process">
        <StepList steps={STRATEGIC.steps} />
      </PageSection>

      <PageSection id="cx-investor" title="Experiences and Stories That Convince" tone="sand">
        <Grid columns={2}>
          {[STRATEGIC.cx, STRATEGIC.investor].map((block) => (
            <Card key={block.title}>
              <CardTitle>{block.title}</CardTitle>
              <Muted>{block.text}</Muted>
            </Card>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="why-partner" title="Why Partner With Us">
        <FeatureGrid items={STRATEGIC.reasons} columns={4} />
      </PageSection>

      <PageSection id="related" title="Bring the Strategy to Life" tone="canvas" lead="Strategy works best when the creative carries it.">
        <Grid columns={2}>
          <Card interactive>
            <CardTitle>
              <Link to="/creative-design" css={stretchedLink}>
                Creative Design
              </Link>
            </CardTitle>
            <Muted>Identities and design systems that express your new positioning.</Muted>
          </Card>
          <Card interactive>
            <CardTitle>
              <Link to="/motion-graphics" css={stretchedLink}>
                Motion Design
              </Link>
            </CardTitle>
            <Muted>Explainers and campaigns that tell your story in motion.</Muted>
          </Card>
        </Grid>
      </PageSection>

      <CtaBand title="Ready to Plan Your Next Move?" text="Tell us where you are and where you want to be. We will map the way.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Start Your Project
        </ButtonLink>
      </CtaBand>
    </>
  );
}
