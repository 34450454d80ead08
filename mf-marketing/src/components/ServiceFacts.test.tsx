import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandStrategyInsightsPage from '../pages/brand-strategy-insights/BrandStrategyInsightsPage';
import DigitalMarketingPage from '../pages/digital-marketing/DigitalMarketingPage';
import StrategicSolutionsPage from '../pages/strategic-solutions/StrategicSolutionsPage';
import WebDevelopmentPage from '../pages/web-development/WebDevelopmentPage';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { publishedSite } from '../test/contentFixtures';
import { renderWithProviders } from '../test/render';
import type { SiteContentDto } from '@agency/platform/content';

/** The site with one service's facts changed as staff would. */
const withService = (slug: string, change: (s: SiteContentDto['services'][number]) => SiteContentDto['services'][number]) =>
  publishedSite((site) => ({ ...site, services: site.services.map((s) => (s.slug === slug ? change(s) : s)) }));

jest.setTimeout(30_000);

const sectionOf = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;

describe("service pages show the API's facts (GET /api/content/site `services`)", () => {
  it('Strategic Solutions: the offerings staff publish, a renamed one keeping the icon of its place', async () => {
    const calls = mockContentApi(
      withService('strategic-solutions', (s) => ({ ...s, offerings: [{ title: 'Brand Stewardship', description: 'Keeping the brand honest after launch.' }, ...s.offerings.slice(1)] })),
    );
    renderWithProviders(<StrategicSolutionsPage />, { route: '/strategic-solutions' });
    const section = await sectionOf('Core Offerings');
    const titles = (await within(section).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(titles).toEqual(['Brand Stewardship', 'Growth Strategy', 'Customer Experience Design', 'Investor Storytelling']);
    expect(within(section).getByText('Keeping the brand honest after launch.')).toBeInTheDocument();
    expect(within(section).queryByText('Brand Strategy')).toBeNull();
    // Every card has its (decorative) icon.
    for (const h of within(section).getAllByRole('heading', { level: 3 })) expect(h.parentElement!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(calls).toContain('/api/content/site');
  });

  it('an offering staff add beyond the icons the page has is a card without an icon', async () => {
    mockContentApi(withService('web-development', (s) => ({ ...s, offerings: [...s.offerings, { title: 'Hosting', description: 'Servers in the region.' }] })));
    renderWithProviders(<WebDevelopmentPage />, { route: '/web-development' });
    const section = await sectionOf('What Every Site Gets');
    const cards = await within(section).findAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(7);
    expect(cards[6]!.parentElement!.querySelector('svg')).toBeNull();
  });

  it('Marketing & Advertising: the retainer terms are the price text staff keep', async () => {
    mockContentApi(withService('digital-marketing', (s) => ({ ...s, priceText: 'Engagements start at a 3-month minimum.' })));
    renderWithProviders(<DigitalMarketingPage />, { route: '/digital-marketing' });
    expect(await screen.findByText('Engagements start at a 3-month minimum.')).toBeInTheDocument();
    expect(screen.queryByText(/6-month minimum/)).toBeNull();
  });

  it('Marketing & Advertising without price text keeps the band and its link, with no terms', async () => {
    mockContentApi(withService('digital-marketing', (s) => ({ ...s, priceText: null })));
    renderWithProviders(<DigitalMarketingPage />, { route: '/digital-marketing' });
    await within(await sectionOf('Core Offerings')).findByRole('heading', { level: 3, name: 'Paid Advertising' });
    expect(screen.getByRole('heading', { name: 'Built for Long-Term Growth' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Let's Talk" })).toBeInTheDocument();
    expect(screen.queryByText(/minimum on a monthly retainer/)).toBeNull();
  });

  it('a service the API no longer lists leaves its section without cards and without an error', async () => {
    mockContentApi(publishedSite((site) => ({ ...site, services: site.services.filter((s) => s.slug !== 'brand-strategy-insights') })));
    renderWithProviders(<BrandStrategyInsightsPage />, { route: '/brand-strategy-insights' });
    const section = await sectionOf('What We Offer');
    await screen.findByRole('link', { name: 'Start the Conversation' });
    // Let the read settle: the loading placeholder leaves, and nothing takes its place.
    await screen.findByText('Find Your Edge');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(section).queryByTestId('service-facts-loading')).toBeNull();
    expect(within(section).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.queryByText(/couldn't load/)).toBeNull();
  });

  it('when the browser cannot read the API the section says so, and "Try again" reads it again', async () => {
    let up = false;
    const calls = mockContentApi((path) => (up ? publishedSite()(path) : [503, { statusCode: 503, message: 'Service Unavailable' }]));
    const user = userEvent.setup();
    renderWithProviders(<BrandStrategyInsightsPage />, { route: '/brand-strategy-insights' });
    const section = await sectionOf('What We Offer');
    expect(await within(section).findByText("We couldn't load this service's details.")).toBeInTheDocument();
    up = true;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(calls.filter((c) => c.endsWith('/api/content/site')).length).toBeGreaterThanOrEqual(2);
  });
});
