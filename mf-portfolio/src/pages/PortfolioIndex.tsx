import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { Card, CardMedia, CardTitle, Container, Eyebrow, Muted, PageHeader, ResponsiveImage, Section } from '@agency/ui';
import { Link } from '@agency/routing';
import { caseStudies } from '../content/caseStudies';
import { caseStudyMedia } from '../content/media.generated';

const DESCRIPTION = 'Seven case studies of brands we have built across Africa: identities, campaigns, apps and strategy.';

/** The portfolio index: one card per case study, each linking to its page. */
export function PortfolioIndex() {
  const t = useTheme();
  useDocumentMeta('Portfolio', DESCRIPTION);
  return (
    <>
      <PageHeader title="Portfolio" subtitle={DESCRIPTION} />
      <Section tone="canvas">
        <Container>
          <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); } ${t.mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${t.space(8)}; }`}>
            {caseStudies.map((study, index) => (
              <li key={study.slug}>
                <Card interactive css={css`height: 100%;`}>
                  <CardMedia>
                    <ResponsiveImage image={caseStudyMedia[study.slug]!.cover.image} alt={caseStudyMedia[study.slug]!.cover.alt} priority={index < 3} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" css={css`display: block; aspect-ratio: 16 / 10;`} />
                  </CardMedia>
                  <Eyebrow css={css`margin: 0;`}>{study.category}</Eyebrow>
                  <CardTitle as="h2">
                    <Link to={`/portfolio/${study.slug}`} css={css`color: inherit; text-decoration: none; &::after { content: ''; position: absolute; inset: 0; border-radius: ${t.radii.lg}; } &:focus-visible { outline: none; } &:focus-visible::after { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }`}>
                      {study.title}
                    </Link>
                  </CardTitle>
                  <Muted>{study.subtitle}</Muted>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
    </>
  );
}
