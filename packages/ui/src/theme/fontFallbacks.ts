/**
 * Fallback faces shaped like the brand faces: a local font (Arial, or Liberation Sans, its
 * metric-compatible twin on Linux; Roboto on Android; Helvetica on Apple) scaled and given the
 * brand face's ascent and descent, so a line of text takes the same room before and after the
 * brand face arrives. Without them, on a slow connection the fonts arrive after the first layout
 * and text laid out in a plain local font takes a different room, moving the content below it (a
 * layout shift the visitor sees and Lighthouse counts). The figures are capsize's
 * (`createFontStack` of `@capsizecss/core` with `@capsizecss/metrics`, checked in fontFallbacks.test.ts);
 * they are written out here so the page ships no metrics tables.
 */
export const FALLBACKS = {
  'Inter Variable': { ascent: '90.4365%', descent: '22.518%', size: '107.1194%', roboto: { ascent: '90.2384%', descent: '22.4686%', size: '107.3546%' } },
  'Space Grotesk Variable': { ascent: '89.7072%', descent: '26.6204%', size: '109.6903%', roboto: { ascent: '89.5106%', descent: '26.5621%', size: '109.9311%' } },
} as const;

/** The local fonts each fallback face is made from, in the order a browser tries them. */
export const FALLBACK_SOURCES = {
  Arial: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
  Roboto: "local('Roboto Regular'), local('Roboto-Regular')",
  Helvetica: "local('Helvetica')",
} as const;

type Family = keyof typeof FALLBACKS;

/** The font-family names of a brand face's fallbacks, to list right after it. */
export function fallbackFamilies(family: Family): string {
  return Object.keys(FALLBACK_SOURCES)
    .map((local) => `"${family} Fallback: ${local}"`)
    .join(', ');
}

/** The @font-face rules of every fallback face. */
export function fallbackFaces(): string {
  let css = '';
  for (const family of Object.keys(FALLBACKS) as Family[]) {
    const { roboto, ...arial } = FALLBACKS[family];
    for (const [local, src] of Object.entries(FALLBACK_SOURCES)) {
      // Helvetica's average width and Arial's are the same to four places: one set of figures.
      const m = local === 'Roboto' ? roboto : arial;
      css += `@font-face {
  font-family: "${family} Fallback: ${local}";
  src: ${src};
  ascent-override: ${m.ascent};
  descent-override: ${m.descent};
  line-gap-override: 0%;
  size-adjust: ${m.size};
}
`;
    }
  }
  return css;
}
