import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { articleBodyStyles, Badge, Container, H2, PageHeader, ResponsiveImage, Section } from '@agency/ui';
import { imageSourceOf, type ArticleDto } from '@agency/platform/content';
import { ArticleBody } from './ArticleBody';
import { ArticleCard } from './ArticleCard';
import { articleJsonLd, articleShareImage } from './articleShare';
import { ArticleMeta } from './ArticleMeta';

export function ArticlePage({ article }: { article: ArticleDto }) {
  const t = useTheme();
  useDocumentMeta(article.title, article.excerpt, { image: articleShareImage(article.slug), jsonLd: articleJsonLd(article) });
  const { related } = article;
  return (
    <>
      {/* The band says where the reader is; the article's own title below is the page's heading. */}
      <PageHeader title="Blog" titleAs="p" subtitle="Insights and strategies for modern brands" />
      <Section>
        <Container narrow>
          <article>
            {article.cover ? (
              <ResponsiveImage image={imageSourceOf(article.cover)} alt={article.cover.alt} priority sizes="(min-width: 820px) 756px, 100vw" css={css`display: block; width: 100%; height: auto; border-radius: ${t.radii.lg}; margin-bottom: ${t.space(8)};`} />
            ) : null}
            <ArticleMeta article={article} />
            <h1 css={css`margin-top: ${t.space(4)}; font-size: ${t.fontSizes.h1}; line-height: 1.1;`}>{article.title}</h1>
            <ArticleBody
              html={article.bodyHtml}
              css={[articleBodyStyles(t), css`margin-top: ${t.space(8)};`]}
            />
            <section aria-labelledby="topics" css={css`margin-top: ${t.space(10)};`}>
              <h2 id="topics" css={css`font-size: ${t.fontSizes.lg};`}>Topics</h2>
              <ul css={css`list-style: none; margin: ${t.space(3)} 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
                {article.tags.map((tag) => <li key={tag}><Badge tone="neutral">{tag}</Badge></li>)}
              </ul>
            </section>
            <aside aria-label="About the author" css={css`margin-top: ${t.space(10)}; display: flex; gap: ${t.space(5)}; align-items: flex-start; padding: ${t.space(6)}; border-radius: ${t.radii.lg}; background: ${t.colors.canvas};`}>
              {article.author.photo ? (
                <ResponsiveImage image={imageSourceOf(article.author.photo)} alt={article.author.photo.alt} css={css`flex: none; width: 72px; height: 72px; border-radius: 50%;`} />
              ) : null}
              <div>
                <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>Written by</p>
                <p css={css`font-weight: 700; font-size: ${t.fontSizes.lg};`}>{article.author.name}</p>
                <p css={css`margin-top: ${t.space(2)}; color: ${t.colors.textMuted};`}>{article.author.bio}</p>
              </div>
            </aside>
          </article>
        </Container>
      </Section>
      {related.length > 0 ? (
        <Section tone="canvas" aria-labelledby="related">
          <Container>
            <H2 id="related" css={css`margin-bottom: ${t.space(8)};`}>Related Articles</H2>
            <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }`}>
              {related.map((a) => <li key={a.slug}><ArticleCard article={a} headingLevel="h3" showMeta={false} /></li>)}
            </ul>
          </Container>
        </Section>
      ) : null}
    </>
  );
}
