import { render } from '@testing-library/react';
import { formatTitle, useDocumentMeta } from './useDocumentMeta';

function Page({ title, description, noindex }: { title: string; description: string; noindex?: boolean }) {
  useDocumentMeta(title, description, { noindex });
  return null;
}

describe('useDocumentMeta', () => {
  it('sets the document title and the meta description', () => {
    render(<Page title="Blog" description="Insights and strategies for modern brands" />);
    expect(document.title).toBe('Blog | Nyota Creative');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Insights and strategies for modern brands');
  });

  it('marks a noindex page for robots, and the next page without it clears the mark', () => {
    const { rerender } = render(<Page title="Back office" description="Staff only" noindex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    rerender(<Page title="Blog" description="Insights" />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('does not repeat the brand name', () => {
    expect(formatTitle('Nyota Creative')).toBe('Nyota Creative');
    expect(formatTitle('Nyota Creative | Home')).toBe('Nyota Creative | Home');
  });
});
