import { MemoryRouter } from '@agency/routing';
import type { ReactNode } from 'react';
import { ContentGate, type ContentGateFor } from './ContentGate';

/** Two content routes as the contract will describe them (the API's content routes are another slice's). */
interface ArticleAnswer {
  slug: string;
  title: string;
}
type Answer<D> = { responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': D } } } };
export interface FakePaths {
  '/api/content/articles/{slug}': { get: { parameters: { query?: { preview?: string }; path: { slug: string } } } & Answer<ArticleAnswer> };
  '/api/content/site': { get: { parameters: { query?: { preview?: string }; path?: never } } & Answer<{ statistics: { value: number; label: string }[] }> };
  '/api/catalog': { get: { parameters: { path?: never } } & Answer<{ kits: unknown[] }> };
}

/** The gate typed on those routes. */
export const Gate = ContentGate as unknown as ContentGateFor<FakePaths>;

/** A page with an article gate and a site gate, at `url`. */
export function ArticlePage({ url, slug }: { url: string; slug: string }): ReactNode {
  return (
    <MemoryRouter initialEntries={[url]}>
      <main>
        <Gate read={{ path: '/api/content/articles/{slug}', params: { slug } }} loading={<p>Loading the article…</p>} failed={() => <p>The article could not be loaded.</p>} notFound={<p>No such article</p>}>
          {(article) => <h1>{article.title}</h1>}
        </Gate>
        <Gate read={{ path: '/api/content/site' }} loading={<p>Loading figures…</p>} failed={(retry) => <button onClick={retry}>Retry figures</button>}>
          {(site) => <p data-testid="figure">{site.statistics[0].value}</p>}
        </Gate>
      </main>
    </MemoryRouter>
  );
}
