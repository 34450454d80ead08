import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, Container, Display, Lead, Muted, ResponsiveImage, Section } from '@agency/ui';
import { CtaBand, PageSection } from '../../components/PageBlocks';
import { BANNER, CASE_STUDIES, DESIGN_SERVICE_SUBTITLES, PRINCIPLES } from '../../content/creativeDesign';
import { CaseStudyCarousel } from './CaseStudyCarousel';
import { ServiceFacts } from '../../components/ServiceFacts';

/** /creative-design (spec 2.4). */
export default function CreativeDesignPage() {
  const t = useTheme();
  useDocumentMeta(
    'Creative Design',
    'Visual identities, design systems, content design and UI/UX for African brands. Visually Powerful. Strategically Driven.',
  );
  return (
    <>
      <header
        css={css`
          background: ${t.colors.primary};
          color: ${t.colors.textOnDark};
          padding: calc(${t.layout.headerHeight} + ${t.space(12)}) 0 ${t.space(10)};
          ${t.mq.md} { padding-top: calc(${t.layout.headerHeight} + ${t.space(16)}); }
        `}
      >
        <Container>
          <Display as="h1">Creative Design</Display>
          <Lead onDark css={css`margin-top: ${t.space(4)}; font-size: ${t.fontSizes.xl};`}>
            Visually Powerful. Strategically Driven.
          </Lead>
          <ResponsiveImage
            image={BANNER.image}
            alt={BANNER.alt}
            priority
            sizes="(min-width: 1200px) 1136px, 100vw"
            css={css`display: block; width: 100%; height: auto; margin-top: ${t.space(10)}; border-radius: ${t.radii.lg};`}
          />
        </Container>
      </header>

      <Section aria-label="What our design stands for">
        <Container>
          <dl css={css`margin: 0; display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; } ${t.mq.lg} { grid-template-columns: repeat(4, 1fr); }`}>
            {PRINCIPLES.map((word) => (
              <div key={word.title} css={css`border-top: 3px solid ${t.colors.accent}; padding-top: ${t.space(4)};`}>
                <dt css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h3}; font-weight: 700;`}>{word.title}</dt>
                <dd css={css`margin: ${t.space(2)} 0 0; color: ${t.colors.textMuted};`}>{word.description}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </Section>

      <PageSection id="design-services" title="Our Design Services" tone="canvas" lead="Four ways we help your brand look as good as it is.">
        <ServiceFacts slug="creative-design">
          {(service) => (
            <div css={css`display: grid; gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
              {service.offerings.map((offering) => (
                <Card key={offering.title}>
                  <CardTitle>{offering.title}</CardTitle>
                  {DESIGN_SERVICE_SUBTITLES[offering.title] ? <p css={css`font-weight: 600; color: ${t.colors.primary};`}>{DESIGN_SERVICE_SUBTITLES[offering.title]}</p> : null}
                  <Muted>{offering.description}</Muted>
                </Card>
              ))}
            </div>
          )}
        </ServiceFacts>
      </PageSection>

      <PageSection id="featured-work" title="Featured Work" lead="A closer look at identities and campaigns we have designed.">
        <CaseStudyCarousel studies={CASE_STUDIES} />
      </PageSection>

      <CtaBand title="Ready to Bring Your Brand to Life?" text="Let’s design a brand your customers remember and your team loves using.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Start Your Design Journey
        </ButtonLink>
        <ButtonLink to="/contact" variant="ghost" size="lg">
          Schedule a Design Session
        </ButtonLink>
        <ButtonLink to="/portfolio" variant="light" size="lg">
          View Full Portfolio
        </ButtonLink>
      </CtaBand>
    </>
  );
}
