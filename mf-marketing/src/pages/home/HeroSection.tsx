import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Container, Display, Eyebrow, Lead } from '@agency/ui';
import { ClientWordmarks } from '../../components/ClientWordmarks';
import { HERO } from '../../content/home';

/** §1: headline, subtext, "Get Started" and "Request a Demo" (both to /contact), and the "Trusted by" strip:
 * the case studies' clients as wordmarks (the old site showed four empty placeholder boxes). */
export function HeroSection() {
  const t = useTheme();
  return (
    <section
      aria-labelledby="home-hero-title"
      data-section="hero"
      css={css`
        position: relative;
        overflow: hidden;
        background: radial-gradient(120% 90% at 85% 10%, rgba(242, 169, 59, 0.28), transparent 55%),
          radial-gradient(80% 70% at 0% 100%, rgba(232, 85, 63, 0.22), transparent 60%), ${t.colors.primary};
        color: ${t.colors.textOnDark};
        padding: calc(${t.layout.headerHeight} + ${t.space(16)}) 0 ${t.space(14)};
        ${t.mq.md} { padding: calc(${t.layout.headerHeight} + ${t.space(24)}) 0 ${t.space(20)}; }
      `}
    >
      <Container>
        <Eyebrow onDark>{HERO.eyebrow}</Eyebrow>
        <Display id="home-hero-title" css={css`max-width: 15ch;`}>
          {HERO.headline}
        </Display>
        <Lead onDark css={css`margin-top: ${t.space(6)};`}>
          {HERO.subtext}
        </Lead>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; margin-top: ${t.space(8)};`}>
          <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
            Get Started
          </ButtonLink>
          <ButtonLink to="/contact" variant="ghost" size="lg">
            Request a Demo
          </ButtonLink>
        </div>
        <div css={css`margin-top: ${t.space(14)};`}>
          <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textOnDarkMuted}; font-weight: 500;`}>{HERO.trustedBy}</p>
          <ClientWordmarks knockout={t.colors.primary} />
        </div>
      </Container>
    </section>
  );
}
