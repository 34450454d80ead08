import { DesignSystemProvider } from '@agency/ui';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from '@agency/routing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DocumentMetaSink, type DocumentMeta } from '../meta/useDocumentMeta';
import { ArticlePage, Gate } from './content.fixture';
import { contentBlockId, contentJson } from './contentRead';
import type { ContentAnswer } from './contentTypes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Replaces fetch: `respond` gives [status, body] for each URL (jsdom has no Response: the parts the API client reads). */
function mockFetch(respond: (url: string) => [number, unknown]) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push(String(url));
    const [status, body] = respond(String(url));
    const text = JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => text } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** The data block the server writes beside a read's content. */
function serverBlock(url: string, answer: ContentAnswer) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = contentBlockId(url);
  block.textContent = contentJson(answer);
  document.body.append(block);
  return block;
}

const ARTICLE = { slug: 'brand-promise', title: 'Brand is a promise' };
const SITE = { statistics: [{ value: 150, label: 'Projects' }] };

let root: Root | undefined;
beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The server's HTML of a page with its blocks (the gates read the blocks on their first render), then hydrated. */
async function hydrate(element: React.ReactElement, blocks: [string, ContentAnswer][]) {
  const container = document.createElement('div');
  document.body.append(container);
  const placed = blocks.map(([url, answer]) => serverBlock(url, answer));
  container.innerHTML = renderToString(element);
  for (const block of placed) block.remove();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

describe('ContentGate in the browser', () => {
  it('hydrates from the blocks the server wrote, with no second fetch', async () => {
    const calls = mockFetch(() => [500, {}]);
    const page = <ArticlePage url="/blog/brand-promise" slug="brand-promise" />;
    const { container, errors } = await hydrate(page, [
      ['/api/content/articles/brand-promise', { found: true, data: ARTICLE }],
      ['/api/content/site', { found: true, data: SITE }],
    ]);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Brand is a promise');
    expect(container.querySelector('[data-testid="figure"]')?.textContent).toBe('150');
    expect(calls).toEqual([]);
  });

  it("hydrates the API's 404 as the not-found page, status 404 on the server", async () => {
    mockFetch(() => [500, {}]);
    const metas: DocumentMeta[] = [];
    const page = (
      <DesignSystemProvider>
        <DocumentMetaSink.Provider value={(m) => metas.push(m)}>
          <MemoryRouter initialEntries={['/blog/gone']}>
            <Gate read={{ path: '/api/content/articles/{slug}', params: { slug: 'gone' } }} loading={null} failed={() => null}>
              {(article) => <h1>{article.title}</h1>}
            </Gate>
          </MemoryRouter>
        </DocumentMetaSink.Provider>
      </DesignSystemProvider>
    );
    const { container, errors } = await hydrate(page, [['/api/content/articles/gone', { found: false }]]);
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Page not found');
    expect(metas.at(-1)).toMatchObject({ status: 404 });
  });

  it('shows a preview link the API refuses as expired, noindex and 404; a part of the page with notFound={null} stays empty', async () => {
    const calls = mockFetch(() => [404, { statusCode: 404, message: 'Not Found' }]);
    const metas: DocumentMeta[] = [];
    render(
      <DesignSystemProvider>
        <DocumentMetaSink.Provider value={(m) => metas.push(m)}>
          <MemoryRouter initialEntries={['/blog/draft?preview=stale']}>
            <Gate read={{ path: '/api/content/articles/{slug}', params: { slug: 'draft' } }} loading={<p>Loading…</p>} failed={() => null} notFound={<p>Off to the blog</p>}>
              {(article) => <h1>{article.title}</h1>}
            </Gate>
            <Gate read={{ path: '/api/content/site' }} loading={null} failed={() => null} notFound={null}>
              {(site) => <p>{site.statistics[0].label}</p>}
            </Gate>
          </MemoryRouter>
        </DocumentMetaSink.Provider>
      </DesignSystemProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Off to the blog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the back office' })).toHaveAttribute('href', '/admin');
    expect(calls.sort()).toEqual(['/api/content/articles/draft?preview=stale', '/api/content/site?preview=stale']);
    expect(metas.at(-1)).toMatchObject({ title: 'Preview link expired | Nyota Creative', status: 404 });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('fetches on a client-side navigation, the page’s preview token with it', async () => {
    const calls = mockFetch((url) => [200, url.includes('/site') ? SITE : { slug: 'other', title: url.includes('preview=t1') ? 'Other draft' : 'Other' }]);
    function Article() {
      const { slug } = useParams();
      const navigate = useNavigate();
      return (
        <>
          <Gate read={{ path: '/api/content/articles/{slug}', params: { slug: slug! } }} loading={<p>Loading…</p>} failed={() => <p>Failed</p>}>
            {(article) => <h1>{article.title}</h1>}
          </Gate>
          <button onClick={() => navigate('/blog/other?preview=t1')}>next</button>
        </>
      );
    }
    serverBlock('/api/content/articles/brand-promise', { found: true, data: ARTICLE });
    render(
      <MemoryRouter initialEntries={['/blog/brand-promise']}>
        <Routes>
          <Route path="/blog/:slug" element={<Article />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Brand is a promise');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByText('next'));
    expect(await screen.findByText('Other draft')).toBeInTheDocument();
    expect(calls).toEqual(['/api/content/articles/other?preview=t1']);
  });

  it('fetches when the page has no block for the read (another page’s block left in the DOM is not taken), and retries after a failure', async () => {
    let fail = true;
    const calls = mockFetch(() => (fail ? [503, { statusCode: 503, message: 'down' }] : [200, SITE]));
    function Page({ next }: { next: string }) {
      const navigate = useNavigate();
      return (
        <>
          <Gate read={{ path: '/api/content/site' }} loading={<p>Loading…</p>} failed={(retry) => <button onClick={retry}>Retry</button>}>
            {(site) => <p>{site.statistics[0].label}</p>}
          </Gate>
          <button onClick={() => navigate(next)}>{next}</button>
        </>
      );
    }
    // Two pages (two components, as the site's home and service pages are) reading the same route.
    const Home = () => <Page next="/services" />;
    const Services = () => (
      <section>
        <Page next="/" />
      </section>
    );
    serverBlock('/api/content/site', { found: true, data: { statistics: [{ value: 1, label: 'From the page' }] } });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/services" element={<Services />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('From the page')).toBeInTheDocument();
    // A new page reads the same route: its gate mounts while the old page's block is still there.
    fireEvent.click(screen.getByText('/services'));
    fireEvent.click(await screen.findByText('Retry'));
    await waitFor(() => expect(calls).toEqual(['/api/content/site', '/api/content/site']));
    fail = false;
    fireEvent.click(await screen.findByText('Retry'));
    expect(await screen.findByText('Projects')).toBeInTheDocument();
  });
});
