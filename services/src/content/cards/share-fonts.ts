import fs from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The share cards' fonts, read from the @fontsource packages installed with the API (static WOFF
 * files: satori reads WOFF, not WOFF2), nothing fetched at run time. The same files are measured
 * with fontkit for the layout and drawn by satori, so the measured widths are the drawn ones.
 */
export type Family = 'Inter' | 'Space Grotesk';
export type Weight = 400 | 700;

const PACKAGES: Record<Family, string> = { Inter: 'inter', 'Space Grotesk': 'space-grotesk' };

const files = new Map<string, Buffer>();
const fonts = new Map<string, fontkit.Font>();

/** The WOFF file of `family` at `weight`. */
export function fontFile(family: Family, weight: Weight): Buffer {
  const key = `${family}/${weight}`;
  let data = files.get(key);
  if (!data) {
    const pkg = PACKAGES[family];
    data = fs.readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`));
    files.set(key, data);
  }
  return data;
}

function fontAt(family: Family, weight: Weight): fontkit.Font {
  const key = `${family}/${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = fontkit.create(fontFile(family, weight)) as fontkit.Font;
    fonts.set(key, font);
  }
  return font;
}

/** The advance width in px of `text` at `size`, with `spacing` px after each character (letter-spacing). */
export function textWidth(text: string, style: { family: Family; weight: Weight; size: number; spacing?: number }): number {
  const font = fontAt(style.family, style.weight);
  return (font.layout(text).advanceWidth * style.size) / font.unitsPerEm + (style.spacing ?? 0) * [...text].length;
}

/** The font's ascender and descender in px at `size`, to place a text's box from its baseline. */
export function verticalMetrics(family: Family, size: number): { ascent: number; descent: number } {
  const font = fontAt(family, 400);
  return { ascent: (font.ascent * size) / font.unitsPerEm, descent: (-font.descent * size) / font.unitsPerEm };
}
