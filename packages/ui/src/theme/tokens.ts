import { fallbackFamilies } from './fontFallbacks';

/**
 * Design tokens of the agency. Every slice styles itself from these, never from literals,
 * so a page (like a case study with its own primary colour) can re-theme by overriding one token.
 */
export const colors = {
  ink: '#0B1020',
  primary: '#0F2C59',
  primaryStrong: '#0A1F40',
  primaryContrast: '#FFFFFF',
  accent: '#F2A93B',
  // Dark enough for small text on white, canvas and sand (WCAG AA 4.5:1).
  accentStrong: '#8A5000',
  coral: '#E8553F',
  surface: '#FFFFFF',
  canvas: '#F7F5F0',
  sand: '#EFE9DD',
  line: '#E2DED5',
  text: '#141A2A',
  textMuted: '#4A5163',
  textOnDark: '#F4F2EC',
  textOnDarkMuted: '#C3C8D6',
  success: '#146C3A',
  successSurface: '#E6F4EA',
  danger: '#B42318',
  dangerSurface: '#FDECEA',
  info: '#1D4ED8',
  focus: '#F2A93B',
} as const;

/** Spacing on a 4 px grid: space(4) === '16px'. */
export const space = (n: number): string => `${n * 4}px`;

export const radii = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(11, 16, 32, 0.06), 0 1px 3px rgba(11, 16, 32, 0.08)',
  md: '0 8px 24px rgba(11, 16, 32, 0.08)',
  lg: '0 24px 60px rgba(11, 16, 32, 0.16)',
} as const;

// After each brand face: the same face installed locally, then local fonts reshaped to its
// metrics (fonts.ts), so the page does not move when the brand face arrives.
export const fonts = {
  display: `"Space Grotesk Variable", "Space Grotesk", ${fallbackFamilies('Space Grotesk Variable')}, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  body: `"Inter Variable", Inter, ${fallbackFamilies('Inter Variable')}, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
} as const;

/** Fluid type scale, from 360 px phones to 1440 px desktops. */
export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: '1.125rem',
  xl: 'clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)',
  h3: 'clamp(1.375rem, 1.2rem + 0.7vw, 1.75rem)',
  h2: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.75rem)',
  h1: 'clamp(2.25rem, 1.5rem + 3vw, 4rem)',
  display: 'clamp(2.5rem, 1.4rem + 4.6vw, 5rem)',
} as const;

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * The chat button floats in the bottom right corner of every public page (mf-assistant's Launcher):
 * its size, its distance from the edges on wider screens, and the room a page leaves below its last
 * line on narrow ones, where text runs under the corner (the button, its inset and a clear gap).
 */
export const layout = { maxWidth: '1200px', headerHeight: '72px', chatButton: '60px', chatInset: '20px', chatRoom: '96px' } as const;

export const zIndex = { header: 100, chat: 200, modal: 300, toast: 400 } as const;

export const durations = { fast: '120ms', base: '200ms', slow: '400ms' } as const;
