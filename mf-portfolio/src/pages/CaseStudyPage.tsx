import { css, ThemeProvider, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, Container, Eyebrow, H2, H3, Lead, ResponsiveImage, Section, SectionIntro, withPrimary } from '@agency/ui';
import { Link } from '@agency/routing';
import { imageSourceOf, ContentGate, type CaseStudyDto, type CaseStudySummaryDto } from '@agency/platform/content';
import { caseStudyJsonLd, caseStudyShareImage } from './caseStudyShare';
import { Gallery } from './Gallery';

/** The one layout of all seven case studies (spec 2.7); a study's own primary colour comes through the theme. */
export function CaseStudyPage({ study }: { study: CaseStudyDto }) {
  useDocumentMeta(study.title, `${study.title}: ${study.subtitle}. A Nyota Creative case study.`, { image: caseStudyShareImage(study.slug), jsonLd: caseStudyJsonLd(study) });
  const { primary } = study;
  return (
    <ThemeProvider theme={(outer) => (primary ? withPrimary(outer, primary.main, primary.strong) : outer)}>
      <CaseStudyBody study={study} />
    </ThemeProvider>
  );
}

function CaseStudyBody({ study }: { study: CaseStudyDto }) {
  const t = useTheme();
  return (
    <article data-testid="case-study" data-slug={study.slug}>
      <header
        css={css`
          position: relative;
          display: flex;
          align-items: flex-end;
          min-height: min(78vh, 720px);
          margin-top: ${t.layout.headerHeight};
          color: ${t.colors.textOnDark};
          overflow: hidden;
          background: ${t.colors.primaryStrong};
        `}
      >
        {/* Behind the title, which says what the study is: decorative. */}
        {study.hero ? (
          <ResponsiveImage
            image={imageSourceOf(study.hero)}
            alt=""
            priority
            css={css`position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover;`}
          />
        ) : null}
        <div
          data-testid="hero-overlay"
          css={css`
            position: absolute;
            inset: 0;
            background: linear-gradient(180deg, rgba(11, 16, 32, 0.35) 0%, rgba(11, 16, 32, 0.82) 100%);
          `}
        />
        <Container css={css`position: relative; padding-top: ${t.space(20)}; padding-bottom: ${t.space(14)};`}>
          <Eyebrow onDark>{study.category}</Eyebrow>
          <h1 css={css`font-size: ${t.fontSizes.display}; letter-spacing: -0.03em; max-width: 20ch; line-height: 1.05;`}>{study.title}</h1>
          <p css={css`margin-top: ${t.space(4)}; font-size: ${t.fontSizes.xl}; color: ${t.colors.textOnDarkMuted};`}>{study.subtitle}</p>
        </Container>
      </header>

      <Section>
        <Container>
          <div css={css`display: grid; gap: ${t.space(8)}; ${t.mq.lg} { grid-template-columns: 1fr 2fr; }`}>
            <div>
              <Eyebrow>Case study</Eyebrow>
              <H2>Overview</H2>
            </div>
            <div>
              <Lead css={css`max-width: none; color: ${t.colors.text};`}>{study.overview}</Lead>
              <p css={css`margin-top: ${t.space(6)}; font-weight: 600;`}>
                Website:{' '}
                {study.website ? (
                  <a href={study.website.href} target="_blank" rel="noreferrer" css={css`color: ${t.colors.primary};`}>
                    {study.website.label}
                  </a>
                ) : (
                  <span css={css`color: ${t.colors.textMuted};`}>(Coming Soon)</span>
                )}
              </p>
            </div>
          </div>
          {study.cover ? (
            <ResponsiveImage
              image={imageSourceOf(study.cover)}
              alt={study.cover.alt}
              sizes="(min-width: 1200px) 1136px, 100vw"
              css={css`display: block; width: 100%; height: auto; margin-top: ${t.space(12)}; border-radius: ${t.radii.lg}; box-shadow: ${t.shadows.lg};`}
            />
          ) : null}
        </Container>
      </Section>

      <Section tone="primary" data-testid="achieved-targets">
        <Container>
          <SectionIntro>
            <Eyebrow onDark>Results</Eyebrow>
            <H2>Achieved Targets</H2>
          </SectionIntro>
          <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(4)}; grid-template-columns: repeat(2, minmax(0, 1fr)); ${t.mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${t.space(6)}; }`}>
            {study.stats.map((stat) => (
              <li
                key={stat.label}
                data-testid="stat"
                css={css`
                  padding: ${t.space(6)};
                  border-radius: ${t.radii.lg};
                  background: rgba(255, 255, 255, 0.08);
                  border: 1px solid rgba(255, 255, 255, 0.14);
                `}
              >
                <strong css={css`display: block; font-family: ${t.fonts.display}; font-size: ${t.fontSizes.h1}; color: ${t.colors.accent}; line-height: 1;`}>
                  {stat.value}
                </strong>{' '}
                <span css={css`display: block; margin-top: ${t.space(3)}; color: ${t.colors.textOnDark};`}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section tone="canvas">
        <Container>
          <SectionIntro>
            <Eyebrow>How we worked</Eyebrow>
            <H2>{study.approachTitle}</H2>
          </SectionIntro>
          <ol css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); } ${t.mq.lg} { grid-template-columns: repeat(${Math.min(study.approach.length, 3)}, minmax(0, 1fr)); }`}>
            {study.approach.map((step, index) => (
              <li key={step.title} css={css`padding: ${t.space(6)}; border-radius: ${t.radii.lg}; background: ${t.colors.surface}; border-top: 4px solid ${t.colors.primary}; box-shadow: ${t.shadows.sm};`}>
                <span css={css`font-family: ${t.fonts.display}; font-weight: 700; color: ${t.colors.primary};`}>{String(index + 1).padStart(2, '0')}</span>
                <H3 css={css`margin-top: ${t.space(2)};`}>{step.title}</H3>
                {step.when ? <p css={css`margin-top: ${t.space(1)}; font-weight: 600; color: ${t.colors.accentStrong};`}>{step.when}</p> : null}
                <p css={css`margin-top: ${t.space(3)}; color: ${t.colors.textMuted};`}>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionIntro>
            <Eyebrow>Gallery</Eyebrow>
            <H2>Project Gallery</H2>
          </SectionIntro>
          <Gallery title={study.title} images={study.gallery} />
        </Container>
      </Section>

      {study.showOtherStudies ? (
        // The links to the others come from the list (a second read); without it the page simply has no such row.
        <ContentGate read={{ path: '/api/content/case-studies' }} loading={null} failed={() => null} notFound={null}>
          {({ caseStudies }) => <OtherStudies others={caseStudies.filter((c) => c.slug !== study.slug)} />}
        </ContentGate>
      ) : null}
    </article>
  );
}

function OtherStudies({ others }: { others: CaseStudySummaryDto[] }) {
  const t = useTheme();
  return (
    <Section tone="sand" tight>
      <Container>
        <nav aria-label="Other case studies">
          <H2 css={css`font-size: ${t.fontSizes.h3};`}>More case studies</H2>
          <ul css={css`list-style: none; margin: ${t.space(6)} 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/portfolio/${other.slug}`}
                  css={css`
                    display: inline-flex; align-items: center; gap: ${t.space(2)};
                    padding: ${t.space(3)} ${t.space(5)}; border-radius: ${t.radii.pill};
                    background: ${t.colors.surface}; color: ${t.colors.primary}; font-weight: 600; text-decoration: none;
                    border: 1.5px solid ${t.colors.line};
                    &:hover { border-color: ${t.colors.primary}; }
                    svg { width: 16px; height: 16px; }
                  `}
                >
                  {other.title} <ArrowRightIcon aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </Section>
  );
}
