import { DesignSystemProvider } from '@agency/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@agency/routing';
import PortfolioRoutes from './routes';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { CASE_STUDIES, caseStudy, publishedPortfolio } from './test/contentFixtures';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DesignSystemProvider>
        <PortfolioRoutes />
      </DesignSystemProvider>
    </MemoryRouter>,
  );
}

let calls: string[];
beforeEach(() => {
  calls = mockContentApi(publishedPortfolio);
});

/** A case study's page, once the API's answer is on it. */
async function studyAt(slug: string) {
  const view = renderAt(`/portfolio/${slug}`);
  await screen.findByTestId('case-study');
  return view;
}

describe('case-study pages', () => {
  it.each(['ukweli', 'urban-pulse', 'echotech', 'sls'])("%s shows the API's four Achieved Targets", async (slug) => {
    await studyAt(slug);
    expect(calls[0]).toBe(`/api/content/case-studies/${slug}`);
    expect(screen.getByRole('heading', { name: 'Achieved Targets' })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat').map((el) => el.textContent)).toEqual(caseStudy(slug)!.stats.map((s) => `${s.value} ${s.label}`));
  });

  it("shows the API's title, subtitle, overview and pictures", async () => {
    const { container } = await studyAt('ukweli');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ukweli Africa Brand Guidelines & Website Redesign');
    expect(screen.getByText('Fact-checking and media empowerment')).toBeInTheDocument();
    expect(screen.getByText(/truth made visible/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ukweliafrica.org' })).toHaveAttribute('href', 'https://ukweliafrica.org');
    expect(container.querySelector('header img')).toHaveAttribute('src', '/api/content/images/ukweli-hero/1600.webp');
    expect(screen.getByRole('img', { name: 'Ukweli Africa Brand Guidelines & Website Redesign: the cover' })).toHaveAttribute(
      'srcset',
      '/api/content/images/ukweli-cover/800.webp 800w, /api/content/images/ukweli-cover/1600.webp 1600w',
    );
  });

  it('shows the Overview with a website line, "(Coming Soon)" where the site is not live', async () => {
    await studyAt('echotech');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('(Coming Soon)')).toBeInTheDocument();
  });

  it('lists EchoTech’s five phases with their weeks', async () => {
    await studyAt('echotech');
    const steps = screen.getAllByRole('listitem').filter((li) => /Weeks?\s/.test(li.textContent ?? ''));
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Customer Discovery', 'Strategic Analysis', 'Brand Architecture', 'Implementation Planning', 'Rollout Execution',
    ]);
    for (const when of ['Weeks 1-3', 'Weeks 4-6', 'Weeks 7-9', 'Weeks 10-12', 'Week 13 onward']) expect(screen.getByText(when)).toBeInTheDocument();
  });

  it('lists SLS’s four services', async () => {
    await studyAt('sls');
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    for (const s of ['Report and publication design', 'Marketing collateral', 'Branded graphics', 'Print coordination']) {
      expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    }
  });

  it('Urban Pulse has a gallery of 8 images', async () => {
    await studyAt('urban-pulse');
    expect(screen.getAllByRole('button', { name: /^Enlarge image \d of 8/ })).toHaveLength(8);
  });

  describe('gallery modal', () => {
    const open = async () => {
      await studyAt('urban-pulse');
      fireEvent.click(screen.getByRole('button', { name: /^Enlarge image 3 of 8/ }));
      return screen.getByRole('dialog');
    };

    it('opens the chosen image enlarged and closes with its button', async () => {
      const dialog = await open();
      expect(dialog).toHaveAccessibleName('Urban Pulse Creative Direction: image 3 of 8');
      expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Urban Pulse'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close image' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on a click on the backdrop', async () => {
      await open();
      fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on Escape', async () => {
      await open();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on a click inside the image panel', async () => {
      const dialog = await open();
      fireEvent.mouseDown(dialog);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  it('links to the six other case studies of the list, except on SLS', async () => {
    await studyAt('ukweli');
    const nav = await screen.findByRole('navigation', { name: 'Other case studies' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/portfolio/greenwave', '/portfolio/sunharvest', '/portfolio/urban-pulse', '/portfolio/money-and-markets-uganda', '/portfolio/echotech', '/portfolio/sls',
    ]);
  });

  it('SLS has no row of links to other case studies', async () => {
    await studyAt('sls');
    expect(screen.queryByRole('navigation', { name: 'Other case studies' })).not.toBeInTheDocument();
    expect(calls).toEqual(['/api/content/case-studies/sls']);
  });

  it('SLS uses its own primary colour from the API (dark red)', async () => {
    await studyAt('sls');
    expect(screen.getByTestId('achieved-targets')).toHaveStyle({ background: '#8B1E1E' });
  });

  it('a case study without its own primary keeps the dark blue', async () => {
    await studyAt('ukweli');
    expect(screen.getByTestId('achieved-targets')).toHaveStyle({ background: '#0F2C59' });
  });

  it('sets the document title and meta description', async () => {
    await studyAt('urban-pulse');
    expect(document.title).toBe('Urban Pulse Creative Direction | Nyota Creative');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Urban lifestyle branding'));
  });

  it('a slug the API does not know (or has not published) shows the 404 content', async () => {
    renderAt('/portfolio/unknown');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('an old slug (the API answers under the new one) moves to the new address', async () => {
    const moved = mockContentApi((path) => (path === '/api/content/case-studies/ukweli-africa' ? [200, caseStudy('ukweli')] : publishedPortfolio(path)));
    renderAt('/portfolio/ukweli-africa');
    expect(await screen.findByTestId('case-study')).toHaveAttribute('data-slug', 'ukweli');
    // The page at the new address asks for the study under its new slug.
    expect(moved.slice(0, 2)).toEqual(['/api/content/case-studies/ukweli-africa', '/api/content/case-studies/ukweli']);
  });
});

describe('portfolio index', () => {
  it("links a card to each of the API's case studies, in its order", async () => {
    renderAt('/portfolio');
    await screen.findByRole('link', { name: 'Slum Life Survival' });
    expect(calls).toEqual(['/api/content/case-studies']);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(CASE_STUDIES.map((c) => `/portfolio/${c.slug}`));
    expect(screen.getByRole('link', { name: 'Slum Life Survival' })).toBeInTheDocument();
    expect(screen.getByText('Visual and print design support')).toBeInTheDocument();
  });

  it('features the first study of the list across the row, with its cover first', async () => {
    const reordered = [CASE_STUDIES[6]!, ...CASE_STUDIES.slice(0, 6)];
    mockContentApi(() => [200, { caseStudies: reordered }]);
    renderAt('/portfolio');
    const first = (await screen.findAllByRole('listitem'))[0]!;
    expect(first).toHaveTextContent('Slum Life Survival');
    expect(first).toHaveTextContent('View case study');
    expect(within(first).getByRole('img', { name: 'Slum Life Survival: the cover' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByText('View case study')).toHaveLength(1);
  });

  it('titles each case study as a level-2 heading under the page title (no skipped level)', async () => {
    renderAt('/portfolio');
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Ukweli Africa/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
