import { render } from '@testing-library/react';
import { formatTitle, useDocumentMeta } from './useDocumentMeta';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

describe('useDocumentMeta', () => {
  it('sets the document title and the meta description', () => {
    render(<Page title="Blog" description="Insights and strategies for modern brands" />);
    expect(document.title).toBe('Blog | Nyota Creative');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Insights and strategies for modern brands');
  });

  it('does not repeat the brand name', () => {
    expect(formatTitle('Nyota Creative')).toBe('Nyota Creative');
    expect(formatTitle('Nyota Creative | Home')).toBe('Nyota Creative | Home');
  });
});
