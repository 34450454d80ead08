import styled from '@emotion/styled';

/** A surface with the site's radius and shadow; `interactive` lifts on hover. */
export const Card = styled.article<{ interactive?: boolean; tone?: 'surface' | 'canvas' | 'dark' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => (p.tone === 'dark' ? 'rgba(255,255,255,0.08)' : p.theme.colors.line)};
  background: ${(p) =>
    p.tone === 'dark' ? p.theme.colors.primaryStrong : p.tone === 'canvas' ? p.theme.colors.canvas : p.theme.colors.surface};
  color: ${(p) => (p.tone === 'dark' ? p.theme.colors.textOnDark : p.theme.colors.text)};
  box-shadow: ${(p) => (p.tone === 'dark' ? 'none' : p.theme.shadows.sm)};
  transition: transform ${(p) => p.theme.durations.base}, box-shadow ${(p) => p.theme.durations.base};
  ${(p) =>
    p.interactive
      ? `&:hover, &:focus-within { transform: translateY(-4px); box-shadow: ${p.theme.shadows.md}; }`
      : ''}
`;

/** An image at the top of a card, bleeding to its edges. */
export const CardMedia = styled.div`
  margin: calc(-1 * ${(p) => p.theme.space(6)}) calc(-1 * ${(p) => p.theme.space(6)}) ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.lg} ${(p) => p.theme.radii.lg} 0 0;
  overflow: hidden;
  background: ${(p) => p.theme.colors.sand};
  img, video { width: 100%; height: 100%; object-fit: cover; }
`;

export const CardTitle = styled.h3`
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: 600;
`;

export const IconBadge = styled.span<{ tone?: 'primary' | 'accent' }>`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.tone === 'accent' ? p.theme.colors.accent : p.theme.colors.primary)};
  color: ${(p) => (p.tone === 'accent' ? p.theme.colors.ink : p.theme.colors.primaryContrast)};
  svg { width: 24px; height: 24px; }
`;
