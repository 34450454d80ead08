import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Container, H2, Lead, Section } from '@agency/ui';

/** §9: "Ready to Transform Your Brand?" with "Start Your Journey" and "Contact Us", both to /contact. */
export function ClosingCta() {
  const t = useTheme();
  return (
    <Section tone="dark" aria-labelledby="home-cta-title" data-section="cta">
      <Container narrow css={css`text-align: center; display: grid; gap: ${t.space(5)}; justify-items: center;`}>
        <H2 id="home-cta-title">Ready to Transform Your Brand?</H2>
        <Lead onDark>Tell us where you want your brand to be in a year. We&apos;ll show you how to get there.</Lead>
        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${t.space(3)};`}>
          <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
            Start Your Journey
          </ButtonLink>
          <ButtonLink to="/contact" variant="ghost" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
