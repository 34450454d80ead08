import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER, CASE_STUDIES, DESIGN_SERVICE_SUBTITLES, PRINCIPLES } from '../../content/creativeDesign';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { publishedSite } from '../../test/contentFixtures';
import { renderWithProviders } from '../../test/render';
import CreativeDesignPage from './CreativeDesignPage';

const title = () => screen.getByTestId('case-study-title').textContent;
const currentImage = () => within(screen.getByRole('group', { name: /images$/ })).getByRole('img').getAttribute('alt');

beforeEach(() => {
  mockContentApi(publishedSite());
});

describe('Creative Design page', () => {
  it('has the heading, tagline, banner, four words and four service cards', async () => {
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    expect(screen.getByRole('heading', { level: 1, name: 'Creative Design' })).toBeInTheDocument();
    expect(screen.getByText('Visually Powerful. Strategically Driven.')).toBeInTheDocument();
    // The banner shows the agency's work (its alt text describes it), loaded at once: it is the first picture.
    expect(screen.getByRole('img', { name: BANNER.alt })).toHaveAttribute('loading', 'eager');
    expect(PRINCIPLES.map((p) => p.title)).toEqual(['Innovative', 'Strategic', 'Timeless', 'Digital']);
    for (const word of PRINCIPLES) expect(screen.getByText(word.title)).toBeInTheDocument();
    const section = (await screen.findByRole('heading', { name: 'Our Design Services' })).closest('section')!;
    const cards = await within(section).findAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Visual Identity Design', 'Design System Development', 'Content Design Packages', 'UI/UX Design']);
    // Each card: the API's title and description, under the title the page's own subtitle.
    expect(within(section).getByText('A complete identity that makes your brand recognisable at a glance, on a billboard in Kampala or an app icon in Kigali.')).toBeInTheDocument();
    for (const [title, subtitle] of Object.entries(DESIGN_SERVICE_SUBTITLES)) expect(within(cards.find((h) => h.textContent === title)!.parentElement!).getByText(subtitle)).toBeInTheDocument();
  });

  it("shows the design services staff publish: a renamed one, without a subtitle the page has no line for", async () => {
    mockContentApi(
      publishedSite((site) => ({
        ...site,
        services: site.services.map((s) => (s.slug === 'creative-design' ? { ...s, offerings: [{ title: 'Packaging Design', description: 'Boxes, labels and bags that sell on the shelf.' }] } : s)),
      })),
    );
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    const section = (await screen.findByRole('heading', { name: 'Our Design Services' })).closest('section')!;
    expect(await within(section).findByRole('heading', { level: 3, name: 'Packaging Design' })).toBeInTheDocument();
    expect(within(section).getByText('Boxes, labels and bags that sell on the shelf.')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Visual Identity Design' })).toBeNull();
    expect(within(section).getAllByRole('heading', { level: 3 })[0]!.parentElement!.querySelectorAll('p')).toHaveLength(1);
  });

  it('has four case studies with 5, 3, 1 and 1 images', () => {
    expect(CASE_STUDIES.map((c) => [c.title, c.category, c.images.length])).toEqual([
      ['Ukweli Africa', 'Full Brand & Digital', 5],
      ['Greenwave Farm', 'Brand Collateral', 3],
      ['Moriah Laundry & Cleaning', 'Brand Identity & Social', 1],
      ['ACT Sports', 'Brand Identity', 1],
    ]);
  });

  it('Previous/Next Project wrap around and reset the image index to the first image', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    expect(title()).toBe('Ukweli Africa');
    await user.click(screen.getByRole('button', { name: 'Previous Project' }));
    expect(title()).toBe('ACT Sports');
    expect(screen.getByText('Project 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Project' }));
    expect(title()).toBe('Ukweli Africa');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 5' }));
    expect(currentImage()).toBe(CASE_STUDIES[0]!.images[2]!.alt);
    await user.click(screen.getByRole('button', { name: 'Next Project' }));
    expect(title()).toBe('Greenwave Farm');
    expect(currentImage()).toBe(CASE_STUDIES[1]!.images[0]!.alt);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Previous Project' }));
    expect(currentImage()).toBe(CASE_STUDIES[0]!.images[0]!.alt);
  });

  it('image arrows and dots move within a project and wrap around', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    const images = CASE_STUDIES[0]!.images;
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentImage()).toBe(images[4]!.alt);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentImage()).toBe(images[0]!.alt);
    await user.click(screen.getByRole('button', { name: 'Show image 5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentImage()).toBe(images[0]!.alt);
    expect(title()).toBe('Ukweli Africa');
  });

  it('closes with the design journey, design session and portfolio links', () => {
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    expect(screen.getByRole('link', { name: 'Start Your Design Journey' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Schedule a Design Session' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Full Portfolio' })).toHaveAttribute('href', '/portfolio');
  });
});
