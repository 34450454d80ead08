/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { useFormDraft } from './useFormDraft';

function Contact() {
  const [values, , draft] = useFormDraft('contact', { name: '', email: 'start@example.com' });
  return (
    <form aria-label="Contact" data-restored={String(draft.restored)}>
      <input aria-label="Name" name="name" value={values.name} readOnly />
      <input aria-label="Email" name="email" value={values.email} readOnly />
    </form>
  );
}

describe('useFormDraft on the server', () => {
  it('renders the starting values with no window or storage (the page the browser hydrates)', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Contact />);
    expect(html).toContain('data-restored="false"');
    expect(html).toMatch(/name="name" value=""/);
    expect(html).toMatch(/name="email" value="start@example.com"/);
  });
});
