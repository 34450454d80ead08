import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from './layout/Container';
import { headingText } from './theme/GlobalStyles';

/**
 * The shared page-header block (spec 2.2): a title and an optional subtitle on the brand colour,
 * with room for the fixed header above it. The title is the page's heading (h1) unless the page
 * has its own below (`titleAs="p"`: a blog article under the "Blog" band), so a page has one h1.
 */
export function PageHeader({
  title,
  subtitle,
  titleAs: Title = 'h1',
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  titleAs?: 'h1' | 'p';
  children?: ReactNode;
}) {
  const t = useTheme();
  return (
    <header
      css={css`
        position: relative;
        overflow: hidden;
        background: ${t.colors.primary};
        color: ${t.colors.textOnDark};
        padding: calc(${t.layout.headerHeight} + ${t.space(14)}) 0 ${t.space(14)};
        ${t.mq.md} { padding: calc(${t.layout.headerHeight} + ${t.space(20)}) 0 ${t.space(20)}; }
        &::after {
          content: '';
          position: absolute;
          right: -120px;
          top: -80px;
          width: 420px;
          height: 420px;
          border-radius: 50%;
          background: radial-gradient(circle at center, rgba(242, 169, 59, 0.35), rgba(242, 169, 59, 0) 70%);
          pointer-events: none;
        }
      `}
    >
      <Container css={css`position: relative; z-index: 1;`}>
        <Title
          css={css`
            font-size: ${t.fontSizes.h1};
            max-width: 18ch;
            /* A paragraph drawn like the h1 it replaces (the global heading rule and the browser's bold). */
            ${Title === 'p' ? `${headingText(t)} font-weight: 700;` : ''}
          `}
        >
          {title}
        </Title>
        {subtitle ? (
          <p
            css={css`
              margin-top: ${t.space(4)};
              font-size: ${t.fontSizes.lg};
              color: ${t.colors.textOnDarkMuted};
              max-width: 60ch;
            `}
          >
            {subtitle}
          </p>
        ) : null}
        {children}
      </Container>
    </header>
  );
}
