import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import groteskUrl from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';
import { fallbackFaces } from './fontFallbacks';

/**
 * The two typefaces, served by the site itself (no font CDN at run time). The display face (a small
 * file, preloaded with the server-rendered page) blocks briefly instead of swapping: a headline shown
 * in a fallback face and redrawn in the brand face reflows, and reads as a second, later paint.
 */
export const fontFaces = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interUrl}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Space Grotesk Variable';
  font-style: normal;
  font-display: block;
  font-weight: 300 700;
  src: url(${groteskUrl}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
${fallbackFaces()}`;
