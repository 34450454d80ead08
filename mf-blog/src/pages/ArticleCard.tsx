import { css, useTheme } from '@emotion/react';
import { Card, CardMedia, CardTitle, Muted, ResponsiveImage } from '@agency/ui';
import { Link } from '@agency/routing';
import { imageSourceOf, type ArticleSummaryDto } from '@agency/platform/content';
import { ArticleMeta } from './ArticleMeta';

/**
 * A card for an article: image, category, date, read time, title (the link) and excerpt. `priority`
 * for the cards of the first row: their pictures are in view at once (the page's largest paint on a
 * phone), so they load eagerly and first instead of lazily.
 */
export function ArticleCard({ article, headingLevel = 'h2', showMeta = true, priority = false }: { article: ArticleSummaryDto; headingLevel?: 'h2' | 'h3'; showMeta?: boolean; priority?: boolean }) {
  const t = useTheme();
  return (
    <Card interactive css={css`height: 100%;`}>
      {/* Decorative here: the card's title, just below, is the link and says what the picture would. */}
      {article.cover ? (
        <CardMedia>
          <ResponsiveImage image={imageSourceOf(article.cover)} alt="" priority={priority} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" css={css`display: block; aspect-ratio: 16 / 9;`} />
        </CardMedia>
      ) : null}
      {showMeta ? (
        <ArticleMeta article={article} />
      ) : null}
      <CardTitle as={headingLevel}>
        <Link
          to={`/blog/${article.slug}`}
          css={css`color: inherit; text-decoration: none; &::after { content: ''; position: absolute; inset: 0; border-radius: ${t.radii.lg}; } &:focus-visible::after { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }`}
        >
          {article.title}
        </Link>
      </CardTitle>
      <Muted>{article.excerpt}</Muted>
    </Card>
  );
}
