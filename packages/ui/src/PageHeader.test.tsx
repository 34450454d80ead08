import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from './theme/ThemeProvider';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('is the page heading (h1) by default', () => {
    render(
      <DesignSystemProvider>
        <PageHeader title="Pricing" subtitle="Plans" />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  it('leaves the h1 to the page when told (a blog article under the "Blog" band)', () => {
    render(
      <DesignSystemProvider>
        <PageHeader title="Blog" titleAs="p" />
        <h1>How AI Is Changing Modern Branding</h1>
      </DesignSystemProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['How AI Is Changing Modern Branding']);
    expect(screen.getByText('Blog').tagName).toBe('P');
  });
});
