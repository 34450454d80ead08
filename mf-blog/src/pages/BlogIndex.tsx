import { css, useTheme } from '@emotion/react';
import { NotFoundPage, useDocumentMeta } from '@agency/platform';
import { Container, PageHeader, Section, ToggleChip } from '@agency/ui';
import { useSearchParams } from '@agency/routing';
import { ContentGate, type ArticleSummaryDto } from '@agency/platform/content';
import { ArticleCard } from './ArticleCard';
import { contentFailed, contentLoading } from './ContentStates';

/** The article index: the published articles, newest first, as the API lists them. */
export function BlogIndex() {
  useDocumentMeta('Blog', 'Insights and strategies for modern brands: AI, brand strategy, data-driven design and motion graphics from Nyota Creative.');
  return (
    <>
      <PageHeader title="Blog" subtitle="Insights and strategies for modern brands" />
      <ContentGate read={{ path: '/api/content/articles' }} loading={contentLoading} failed={contentFailed} notFound={<NotFoundPage />}>
        {(data) => <ArticleList articles={data.articles} />}
      </ContentGate>
    </>
  );
}

/** The cards, filterable by category (kept in ?category= so a filtered view can be shared); the categories are the articles' own. */
function ArticleList({ articles }: { articles: ArticleSummaryDto[] }) {
  const t = useTheme();
  const categories = Array.from(new Set(articles.map((a) => a.category)));
  const [params, setParams] = useSearchParams();
  const active = categories.includes(params.get('category') ?? '') ? params.get('category') : null;
  const shown = active ? articles.filter((a) => a.category === active) : articles;
  const choose = (category: string | null) => setParams(category ? { category } : {}, { replace: true });
  return (
    <Section tone="canvas">
      <Container>
        <div role="group" aria-label="Filter articles by category" css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; margin-bottom: ${t.space(10)};`}>
          <ToggleChip pressed={active === null} onToggle={() => choose(null)}>All</ToggleChip>
          {categories.map((c) => (
            <ToggleChip key={c} pressed={active === c} onToggle={() => choose(c)}>{c}</ToggleChip>
          ))}
        </div>
        <p role="status" css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>
          {shown.length} {shown.length === 1 ? 'article' : 'articles'}
        </p>
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); } ${t.mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${t.space(8)}; }`}>
          {shown.map((a, index) => (
            <li key={a.slug}><ArticleCard article={a} priority={index < 3} /></li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
