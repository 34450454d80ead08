import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { publishedSite, SITE } from '../../test/contentFixtures';
import { renderWithProviders } from '../../test/render';
import { TestimonialsSection } from './TestimonialsSection';

const TESTIMONIALS = SITE.testimonials;
let calls: string[];
beforeEach(() => {
  calls = mockContentApi(publishedSite());
});

describe('testimonials', () => {
  it("shows the API's testimonials one at a time in quotation marks with name, role and company", async () => {
    renderWithProviders(<TestimonialsSection />);
    const shown = await screen.findByTestId('testimonial');
    expect(calls).toEqual(['/api/content/site']);
    const first = TESTIMONIALS[0]!;
    expect(shown).toHaveTextContent(`“${first.quote}”`);
    expect(shown).toHaveTextContent(first.name);
    expect(shown).toHaveTextContent(`${first.role}, ${first.company}`);
    for (const other of TESTIMONIALS.slice(1)) expect(screen.queryByText(other.name)).toBeNull();
  });

  it('has dots labelled "Go to testimonial N" that jump to that quote', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsSection />);
    const dots = await screen.findAllByRole('button', { name: /^Go to testimonial \d$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([1, 2, 3, 4].map((n) => `Go to testimonial ${n}`));
    await user.click(screen.getByRole('button', { name: 'Go to testimonial 4' }));
    expect(screen.getByTestId('testimonial')).toHaveTextContent(TESTIMONIALS[3]!.name);
    expect(screen.getByRole('button', { name: 'Go to testimonial 4' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to testimonial 2' }));
    expect(screen.getByTestId('testimonial')).toHaveTextContent(TESTIMONIALS[1]!.name);
  });

  it('never rotates on its own and shows no stars (not even for a rated entry)', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<TestimonialsSection />);
      await act(async () => undefined);
      await act(async () => undefined);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByTestId('testimonial')).toHaveTextContent(TESTIMONIALS[0]!.name);
      expect(document.body.textContent).not.toMatch(/[★☆]/);
      expect(screen.queryByLabelText(/rating|stars?/i)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is left out when no testimonial is published', async () => {
    mockContentApi(publishedSite((site) => ({ ...site, testimonials: [] })));
    renderWithProviders(<TestimonialsSection />);
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'What Our Clients Say' })).toBeNull();
  });
});
