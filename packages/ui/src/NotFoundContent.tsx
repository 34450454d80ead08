import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { Container } from './layout/Container';

export interface NotFoundContentProps {
  /** The page's heading: "Page not found" unless the page knows better (an expired preview link). */
  title?: string;
  /** The line under the heading. */
  message?: ReactNode;
  /** The ways on: home and the contact page unless given. */
  actions?: ReactNode;
}

const DEFAULT_ACTIONS = (
  <>
    <ButtonLink to="/" variant="accent">
      Back to home
    </ButtonLink>
    <ButtonLink to="/contact" variant="ghost">
      Contact us
    </ButtonLink>
  </>
);

/** The 404 page body, shown inside the frame for any path no slice owns (and for a link that no longer shows anything). */
export function NotFoundContent({
  title = 'Page not found',
  message = <>The page you are looking for has moved or never existed. Let&apos;s get you back on track.</>,
  actions = DEFAULT_ACTIONS,
}: NotFoundContentProps) {
  const t = useTheme();
  return (
    <section
      data-testid="not-found"
      css={css`
        display: flex;
        align-items: center;
        padding: calc(${t.layout.headerHeight} + ${t.space(20)}) 0 ${t.space(24)};
        background: ${t.colors.primary};
        color: ${t.colors.textOnDark};
      `}
    >
      {/* The site's one grid: the same container as the header's logo and every page's heading. */}
      <Container>
        <div css={css`max-width: 40rem;`}>
          <p css={css`font-family: ${t.fonts.display}; font-size: 6rem; font-weight: 700; color: ${t.colors.accent}; line-height: 1;`}>404</p>
          <h1 css={css`font-size: ${t.fontSizes.h1}; margin-top: ${t.space(4)};`}>{title}</h1>
          <p css={css`margin-top: ${t.space(4)}; color: ${t.colors.textOnDarkMuted}; font-size: ${t.fontSizes.lg};`}>{message}</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; margin-top: ${t.space(8)};`}>{actions}</div>
        </div>
      </Container>
    </section>
  );
}
