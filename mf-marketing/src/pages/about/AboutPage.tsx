import { css, useTheme } from '@emotion/react';
import { brand, useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, Container, H2, Lead, PageHeader, ResponsiveImage, Section } from '@agency/ui';
import { CtaBand, FeatureGrid, PageSection } from '../../components/PageBlocks';
import { ABOUT } from '../../content/about';
import { StudiosSection } from './StudiosSection';

/** /about: who we are, what we believe, how we work, where we are. */
export default function AboutPage() {
  const t = useTheme();
  useDocumentMeta('About', 'Nyota Creative is a brand, design and digital agency with studios in Kampala and Kigali, building brands for African businesses.');
  return (
    <>
      <PageHeader title={`About ${brand.name}`} subtitle={ABOUT.subtitle} />
      <Section aria-labelledby="about-story-title">
        <Container css={css`display: grid; gap: ${t.space(10)}; ${t.mq.lg} { grid-template-columns: 1fr 1fr; align-items: center; }`}>
          <div css={css`display: grid; gap: ${t.space(4)};`}>
            <H2 id="about-story-title">Our Story</H2>
            {ABOUT.story.map((p) => (
              <Lead key={p.slice(0, 24)}>{p}</Lead>
            ))}
          </div>
          <ResponsiveImage
            image={ABOUT.image}
            alt={ABOUT.imageAlt}
            sizes="(min-width: 1024px) 560px, 100vw"
            css={css`display: block; width: 100%; height: auto; border-radius: ${t.radii.lg};`}
          />
        </Container>
      </Section>
      <PageSection id="about-values" title="What We Believe" tone="canvas">
        <FeatureGrid items={ABOUT.values} columns={4} />
      </PageSection>
      <PageSection id="about-team" title="The People Behind the Work" lead="Strategists, designers, animators, marketers and developers in one studio.">
        <FeatureGrid items={ABOUT.team} columns={4} />
      </PageSection>
      <StudiosSection />
      <CtaBand title="Let’s Build Something Remarkable" text="Whether you are launching, growing or starting again, we would love to hear your story.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Work With Us
        </ButtonLink>
        <ButtonLink to="/portfolio" variant="ghost" size="lg">
          See Our Work
        </ButtonLink>
      </CtaBand>
    </>
  );
}
