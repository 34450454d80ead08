import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER, CASE_STUDIES, DESIGN_SERVICES, PRINCIPLES } from '../../content/creativeDesign';
import { renderWithProviders } from '../../test/render';
import CreativeDesignPage from './CreativeDesignPage';

const title = () => screen.getByTestId('case-study-title').textContent;
const currentImage = () => within(screen.getByRole('group', { name: /images$/ })).getByRole('img').getAttribute('alt');

describe('Creative Design page', () => {
  it('has the heading, tagline, banner, four words and four service cards', () => {
    renderWithProviders(<CreativeDesignPage />, { route: '/creative-design' });
    expect(screen.getByRole('heading', { level: 1, name: 'Creative Design' })).toBeInTheDocument();
    expect(screen.getByText('Visually Powerful. Strategically Driven.')).toBeInTheDocument();
    // The banner shows the agency's work (its alt text describes it), loaded at once: it is the first picture.
    expect(screen.getByRole('img', { name: BANNER.alt })).toHaveAttribute('loading', 'eager');
    expect(PRINCIPLES.map((p) => p.title)).toEqual(['Innovative', 'Strategic', 'Timeless', 'Digital']);
    for (const word of PRINCIPLES) expect(screen.getByText(word.title)).toBeInTheDocument();
    expect(DESIGN_SERVICES.map((s) => s.title)).toEqual(['Visual Identity Design', 'Design System Development', 'Content Design Packages', 'UI/UX Design']);
    for (const service of DESIGN_SERVICES) {
      expect(screen.getByRole('heading', { name: service.title })).toBeInTheDocument();
      // The cards show title, subtitle and description only.
      expect(screen.queryByText(service.idealFor)).toBeNull();
      expect(screen.queryByText(service.features[0]!)).toBeNull();
    }
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
