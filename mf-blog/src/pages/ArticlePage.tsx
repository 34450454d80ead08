import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { articleBodyStyles, Badge, Container, H2, PageHeader, ResponsiveImage, Section } from '@agency/ui';
import { findArticle, type Article } from '../content/articles';
import { authorPhotos, featuredImages } from '../content/media.generated';
import { ArticleCard } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { SafeHtml } from './SafeHtml';

export function ArticlePage({ article }: { article: Article }) {
  const t = useTheme();
  useDocumentMeta(article.title, article.excerpt);
  const related = article.related.map(findArticle).filter((a): a is Article => Boolean(a));
  return (
    <>
      {/* The band says where the reader is; the article's own title below is the page's heading. */}
      <PageHeader title="Blog" titleAs="p" subtitle="Insights and strategies for modern brands" />
      <Section>
        <Container narrow>
          <article>
            <ResponsiveImage image={featuredImages[article.slug]!} alt={`Featured illustration for “${article.title}”`} priority sizes="(min-width: 820px) 756px, 100vw" css={css`display: block; width: 100%; height: auto; border-radius: ${t.radii.lg};`} />
            <ArticleMeta article={article} css={css`margin-top: ${t.space(8)};`} />
            <h1 css={css`margin-top: ${t.space(4)}; font-size: ${t.fontSizes.h1}; line-height: 1.1;`}>{article.title}</h1>
            <SafeHtml
              html={article.content}
              css={[articleBodyStyles(t), css`margin-top: ${t.space(8)};`]}
            />
            <section aria-labelledby="topics" css={css`margin-top: ${t.space(10)};`}>
              <h2 id="topics" css={css`font-size: ${t.fontSizes.lg};`}>Topics</h2>
              <ul css={css`list-style: none; margin: ${t.space(3)} 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
                {article.tags.map((tag) => <li key={tag}><Badge tone="neutral">{tag}</Badge></li>)}
              </ul>
            </section>
            <aside aria-label="About the author" css={css`margin-top: ${t.space(10)}; display: flex; gap: ${t.space(5)}; align-items: flex-start; padding: ${t.space(6)}; border-radius: ${t.radii.lg}; background: ${t.colors.canvas};`}>
              <ResponsiveImage image={authorPhotos[article.author.id]!} alt={`Illustrated portrait of ${article.author.name}`} css={css`flex: none; width: 72px; height: 72px; border-radius: 50%;`} />
              <div>
                <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>Written by</p>
                <p css={css`font-weight: 700; font-size: ${t.fontSizes.lg};`}>{article.author.name}</p>
                <p css={css`margin-top: ${t.space(2)}; color: ${t.colors.textMuted};`}>{article.author.bio}</p>
              </div>
            </aside>
          </article>
        </Container>
      </Section>
      <Section tone="canvas" aria-labelledby="related">
        <Container>
          <H2 id="related" css={css`margin-bottom: ${t.space(8)};`}>Related Articles</H2>
          <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`}>
            {related.map((a) => <li key={a.slug}><ArticleCard article={a} headingLevel="h3" showMeta={false} /></li>)}
          </ul>
        </Container>
      </Section>
    </>
  );
}
