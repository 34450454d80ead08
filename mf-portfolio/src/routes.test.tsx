import { DesignSystemProvider } from '@agency/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@agency/routing';
import PortfolioRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DesignSystemProvider>
        <PortfolioRoutes />
      </DesignSystemProvider>
    </MemoryRouter>,
  );
}

/** Spec 3, "Stats on case-study pages", word for word. */
const STAT_TABLE: Record<string, string[]> = {
  ukweli: ['3,000+ journalists trained', '12+ fact-checking reports', '25+ media campaigns', '40% audience engagement increase'],
  greenwave: ['1,000+ farmers reached', '5+ collateral', '8+ campaigns', '60% awareness increase'],
  sunharvest: ['10,000+ customers', '20+ billboards and signages', '12+ campaigns', '70% visibility increase'],
  'urban-pulse': ['2,500+ youth', '6+ campaigns', '15+ collaborations', '50% social engagement growth'],
  'money-and-markets-uganda': ['5,000+ downloads', '100+ news updates daily', '30+ alerts', '80% retention'],
  echotech: ['500+ community members', '7+ reports', '10+ campaigns', '25% brand recognition growth'],
  sls: ['1,200+ youth trained', '8+ reports', '20+ campaigns', '30% donor engagement increase'],
};

describe('case-study pages', () => {
  it.each(Object.entries(STAT_TABLE))('%s shows its four Achieved Targets word for word', (slug, stats) => {
    renderAt(`/portfolio/${slug}`);
    expect(screen.getByRole('heading', { name: 'Achieved Targets' })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat').map((el) => el.textContent)).toEqual(stats);
  });

  it('shows the Overview with a website line, "(Coming Soon)" where the site is not live', () => {
    renderAt('/portfolio/echotech');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('(Coming Soon)')).toBeInTheDocument();
  });

  it('lists EchoTech’s five phases with their weeks', () => {
    renderAt('/portfolio/echotech');
    const steps = screen.getAllByRole('listitem').filter((li) => /Weeks?\s/.test(li.textContent ?? ''));
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Customer Discovery', 'Strategic Analysis', 'Brand Architecture', 'Implementation Planning', 'Rollout Execution',
    ]);
    for (const when of ['Weeks 1-3', 'Weeks 4-6', 'Weeks 7-9', 'Weeks 10-12', 'Week 13 onward']) expect(screen.getByText(when)).toBeInTheDocument();
  });

  it('lists SLS’s four services', () => {
    renderAt('/portfolio/sls');
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    for (const s of ['Report and publication design', 'Marketing collateral', 'Branded graphics', 'Print coordination']) {
      expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    }
  });

  it('Urban Pulse has a gallery of 8 images', () => {
    renderAt('/portfolio/urban-pulse');
    expect(screen.getAllByRole('button', { name: /^Enlarge image \d of 8/ })).toHaveLength(8);
  });

  describe('gallery modal', () => {
    const open = () => {
      renderAt('/portfolio/urban-pulse');
      fireEvent.click(screen.getByRole('button', { name: /^Enlarge image 3 of 8/ }));
      return screen.getByRole('dialog');
    };

    it('opens the chosen image enlarged and closes with its button', () => {
      const dialog = open();
      expect(dialog).toHaveAccessibleName('Urban Pulse Creative Direction: image 3 of 8');
      expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Urban Pulse'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close image' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on a click on the backdrop', () => {
      open();
      fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on Escape', () => {
      open();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on a click inside the image panel', () => {
      const dialog = open();
      fireEvent.mouseDown(dialog);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  it('links to the six other case studies, except on SLS', () => {
    renderAt('/portfolio/ukweli');
    const nav = screen.getByRole('navigation', { name: 'Other case studies' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/portfolio/greenwave', '/portfolio/sunharvest', '/portfolio/urban-pulse', '/portfolio/money-and-markets-uganda', '/portfolio/echotech', '/portfolio/sls',
    ]);
  });

  it('SLS has no row of links to other case studies', () => {
    renderAt('/portfolio/sls');
    expect(screen.queryByRole('navigation', { name: 'Other case studies' })).not.toBeInTheDocument();
  });

  it('SLS uses dark red as its primary colour, the others dark blue', () => {
    renderAt('/portfolio/sls');
    expect(screen.getByTestId('achieved-targets')).toHaveStyle({ background: '#8B1E1E' });
  });

  it('a case study other than SLS keeps the dark blue primary', () => {
    renderAt('/portfolio/greenwave');
    expect(screen.getByTestId('achieved-targets')).toHaveStyle({ background: '#0F2C59' });
  });

  it('sets the document title and meta description', () => {
    renderAt('/portfolio/greenwave');
    expect(document.title).toBe('Green Wave Farm Branding | Nyota Creative');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Agricultural branding and collateral'));
  });

  it('an unknown slug shows the 404 content', () => {
    renderAt('/portfolio/unknown');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});

describe('portfolio index', () => {
  it('links a card to each of the seven case studies', () => {
    renderAt('/portfolio');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/portfolio/ukweli', '/portfolio/greenwave', '/portfolio/sunharvest', '/portfolio/urban-pulse', '/portfolio/money-and-markets-uganda', '/portfolio/echotech', '/portfolio/sls',
    ]);
    expect(screen.getByRole('link', { name: 'Slum Life Survival' })).toBeInTheDocument();
    expect(screen.getByText('Visual and print design support')).toBeInTheDocument();
  });

  it('titles each case study as a level-2 heading under the page title (no skipped level)', () => {
    renderAt('/portfolio');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Ukweli Africa/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
