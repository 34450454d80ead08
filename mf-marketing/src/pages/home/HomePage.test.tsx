import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_PRODUCTS, FEATURED_PROJECTS, RESOURCES, SERVICE_CARDS } from '../../content/home';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { publishedSite } from '../../test/contentFixtures';
import { installIntersectionObserver, renderWithProviders } from '../../test/render';
import { preparePdf } from '../../components/pdfPreload';
import HomePage from './HomePage';

jest.mock('../../components/PdfViewer', () => ({
  __esModule: true,
  default: ({ file }: { file: string }) => <p>viewer for {file}</p>,
}));

// The viewer's chunk, worker and file are asked for ahead of the click (../../components/pdfPreload.ts).
jest.mock('../../components/pdfPreload', () => ({
  ...jest.requireActual('../../components/pdfPreload'),
  preparePdf: jest.fn(),
}));

beforeEach(() => {
  installIntersectionObserver();
  mockContentApi(publishedSite());
});

describe('home page', () => {
  it('has the nine sections of spec 2.3, in order', async () => {
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByTestId('testimonial');
    expect(Array.from(container.querySelectorAll('[data-section]')).map((s) => s.getAttribute('data-section'))).toEqual([
      'hero',
      'statistics',
      'services',
      'products',
      'featured-work',
      'approach',
      'testimonials',
      'resources',
      'cta',
    ]);
  });

  it('hero: "Get Started" and "Request a Demo" go to /contact, with the "Trusted by" strip of the clients\' wordmarks', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Trusted by innovative brands worldwide')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Clients' });
    expect(within(strip).getAllByTestId('client-wordmark').map((li) => li.textContent)).toEqual([
      'Ukweli Africa', 'Green Wave Farm', 'Sunharvest', 'Urban Pulse', 'Money and Markets', 'EchoTech', 'Slum Life Survival',
    ]);
    expect(screen.queryByTestId('logo-placeholder')).toBeNull();
  });

  it('services: the featured Creative Design card, four smaller cards and "Start Your Project"', () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('heading', { name: 'Comprehensive Brand Solutions' }).closest('section')!;
    const links = within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Creative Design', '/creative-design'],
      ['Brand Strategy', '/brand-strategy-insights'],
      ['Creative Design', '/motion-graphics'],
      ['Digital Advertising', '/digital-marketing'],
      ['Consulting & Training', '/strategic-solutions'],
      ['Start Your Project', '/contact'],
    ]);
    expect(SERVICE_CARDS).toHaveLength(4);
  });

  it('products: four AI products whose "Learn more" is a label, not a link', () => {
    renderWithProviders(<HomePage />);
    expect(AI_PRODUCTS.map((p) => p.title)).toEqual(['AI-BrandVision Studio', 'InsightLens Dashboard', 'AdMotion AI Creative Pack', 'BrandEcho AI Assistant']);
    const section = screen.getByRole('heading', { name: 'AI Tools Built for African Brands' }).closest('section')!;
    expect(within(section).getAllByText('Learn more')).toHaveLength(4);
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('featured work: four projects with category, title and client; the PDF opens in a modal that "Close PDF" closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    expect(FEATURED_PROJECTS.map((p) => p.type)).toEqual(['pdf', 'video', 'slider', 'slider']);
    for (const p of FEATURED_PROJECTS) {
      const title = screen.getByRole('heading', { name: p.title });
      const card = title.closest('article')!;
      expect(card).toHaveTextContent(p.category);
      expect(card).toHaveTextContent(`Client: ${p.client}`);
    }
    expect(screen.getByTestId('hover-video')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /Green Wave Farm Branding|Urban Pulse Creative Direction/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/portfolio');

    expect(screen.queryByRole('dialog')).toBeNull();
    // The pointer over the card starts what the first page needs, before the click.
    jest.mocked(preparePdf).mockClear();
    await user.hover(screen.getByRole('button', { name: 'View PDF: Ukweli Africa Brand Guidelines' }));
    expect(preparePdf).toHaveBeenCalledWith((FEATURED_PROJECTS[0] as { pdf: string }).pdf);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View PDF: Ukweli Africa Brand Guidelines' }));
    const dialog = screen.getByRole('dialog', { name: 'Ukweli Africa Brand Guidelines' });
    expect(await within(dialog).findByText(/viewer for/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close PDF' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('approach: Discovery, Strategy, Creation, Launch', () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('heading', { name: 'Our Approach' }).closest('section')!;
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Discovery', 'Strategy', 'Creation', 'Launch']);
  });

  it('resources: two "Download Resource" links to real files, and the "Explore Resource Hub" banner', () => {
    renderWithProviders(<HomePage />);
    const downloads = screen.getAllByRole('link', { name: /^Download Resource/ });
    expect(downloads).toHaveLength(2);
    expect(downloads.map((a) => a.getAttribute('href'))).toEqual(['/api/downloads/public/brand-starter-guide.pdf', '/api/downloads/public/brand-toolkit.zip']);
    expect(downloads.map((a) => a.getAttribute('download'))).toEqual(RESOURCES.map((r) => r.fileName));
    expect(screen.getByRole('link', { name: 'Explore Resource Hub' })).toHaveAttribute('href', '/resource-hub');
  });

  it('closes with "Ready to Transform Your Brand?", "Start Your Journey" and "Contact Us" to /contact', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Ready to Transform Your Brand?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('sets the document title', () => {
    renderWithProviders(<HomePage />);
    expect(document.title).toBe('Nyota Creative');
  });
});
