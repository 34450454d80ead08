import { DesignSystemProvider } from '@agency/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from '@agency/routing';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { ARTICLES, article, publishedBlog } from './test/contentFixtures';
import { articleJsonLd, articleShareImage } from './pages/articleShare';
import BlogRoutes from './routes';

function Where() {
  const { pathname, search } = useLocation();
  const how = useNavigationType();
  return <output data-testid="where" data-how={how}>{pathname + search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DesignSystemProvider>
        <BlogRoutes />
        <Where />
      </DesignSystemProvider>
    </MemoryRouter>,
  );
}

let calls: string[];
beforeEach(() => {
  calls = mockContentApi(publishedBlog);
});

describe('blog index', () => {
  it('lists the articles the API publishes, newest first, with their categories and read times', async () => {
    renderAt('/blog');
    const cards = await screen.findAllByRole('article');
    expect(calls).toEqual(['/api/content/articles']);
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(ARTICLES.map((a) => a.title));
    expect(cards[0]).toHaveTextContent('Digital Marketing');
    expect(cards[0]).toHaveTextContent('March 15, 2024');
    expect(cards[2]).toHaveTextContent('6 min read');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/blog/creating-memorable-brand-experiences');
  });

  it("shows a new article when the API has one, with its cover's renditions", async () => {
    const fresh = { ...ARTICLES[0]!, slug: 'brand-audits', title: 'Brand Audits That Pay Off' };
    mockContentApi((path) => (path === '/api/content/articles' ? [200, { articles: [fresh, ...ARTICLES] }] : publishedBlog(path)));
    const { container } = renderAt('/blog');
    expect(await screen.findByRole('link', { name: 'Brand Audits That Pay Off' })).toHaveAttribute('href', '/blog/brand-audits');
    expect(container.querySelector('ul img')).toHaveAttribute('srcset', expect.stringContaining('/api/content/images/ai-in-modern-branding-cover/640.webp 640w'));
  });

  it("loads the first row of the index eagerly and first (the page's largest paint), the others lazily", async () => {
    const { container } = renderAt('/blog');
    await screen.findAllByRole('article');
    const pictures = [...container.querySelectorAll('ul img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([['eager', 'high'], ['eager', 'high'], ['eager', 'high'], ['lazy', null]]);
  });

  it("filters by the articles' categories", async () => {
    renderAt('/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Motion Design' }));
    expect(screen.getByRole('button', { name: 'Motion Design' })).toHaveAttribute('aria-pressed', 'true');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('The Future of Motion Graphics');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog?category=Motion+Design');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('says so when the API cannot be read, and its retry loads the list', async () => {
    let down = true;
    mockContentApi((path) => (down ? [503, { statusCode: 503, message: 'down' }] : publishedBlog(path)));
    renderAt('/blog');
    expect(await screen.findByText('The articles could not be loaded.')).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});

describe('an article', () => {
  it("shows the API's article: header, date, read time, badge, body, author, topics and related articles", async () => {
    renderAt('/blog/ai-in-modern-branding');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('How AI Is Changing Modern Branding');
    expect(calls).toEqual(['/api/content/articles/ai-in-modern-branding']);
    expect(screen.getByText('Blog', { selector: 'header p' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('March 15, 2024')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByText('Digital Marketing')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Topics' }).closest('section')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Branding', 'Creativity']);
    expect(screen.getByRole('img', { name: 'Cover of How AI Is Changing Modern Branding' })).toHaveAttribute('src', '/api/content/images/ai-in-modern-branding-cover/1600.webp');
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Research in days, not weeks');
    // The API's sanitised body as it is: an escaped script stays text.
    expect(body).toHaveTextContent('<script>alert(1)</script>');
    expect(body.querySelector('script')).toBeNull();
    const author = screen.getByRole('complementary', { name: 'About the author' });
    expect(author).toHaveTextContent('Written by');
    expect(author).toHaveTextContent('Amani Kato');
    expect(within(author).getByRole('img', { name: 'Portrait of Amani Kato' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Topics' })).toBeInTheDocument();
    const related = screen.getByRole('heading', { name: 'Related Articles' }).closest('section')!;
    expect(within(related).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(article('ai-in-modern-branding').related.map((a) => `/blog/${a.slug}`));
    expect(document.title).toBe('How AI Is Changing Modern Branding | Nyota Creative');
  });

  it('following a related link opens that article', async () => {
    renderAt('/blog/ai-in-modern-branding');
    const link = await screen.findByRole('link', { name: 'Making Data-Driven Design Decisions' });
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/data-driven-design-decisions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Making Data-Driven Design Decisions' })).toBeInTheDocument();
  });

  it('an address the API does not know (or has not published) goes to the blog (spec 2.6)', async () => {
    renderAt('/blog/not-yet-published');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/blog$/));
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('an old slug (the API answers under the new one) moves to the new address', async () => {
    mockContentApi((path) => (path === '/api/content/articles/ai-and-branding' ? [200, article('ai-in-modern-branding')] : publishedBlog(path)));
    renderAt('/blog/ai-and-branding');
    expect(await screen.findByRole('heading', { level: 1, name: 'How AI Is Changing Modern Branding' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blog\/ai-in-modern-branding$/);
    expect(screen.getByTestId('where')).toHaveAttribute('data-how', 'REPLACE');
  });
});

describe('the share data of an article', () => {
  it('is the API’s share card and a schema.org Article from the API’s fields', () => {
    const a = article('data-driven-design-decisions');
    expect(articleShareImage(a.slug)).toBe('/api/content/cards/article/data-driven-design-decisions.png');
    expect(articleJsonLd(a)).toMatchObject({
      '@type': 'Article',
      headline: 'Making Data-Driven Design Decisions',
      datePublished: '2024-02-28',
      author: { '@type': 'Person', name: 'Daniel Mugisha' },
      image: '/api/content/cards/article/data-driven-design-decisions.png',
    });
  });
});
