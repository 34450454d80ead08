import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import groteskUrl from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';
import { fallbackFaces } from './fontFallbacks';

/**
 * The characters the typefaces keep (packages/ui/build/font-subset-loader.js cuts them to these at
 * build time, with the weights 400-700): the browser asks for a face only for text in this range,
 * and draws any other character in the fallback face that follows it, shaped to the same metrics.
 */
export const SITE_UNICODE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2190-2193, U+2212';

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
  font-weight: 400 700;
  src: url(${interUrl}) format('woff2');
  unicode-range: ${SITE_UNICODE_RANGE};
}
@font-face {
  font-family: 'Space Grotesk Variable';
  font-style: normal;
  font-display: block;
  font-weight: 400 700;
  src: url(${groteskUrl}) format('woff2');
  unicode-range: ${SITE_UNICODE_RANGE};
}
${fallbackFaces()}`;
