import { DesignSystemProvider } from '@agency/ui';
import { MemoryRouter } from '@agency/routing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotFoundPage } from './NotFoundPage';
import { PageRedirect } from './PageRedirect';
import { DocumentMetaSink, formatTitle, useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

function Page({ title, description, noindex }: { title: string; description: string; noindex?: boolean }) {
  useDocumentMeta(title, description, { noindex });
  return null;
}

describe('useDocumentMeta', () => {
  it('sets the document title and the meta description', () => {
    render(<Page title="Blog" description="Insights and strategies for modern brands" />);
    expect(document.title).toBe('Blog | Nyota Creative');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Insights and strategies for modern brands');
  });

  it('marks a noindex page for robots, and the next page without it clears the mark', () => {
    const { rerender } = render(<Page title="Back office" description="Staff only" noindex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    rerender(<Page title="Blog" description="Insights" />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('hands the server the page meta: the not-found page with status 404, any other page with none', () => {
    const seen: DocumentMeta[] = [];
    const Server = ({ children }: { children: ReactNode }) => (
      <DesignSystemProvider>
        <MemoryRouter>
          <DocumentMetaSink.Provider value={(meta) => seen.push(meta)}>{children}</DocumentMetaSink.Provider>
        </MemoryRouter>
      </DesignSystemProvider>
    );
    const { rerender } = render(
      <Server>
        <NotFoundPage />
      </Server>,
    );
    expect(seen.at(-1)).toEqual({ title: 'Page not found | Nyota Creative', description: expect.stringContaining('not on the Nyota Creative site'), status: 404 });
    rerender(
      <Server>
        <Page title="Blog" description="Insights" />
      </Server>,
    );
    expect(seen.at(-1)).toEqual({ title: 'Blog | Nyota Creative', description: 'Insights' });
    rerender(
      <Server>
        <PageRedirect to="/blog" />
      </Server>,
    );
    expect(seen.at(-1)).toMatchObject({ status: 302, location: '/blog' });
    rerender(
      <Server>
        <PageRedirect to="/blog/new-slug" permanent />
      </Server>,
    );
    expect(seen.at(-1)).toMatchObject({ status: 301, location: '/blog/new-slug' });
  });

  it("hands a content page's share card and JSON-LD to the server, and puts them in the browser's head", () => {
    const seen: DocumentMeta[] = [];
    const jsonLd = { '@type': 'Article', headline: 'Brand </script> promise' };
    function Article({ slug }: { slug: string }) {
      useDocumentMeta('Brand promise', 'An article', { image: `/api/content/cards/article/${slug}.png`, jsonLd: { ...jsonLd, slug } });
      return null;
    }
    const { rerender } = render(
      <DocumentMetaSink.Provider value={(meta) => seen.push(meta)}>
        <Article slug="brand-promise" />
      </DocumentMetaSink.Provider>,
    );
    expect(seen.at(-1)).toEqual({ title: 'Brand promise | Nyota Creative', description: 'An article', image: '/api/content/cards/article/brand-promise.png', jsonLd: { ...jsonLd, slug: 'brand-promise' } });
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/api/content/cards/article/brand-promise.png`);
    expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', `${window.location.origin}/api/content/cards/article/brand-promise.png`);
    rerender(<Article slug="other" />);
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0].textContent!)).toEqual({ ...jsonLd, slug: 'other' });
    rerender(<Page title="Blog" description="Insights" />);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('does not repeat the brand name', () => {
    expect(formatTitle('Nyota Creative')).toBe('Nyota Creative');
    expect(formatTitle('Nyota Creative | Home')).toBe('Nyota Creative | Home');
  });
});
