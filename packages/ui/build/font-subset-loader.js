'use strict';
const subsetFont = require('subset-font');

/**
 * The site's typefaces cut down at build time to what its pages draw (a webpack loader, applied to
 * the design system's .woff2 files by packages/build's module rules). The typefaces are the
 * largest files a first view asks for after the scripts, and on a slow network every byte of
 * theirs is taken from the scripts that make the page live. Fontsource's "latin" files carry more
 * than the site uses: weights down to 100 and up to 900, and the alternates of every stylistic
 * set. Here each keeps:
 * - the characters of SITE_TEXT (printable ASCII, Latin-1's accented letters and signs, and the
 *   typographic punctuation, arrows and currency signs the copy uses); a character outside it is
 *   drawn by the fallback face next in the font stack, shaped to the same metrics;
 * - the weights the design system uses (400-700), still one variable file;
 * - harfbuzz's default layout features (kerning, ligatures, contextual alternates).
 * SITE_UNICODE_RANGE in src/theme/fonts.ts says the same to the browser (fontSubset.test.ts keeps
 * the two equal).
 */
function range(from, to) {
  let text = '';
  for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);
  return text;
}

/** Typographic punctuation, arrows and signs of the site's copy beyond Latin-1. */
const EXTRA = '\u0131\u0152\u0153\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u201E\u2022\u2026\u2039\u203A\u20AC\u2122\u2190\u2191\u2192\u2193\u2212';
const SITE_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + EXTRA;
/** The weights the design system draws (its headings are bold, its body text 400 to 600). */
const WEIGHTS = { min: 400, max: 700 };

/** @this {{ async(): (error: Error | null, result?: Buffer) => void }} */
function fontSubsetLoader(source) {
  const done = this.async();
  subsetFont(source, SITE_TEXT, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } }).then(
    (font) => done(null, font),
    (error) => done(error),
  );
}

module.exports = fontSubsetLoader;
module.exports.raw = true;
module.exports.SITE_TEXT = SITE_TEXT;
module.exports.WEIGHTS = WEIGHTS;
