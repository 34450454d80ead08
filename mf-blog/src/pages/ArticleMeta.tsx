import { css, useTheme } from '@emotion/react';
import { Badge } from '@agency/ui';
import { formatDate } from '@agency/platform/format';
import type { ArticleSummaryDto } from '@agency/platform/content';

/**
 * Category, date and read time of an article. The date, the dot and the read time wrap as one
 * piece: on a 360 px phone the line broke after the dot, which then hung at the end of the line
 * with "5 min read" alone below it.
 */
export function ArticleMeta({ article, className }: { article: ArticleSummaryDto; className?: string }) {
  const t = useTheme();
  return (
    <div className={className} css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${t.space(3)}; font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>
      <Badge tone="primary">{article.category}</Badge>
      <span css={css`display: inline-flex; gap: ${t.space(3)}; white-space: nowrap;`}>
        <time dateTime={article.date}>{formatDate(article.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{article.readingTime}</span>
      </span>
    </div>
  );
}
