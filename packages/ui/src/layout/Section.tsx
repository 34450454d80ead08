import styled from '@emotion/styled';

export type SectionTone = 'light' | 'canvas' | 'sand' | 'dark' | 'primary';

/** A full-width band of a page with vertical rhythm and a tone. */
export const Section = styled.section<{ tone?: SectionTone; tight?: boolean }>`
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
