import { css, useTheme, type Theme } from '@emotion/react';
import { NotFoundPage, useDocumentMeta } from '@agency/platform';
import { imageSourceOf, ContentGate, type CaseStudySummaryDto } from '@agency/platform/content';
import { ArrowRightIcon, Card, CardMedia, CardTitle, Container, Eyebrow, Muted, PageHeader, ResponsiveImage, Section } from '@agency/ui';
import { Link } from '@agency/routing';
import { contentFailed, contentLoading } from './ContentStates';

const DESCRIPTION = 'Seven case studies of brands we have built across Africa: identities, campaigns, apps and strategy.';

/**
 * The first study is featured across the whole row, the six others fill rows of two (tablets) or
 * three (desktops): no card is left alone in a row at any width.
 */
const gridCss = (t: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space(6)};
  ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${t.mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${t.space(8)}; }
  & > li:first-of-type { grid-column: 1 / -1; }
`;

/** Side by side from tablets on: the cover takes the larger part, the words sit beside it. */
const featuredCss = (t: Theme) => css`
  height: 100%;
  ${t.mq.md} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    column-gap: ${t.space(10)};
    & > [data-cover] {
      align-self: stretch;
      margin: calc(-1 * ${t.space(6)}) 0 calc(-1 * ${t.space(6)}) calc(-1 * ${t.space(6)});
      border-radius: ${t.radii.lg} 0 0 ${t.radii.lg};
    }
    & > [data-cover] img { height: 100%; }
  }
`;

/**
 * `priority`: the page's largest image on a phone (the featured card's cover), asked for first;
 * `eager`: above the fold on a wide screen, so not left to lazy loading, but not asked for ahead of
 * the first one (on a slow phone network three covers at high priority share the bandwidth the
 * first needs).
 */
function StudyCard({ study, featured, priority, eager }: { study: CaseStudySummaryDto; featured: boolean; priority: boolean; eager: boolean }) {
  const t = useTheme();
  const { cover } = study;
  const words = (
    <>
      <Eyebrow css={css`margin: 0;`}>{study.category}</Eyebrow>
      <CardTitle as="h2" css={featured ? css`${t.mq.md} { font-size: ${t.fontSizes.h3}; }` : undefined}>
        <Link to={`/portfolio/${study.slug}`} css={css`color: inherit; text-decoration: none; &::after { content: ''; position: absolute; inset: 0; border-radius: ${t.radii.lg}; } &:focus-visible { outline: none; } &:focus-visible::after { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }`}>
          {study.title}
        </Link>
      </CardTitle>
      <Muted>{study.subtitle}</Muted>
    </>
  );
  return (
    <Card interactive css={featured ? featuredCss(t) : css`height: 100%;`}>
      {cover ? (
        <CardMedia data-cover="">
          <ResponsiveImage
            image={imageSourceOf(cover)}
            alt={cover.alt}
            priority={priority}
            loading={priority || eager ? 'eager' : 'lazy'}
            sizes={featured ? '(min-width: 1280px) 700px, (min-width: 768px) 60vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'}
            css={css`display: block; aspect-ratio: 16 / 10;`}
          />
        </CardMedia>
      ) : null}
      {featured ? (
        <div css={css`display: flex; flex-direction: column; gap: ${t.space(3)}; ${t.mq.md} { padding: ${t.space(4)} 0; }`}>
          {words}
          {/* The whole card is the link (its title's ::after): this line only says so. */}
          <span aria-hidden="true" css={css`display: inline-flex; align-items: center; gap: ${t.space(2)}; margin-top: ${t.space(2)}; font-weight: 600; color: ${t.colors.primary};`}>
            View case study <ArrowRightIcon size={18} />
          </span>
        </div>
      ) : (
        words
      )}
    </Card>
  );
}

/** The portfolio index: one card per published case study, in the order staff gave them, each linking to its page. */
export function PortfolioIndex() {
  const t = useTheme();
  useDocumentMeta('Portfolio', DESCRIPTION);
  return (
    <>
      <PageHeader title="Portfolio" subtitle={DESCRIPTION} />
      <ContentGate read={{ path: '/api/content/case-studies' }} loading={contentLoading} failed={contentFailed} notFound={<NotFoundPage />}>
        {({ caseStudies }) => (
          <Section tone="canvas">
            <Container>
              <ul css={gridCss(t)}>
                {caseStudies.map((study, index) => (
                  <li key={study.slug}>
                    <StudyCard study={study} featured={index === 0} priority={index === 0} eager={index < 3} />
                  </li>
                ))}
              </ul>
            </Container>
          </Section>
        )}
      </ContentGate>
    </>
  );
}
