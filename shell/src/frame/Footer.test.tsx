import { AgencyContactContext, type AgencyContact } from '@agency/platform';
import { SEEDED_CONTACT } from '@agency/platform/testing/agency-contact';
import { DesignSystemProvider } from '@agency/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@agency/routing';
import { Footer } from './Footer';

function renderFooter(contact: AgencyContact | null) {
  return render(
    <DesignSystemProvider>
      <AgencyContactContext.Provider value={contact}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </AgencyContactContext.Provider>
    </DesignSystemProvider>,
  );
}

describe('Footer (spec 2.2)', () => {
  beforeEach(() => {
    renderFooter(SEEDED_CONTACT);
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

describe('Footer: the contact details are published content', () => {
  it('shows the phones, e-mail and social pages staff published', () => {
    renderFooter({
      ...SEEDED_CONTACT,
      email: 'studio@example.com',
      phones: [{ country: 'Kenya', countryCode: 'KE', display: '+254 700 000 001', href: 'tel:+254700000001' }],
      socials: { facebook: 'https://facebook.example/n', instagram: 'https://instagram.example/n', linkedin: 'https://linkedin.example/n' },
    });
    const footer = screen.getByTestId('site-footer');
    expect([...footer.querySelectorAll('a[href^="tel:"]')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['+254 700 000 001', 'tel:+254700000001']]);
    expect(within(footer).getByRole('link', { name: 'studio@example.com' })).toHaveAttribute('href', 'mailto:studio@example.com');
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.example/n');
  });

  it('leaves them out, keeping the rest, while nobody could read them (the API down at the render)', () => {
    renderFooter(null);
    const footer = screen.getByTestId('site-footer');
    expect(footer.querySelectorAll('a[href^="tel:"], a[href^="mailto:"]')).toHaveLength(0);
    expect(within(footer).queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(within(footer).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/contact');
  });
});
