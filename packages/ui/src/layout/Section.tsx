import styled from '@emotion/styled';

export type SectionTone = 'light' | 'canvas' | 'sand' | 'dark' | 'primary';

/**
 * A full-width band of a page with vertical rhythm and a tone.
 *
 * Every band after a page's first is styled and laid out only when it comes near the screen
 * (content-visibility: auto): a page's first load, and every relayout of the whole page while it
 * loads (a web font arriving), then costs the bands on screen instead of all of them, which kept
 * a slow phone's main thread busy for hundreds of milliseconds (docs/decisions/main-thread.md).
 * The size a band takes until then is a guess, replaced by its real size once drawn (`auto`);
 * the first band, the one on screen at load, is always drawn.
 */
export const Section = styled.section<{ tone?: SectionTone; tight?: boolean }>`
  &:not(:first-of-type) {
    content-visibility: auto;
    contain-intrinsic-size: auto 900px;
  }
  padding: ${(p) => (p.tight ? p.theme.space(10) : p.theme.space(16))} 0;
  ${(p) => p.theme.mq.md} {
    padding: ${(p) => (p.tight ? p.theme.space(14) : p.theme.space(24))} 0;
  }
  background: ${(p) => {
    switch (p.tone) {
      case 'canvas':
        return p.theme.colors.canvas;
      case 'sand':
        return p.theme.colors.sand;
      case 'dark':
        return p.theme.colors.ink;
      case 'primary':
        return p.theme.colors.primary;
      default:
        return p.theme.colors.surface;
    }
  }};
  color: ${(p) => (p.tone === 'dark' || p.tone === 'primary' ? p.theme.colors.textOnDark : p.theme.colors.text)};
`;
