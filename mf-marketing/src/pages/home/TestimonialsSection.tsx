import { css, useTheme } from '@emotion/react';
import { Container, DotButton, Eyebrow, H2, Section, SectionIntro } from '@agency/ui';
import { useState } from 'react';
import { ContentGate, type TestimonialDto } from '@agency/platform/content';

/**
 * §7: the testimonials staff publish (GET /api/content/site). Without them (the API could not be
 * read in the browser, or none is published) the home page simply has no such section.
 */
export function TestimonialsSection() {
  return (
    <ContentGate read={{ path: '/api/content/site' }} loading={null} failed={() => null} notFound={null}>
      {({ testimonials }) => (testimonials.length > 0 ? <Testimonials items={testimonials} /> : null)}
    </ContentGate>
  );
}

/**
 * One quote at a time, in quotation marks, with name, role and company. Only the dots
 * ("Go to testimonial N") change it: no automatic rotation, and no stars (the spec shows none,
 * whatever rating an entry carries).
 */
function Testimonials({ items }: { items: TestimonialDto[] }) {
  const t = useTheme();
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)]!;
  return (
    <Section tone="primary" aria-labelledby="home-testimonials-title" data-section="testimonials">
      <Container narrow>
        <SectionIntro center>
          <Eyebrow onDark>Testimonials</Eyebrow>
          <H2 id="home-testimonials-title">What Our Clients Say</H2>
        </SectionIntro>
        <figure
          aria-live="polite"
          data-testid="testimonial"
          css={css`margin: 0; text-align: center; display: grid; gap: ${t.space(6)}; min-height: 260px; align-content: start;`}
        >
          <blockquote css={css`margin: 0; font-size: ${t.fontSizes.xl}; line-height: 1.6; font-weight: 500;`}>
            <p>&ldquo;{current.quote}&rdquo;</p>
          </blockquote>
          <figcaption>
            <strong css={css`display: block; font-size: ${t.fontSizes.lg};`}>{current.name}</strong>
            <span css={css`color: ${t.colors.textOnDarkMuted};`}>
              {current.role}, {current.company}
            </span>
          </figcaption>
        </figure>
        <div css={css`display: flex; justify-content: center; gap: ${t.space(2)}; margin-top: ${t.space(6)};`}>
          {items.map((item, i) => (
            <DotButton key={item.name} size="md" onDark active={i === index} aria-label={`Go to testimonial ${i + 1}`} aria-pressed={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      </Container>
    </Section>
  );
}
