import { DesignSystemProvider } from '@agency/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from '@agency/routing';
import { articles, findArticle } from './content/articles';
import { SafeHtml } from './pages/SafeHtml';
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

describe('blog articles', () => {
  it('has the four articles of spec 3 with their categories and read times', () => {
    expect(articles.map((a) => [a.slug, a.category, a.readTime])).toEqual([
      ['ai-in-modern-branding', 'Digital Marketing', '5 min read'],
      ['creating-memorable-brand-experiences', 'Brand Strategy', '4 min read'],
      ['data-driven-design-decisions', 'Data Analytics', '6 min read'],
      ['future-of-motion-graphics', 'Motion Design', '4 min read'],
    ]);
  });

  it('loads the first row of the index eagerly and first (the page\'s largest paint), the others lazily', () => {
    const { container } = renderAt('/blog');
    const pictures = [...container.querySelectorAll('ul img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([['eager', 'high'], ['eager', 'high'], ['eager', 'high'], ['lazy', null]]);
  });

  it('shows the header, date, read time, badge, body, author, topics and two related articles', () => {
    renderAt('/blog/ai-in-modern-branding');
    // The "Blog" band (spec 2.6), and the article's title as the page's one h1.
    expect(screen.getByText('Blog', { selector: 'header p' })).toBeInTheDocument();
    expect(screen.getByText('Insights and strategies for modern brands')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['How AI Is Changing Modern Branding']);
    expect(screen.getByText('15 Mar 2024')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByText('Digital Marketing')).toBeInTheDocument();
    expect(screen.getByTestId('article-body')).toHaveTextContent('Research in days, not weeks');
    const author = screen.getByRole('complementary', { name: 'About the author' });
    expect(author).toHaveTextContent('Written by');
    expect(author).toHaveTextContent('Amani Kato');
    expect(within(author).getByRole('img', { name: 'Illustrated portrait of Amani Kato' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related Articles' })).toBeInTheDocument();
    expect(document.title).toBe('How AI Is Changing Modern Branding | Nyota Creative');
  });

  it.each(articles.map((a) => a.slug))('%s has two related links that resolve to real articles', (slug) => {
    renderAt(`/blog/${slug}`);
    const section = screen.getByRole('heading', { name: 'Related Articles' }).closest('section')!;
    const hrefs = within(section).getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/blog\/[a-z-]+$/);
      expect(findArticle(href.replace('/blog/', ''))).toBeDefined();
      expect(href).not.toBe(`/blog/${slug}`);
    }
  });

  it('following a related link opens that article', () => {
    renderAt('/blog/ai-in-modern-branding');
    fireEvent.click(screen.getByRole('link', { name: 'Making Data-Driven Design Decisions' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/data-driven-design-decisions');
    expect(screen.getByRole('heading', { level: 1, name: 'Making Data-Driven Design Decisions' })).toBeInTheDocument();
  });

  it('an unknown slug redirects to /blog, replacing the history entry', () => {
    renderAt('/blog/1');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/blog$/);
    expect(screen.getByTestId('where')).toHaveAttribute('data-how', 'REPLACE');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('blog index', () => {
  it('lists the four articles and filters them by category', () => {
    renderAt('/blog');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Motion Design' }));
    expect(screen.getByRole('button', { name: 'Motion Design' })).toHaveAttribute('aria-pressed', 'true');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('The Future of Motion Graphics');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog?category=Motion+Design');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('SafeHtml', () => {
  it('removes scripts and event handlers before rendering', () => {
    const w = window as unknown as { hacked?: boolean };
    render(<SafeHtml html={'<p>Fine</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked=true">x</a>'} />);
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Fine');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(body.querySelector('a')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    body.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(w.hacked).toBeUndefined();
  });
});
