/**
 * Text widths in the site's fonts, read with fontkit from @fontsource's static file of the weight a
 * text is drawn in (the static instances of the same families the renderer embeds, whose advances
 * match the variable font's at that weight): layouts that must not collide (the share cards' title
 * and badge) are computed from real glyph advances and kerning, not from a guess per character.
 * (fontkit cannot lay out an instance of a variable WOFF2 font, hence the static files.)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** Each family the artwork draws with, by the name of its @fontsource package. */
const PACKAGES = { Inter: 'inter', 'Space Grotesk': 'space-grotesk' };

/** @typedef {keyof typeof PACKAGES} Family */

/** @type {Map<string, fontkit.Font>} */
const cache = new Map();

/**
 * The font of `family` at `weight` (400, 500, 600 or 700).
 * @param {Family} family
 * @param {number} weight
 * @returns {fontkit.Font}
 */
function fontAt(family, weight) {
  const key = `${family}/${weight}`;
  let font = cache.get(key);
  if (!font) {
    const pkg = PACKAGES[family];
    font = /** @type {fontkit.Font} */ (fontkit.create(fs.readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`))));
    cache.set(key, font);
  }
  return font;
}

/**
 * The advance width, in px, of `text` set in `family` at `size` px and `weight`, with `spacing`
 * px of letter-spacing after each character (as SVG's letter-spacing adds it).
 * @param {string} text
 * @param {{ family: Family, size: number, weight: number, spacing?: number }} style
 */
export function textWidth(text, { family, size, weight, spacing = 0 }) {
  const font = fontAt(family, weight);
  const run = font.layout(text);
  return (run.advanceWidth * size) / font.unitsPerEm + spacing * [...text].length;
}

/**
 * The height above and below the baseline, in px, of `family` at `size` (the font's ascender and
 * descender), so a text's box can be placed from its baseline.
 * @param {Family} family
 * @param {number} size
 */
export function verticalMetrics(family, size) {
  const font = fontAt(family, 400);
  return { ascent: (font.ascent * size) / font.unitsPerEm, descent: (-font.descent * size) / font.unitsPerEm };
}
