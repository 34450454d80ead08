import { breakpoints, colors, durations, fontSizes, fonts, layout, radii, shadows, space, zIndex } from './tokens';

export interface AgencyTheme {
  colors: { [K in keyof typeof colors]: string };
  space: typeof space;
  radii: typeof radii;
  shadows: typeof shadows;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  breakpoints: typeof breakpoints;
  layout: typeof layout;
  zIndex: typeof zIndex;
  durations: typeof durations;
  /** Media query for a minimum width: `${theme.mq.md} { ... }`. */
  mq: { [K in keyof typeof breakpoints]: string };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AgencyTheme {}
}

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const theme: AgencyTheme = {
  colors: { ...colors },
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  breakpoints,
  layout,
  zIndex,
  durations,
  mq,
};

/** A theme whose primary colour differs (e.g. the dark red of one case study). */
export function withPrimary(base: AgencyTheme, primary: string, primaryStrong = primary): AgencyTheme {
  return { ...base, colors: { ...base.colors, primary, primaryStrong } };
}
