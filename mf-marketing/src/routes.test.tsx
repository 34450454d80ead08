import { screen, within } from '@testing-library/react';
import { SERVICE_PAGES } from './content/services';
import MarketingRoutes from './routes';
import { SITE } from './test/contentFixtures';
import { installIntersectionObserver, mockFetch, renderWithProviders } from './test/render';

beforeEach(() => {
  installIntersectionObserver();
  // The site's content for the home page's counters and testimonials; the catalog (empty) for the rest.
  mockFetch((call) => (call.url.endsWith('/api/content/site') ? [200, SITE] : [200, { kits: [] }]));
});

describe('marketing routes', () => {
  it.each([
    ['/', 'Build Smarter. Create Bolder. Grow Faster.'],
    ['/about', 'About Nyota Creative'],
    ['/services', 'Our Services'],
    ['/strategic-solutions', 'Strategic Solutions'],
    ['/creative-design', 'Creative Design'],
    ['/motion-graphics', 'Motion Graphics'],
    ['/digital-marketing', 'Marketing & Advertising'],
    ['/marketing-advertising', 'Marketing & Advertising'],
    ['/data-driven-branding', 'Data-driven Branding'],
    ['/brand-strategy-insights', 'Brand Strategy & Insights'],
    ['/web-development', 'Web Development'],
    ['/contact', "Let's Connect"],
  ])('%s renders its page inside the marketing remote', async (route, heading) => {
    const { container } = renderWithProviders(<MarketingRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="marketing"]')).not.toBeNull();
  });

  it('an unknown path gets the not-found content', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found|can.t find|404/i);
  });

  it('/services links every service page', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/services' });
    const list = (await screen.findByRole('heading', { name: 'Seven Ways We Help You Grow' })).closest('section')!;
    const hrefs = within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(SERVICE_PAGES.map((s) => s.path));
    expect(hrefs).toEqual(['/strategic-solutions', '/creative-design', '/motion-graphics', '/digital-marketing', '/data-driven-branding', '/brand-strategy-insights', '/web-development']);
  });

  it('the Strategic Solutions hero goes to /contact#strategy-inquiry', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/strategic-solutions' });
    expect(await screen.findByRole('link', { name: 'Book a Strategy Session' })).toHaveAttribute('href', '/contact#strategy-inquiry');
    expect(screen.getByRole('link', { name: 'Motion Design' })).toHaveAttribute('href', '/motion-graphics');
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
  });

  it('Marketing & Advertising shows the stats and the 6-month retainer note', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/marketing-advertising' });
    expect(await screen.findByText('+150%')).toBeInTheDocument();
    expect(screen.getByText('engagement growth')).toBeInTheDocument();
    expect(screen.getByText('3x')).toBeInTheDocument();
    expect(screen.getByText('85%')).toBeInTheDocument();
    expect(screen.getByText(/6-month minimum on a monthly retainer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Discovery Call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Let's Talk" })).toBeInTheDocument();
  });

  it('Web Development has six features, four steps, two case studies with external links, and the technologies', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/web-development' });
    const features = (await screen.findByRole('heading', { name: 'What Every Site Gets' })).closest('section')!;
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const steps = screen.getByRole('heading', { name: 'Our Design Process' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const external = screen.getAllByRole('link', { name: /Visit the site/ });
    expect(external).toHaveLength(2);
    for (const a of external) expect(a).toHaveAttribute('target', '_blank');
    expect(screen.getByText('React')).toBeInTheDocument();
  });

  it('Brand Strategy & Insights has five offerings and two links to /contact', async () => {
    renderWithProviders(<MarketingRoutes />, { route: '/brand-strategy-insights' });
    const offerings = (await screen.findByRole('heading', { name: 'What We Offer' })).closest('section')!;
    expect(within(offerings).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const contactLinks = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/contact');
    expect(contactLinks).toHaveLength(2);
  });
});
