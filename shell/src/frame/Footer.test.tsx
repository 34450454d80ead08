import { DesignSystemProvider } from '@agency/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@agency/routing';
import { Footer } from './Footer';

describe('Footer (spec 2.2)', () => {
  beforeEach(() => {
    render(
      <DesignSystemProvider>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </DesignSystemProvider>,
    );
  });

  it('says what the agency does', () => {
    expect(screen.getByTestId('site-footer')).toHaveTextContent(/craft brand experiences through strategic design and innovative solutions/);
  });

  it('links Facebook, Instagram and LinkedIn, and shows Twitter as a placeholder, not a dead link', () => {
    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(screen.queryByRole('link', { name: /twitter/i })).toBeNull();
    expect(screen.getByRole('img', { name: 'Twitter (coming soon)' })).toBeInTheDocument();
  });

  it('has the main links in order', () => {
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/services',
      '/portfolio',
      '/about',
      '/resource-hub',
      '/blog',
      '/contact',
    ]);
  });

  it('lists two Rwanda numbers, one Uganda number and one e-mail', () => {
    const footer = screen.getByTestId('site-footer');
    expect(footer.querySelectorAll('a[href^="tel:+250"]')).toHaveLength(2);
    expect(footer.querySelectorAll('a[href^="tel:+256"]')).toHaveLength(1);
    expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);
  });

  it('shows the current year in the copyright line', () => {
    expect(screen.getByTestId('site-footer')).toHaveTextContent(`© ${new Date().getFullYear()} Nyota Creative`);
  });
});
