import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';

// Style-only props (onDark, center) must not reach the DOM.
const forward = { shouldForwardProp: (prop: string) => isPropValid(prop) && prop !== 'onDark' };

/** Small uppercase label above a heading. */
export const Eyebrow = styled('p', forward)<{ onDark?: boolean }>`
  font-family: ${(p) => p.theme.fonts.body};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => (p.onDark ? p.theme.colors.accent : p.theme.colors.accentStrong)};
  margin: 0 0 ${(p) => p.theme.space(3)};
`;

export const Display = styled.h1`
  font-size: ${(p) => p.theme.fontSizes.display};
  font-weight: 700;
  letter-spacing: -0.035em;
`;

export const H1 = styled.h1`
  font-size: ${(p) => p.theme.fontSizes.h1};
  font-weight: 700;
`;

export const H2 = styled.h2`
  font-size: ${(p) => p.theme.fontSizes.h2};
  font-weight: 700;
`;

export const H3 = styled.h3`
  font-size: ${(p) => p.theme.fontSizes.h3};
  font-weight: 600;
`;

export const Lead = styled('p', forward)<{ onDark?: boolean }>`
  font-size: ${(p) => p.theme.fontSizes.lg};
  line-height: 1.65;
  color: ${(p) => (p.onDark ? p.theme.colors.textOnDarkMuted : p.theme.colors.textMuted)};
  max-width: 62ch;
`;

export const Muted = styled('p', forward)<{ onDark?: boolean }>`
  color: ${(p) => (p.onDark ? p.theme.colors.textOnDarkMuted : p.theme.colors.textMuted)};
`;

/** The heading block that opens a section: eyebrow, title, lead, centred or not. */
export const SectionIntro = styled.header<{ center?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(10)};
  max-width: 760px;
  ${(p) => (p.center ? 'margin-left: auto; margin-right: auto; text-align: center; align-items: center;' : '')}
`;
