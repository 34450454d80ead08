import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { fontFile, verticalMetrics } from './share-fonts';
import { BADGE_LABEL, BADGE_TEXT, BADGE_TEXT_X, CARD, KICKER, shareLayout, TILE, TITLE } from './share-layout';

/** satori's element: a plain object in React's shape (no React runtime on the API). */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: Node[] | string; src?: string; width?: number; height?: number };
}
const el = (type: string, style: Record<string, unknown>, children?: Node[] | string, extra: Omit<Node['props'], 'style' | 'children'> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

const NAVY = '#0B1020';
const AMBER = '#F2A93B';
/** The studio's star tile, as the build-time cards draw it (packages/artwork/src/og.mjs). */
const TILE_SVG = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}"><rect width="${TILE}" height="${TILE}" rx="10" fill="#0F2C59"/><path d="M22 7l3.9 11.4L37.4 22l-11.5 3.9L22 37.4l-3.9-11.5L6.6 22l11.5-3.6z" fill="${AMBER}"/></svg>`,
).toString('base64')}`;

/** One line of text whose baseline is at `baseline` (its box's top is the font's ascent above). */
function textAt(text: string, x: number, baseline: number, font: { family: 'Inter' | 'Space Grotesk'; weight: number; size: number; spacing?: number }, color: string, width?: number): Node {
  const { ascent, descent } = verticalMetrics(font.family, font.size);
  return el(
    'div',
    {
      position: 'absolute',
      left: x,
      top: baseline - ascent,
      height: ascent + descent,
      lineHeight: `${ascent + descent}px`,
      fontFamily: font.family,
      fontWeight: font.weight,
      fontSize: font.size,
      letterSpacing: font.spacing ?? 0,
      color,
      whiteSpace: 'nowrap',
      ...(width ? { width, overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
    },
    text,
  );
}

export interface ShareCardInput {
  title: string;
  kicker: string;
  /** A data URL of the picture behind the card (the entry's cover), or none: the site's navy. */
  art?: string | null;
}

/**
 * The 1200x630 share card as a PNG, drawn without a browser: satori lays the elements out and
 * turns the text into paths (the fonts are the API's own files), resvg rasterises the SVG. The
 * look is the build-time cards': the picture under a navy fade, the amber rule and kicker, the
 * white Space Grotesk title fitted by shareLayout, the "Nyota Creative" badge bottom right.
 */
export async function renderShareCard({ title, kicker, art }: ShareCardInput): Promise<Buffer> {
  const { W, H, MARGIN } = CARD;
  const l = shareLayout({ title, kicker });
  const fadeFrom = Math.max(0.1, (l.rule.y - 120) / H);
  const fadeFull = Math.min(0.95, (l.rule.y - 8) / H);
  const children: Node[] = [];
  if (art) children.push(el('img', { position: 'absolute', left: 0, top: 0, width: W, height: H, objectFit: 'cover' }, undefined, { src: art, width: W, height: H }));
  else children.push(el('div', { position: 'absolute', left: 0, top: 0, width: W, height: H, backgroundImage: `radial-gradient(circle at 85% 15%, #1B3A6B 0%, ${NAVY} 60%)` }));
  children.push(
    el('div', {
      position: 'absolute',
      left: 0,
      top: 0,
      width: W,
      height: H,
      backgroundImage: `linear-gradient(180deg, rgba(11,16,32,0) ${(fadeFrom * 100).toFixed(1)}%, rgba(11,16,32,0.84) ${(fadeFull * 100).toFixed(1)}%, rgba(11,16,32,0.94) 100%)`,
    }),
    el('div', { position: 'absolute', left: l.rule.x, top: l.rule.y, width: l.rule.w, height: l.rule.h, borderRadius: 3, backgroundColor: AMBER }),
    textAt(l.kicker.text, MARGIN, l.kicker.baseline, KICKER, AMBER, l.kicker.box.w + 1),
    ...l.lines.map((line, i) => textAt(line, MARGIN, l.baselines[i] ?? 0, { ...TITLE, size: l.size }, '#fff')),
    el('img', { position: 'absolute', left: l.badge.x, top: l.badge.y, width: TILE, height: TILE }, undefined, { src: TILE_SVG, width: TILE, height: TILE }),
    textAt(BADGE_LABEL, l.badge.x + BADGE_TEXT_X, l.badge.y + 31, BADGE_TEXT, '#fff'),
  );
  const root = el('div', { display: 'flex', position: 'relative', width: W, height: H, backgroundColor: NAVY }, children);
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: W,
    height: H,
    fonts: [
      { name: 'Space Grotesk', data: fontFile('Space Grotesk', 700), weight: 700, style: 'normal' },
      { name: 'Inter', data: fontFile('Inter', 700), weight: 700, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
