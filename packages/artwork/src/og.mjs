/** The 1200x630 share pictures (Open Graph, Twitter card): the page's own work and its title. */
import { DISPLAY, BODY, esc, t } from './svg.mjs';
import { textWidth, verticalMetrics } from './text-metrics.mjs';

const W = 1200;
const H = 630;
/** The card's margin on every side. */
const MARGIN = 56;
/** Free space kept between the title and the "Nyota Creative" badge. */
const GAP = 40;
/** Title sizes tried, largest first; the first whose wrapped lines fit in MAX_LINES wins. */
const TITLE_SIZES = [58, 54, 50, 46, 42, 38, 34];
const MAX_LINES = 2;
const LINE_HEIGHT = 1.12;

const TITLE = /** @type {const} */ ({ family: 'Space Grotesk', weight: 700 });
const KICKER = /** @type {const} */ ({ family: 'Inter', weight: 700, size: 22, spacing: 3 });
const BADGE_TEXT = /** @type {const} */ ({ family: 'Space Grotesk', weight: 700, size: 26 });
const BADGE_LABEL = 'Nyota Creative';
/** The badge: a 44 px star tile, then its name 58 px from the tile's left edge. */
const TILE = 44;
const BADGE_TEXT_X = 58;

/** @typedef {{ x: number, y: number, w: number, h: number }} Box */

/**
 * The words of `text` in lines no wider than `max` px at `size`; null when one word alone is wider.
 * @param {string} text
 * @param {number} size
 * @param {number} max
 * @returns {string[] | null}
 */
function wrap(text, size, max) {
  const style = { ...TITLE, size };
  /** @type {string[]} */
  const out = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, style) <= max) line = next;
    else {
      if (!line || textWidth(word, style) > max) return null;
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/**
 * Where everything on a card goes: the badge in the bottom-right corner, the title at the bottom
 * left in the largest size whose lines (at most two) stay clear of the badge, the kicker and the
 * amber rule above the title. Every box is measured in the fonts the card is drawn in.
 * @param {{ title: string, kicker: string }} card
 */
export function shareLayout({ title, kicker }) {
  const badgeW = BADGE_TEXT_X + textWidth(BADGE_LABEL, BADGE_TEXT);
  const badge = { x: W - MARGIN - badgeW, y: H - MARGIN - TILE, w: badgeW, h: TILE };
  const maxWidth = badge.x - GAP - MARGIN;
  let size = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 34;
  let lines = wrap(title, size, maxWidth);
  for (const candidate of TITLE_SIZES) {
    const fitted = wrap(title, candidate, maxWidth);
    if (fitted && fitted.length <= MAX_LINES) {
      size = candidate;
      lines = fitted;
      break;
    }
  }
  if (!lines) throw new Error(`share card: a word of "${title}" is wider than ${maxWidth} px at ${size} px`);
  const { ascent, descent } = verticalMetrics(TITLE.family, size);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  // The last line sits on the badge's text baseline, raised if its descenders would enter the
  // margin; earlier lines stack upwards.
  const lastBaseline = Math.min(badge.y + 31, Math.floor(H - MARGIN - descent));
  const baselines = lines.map((_, i) => lastBaseline - (lines.length - 1 - i) * lineHeight);
  const widths = lines.map((line) => textWidth(line, { ...TITLE, size }));
  const firstBaseline = baselines[0] ?? lastBaseline;
  /** @type {Box} */
  const titleBox = { x: MARGIN, y: firstBaseline - ascent, w: Math.max(...widths), h: lastBaseline + descent - (firstBaseline - ascent) };
  const kickerText = kicker.toUpperCase();
  const kickerBaseline = Math.round(titleBox.y - 22);
  const kickerMetrics = verticalMetrics(KICKER.family, KICKER.size);
  /** @type {Box} */
  const kickerBox = { x: MARGIN, y: kickerBaseline - kickerMetrics.ascent, w: textWidth(kickerText, KICKER), h: kickerMetrics.ascent + kickerMetrics.descent };
  const rule = { x: MARGIN, y: Math.round(kickerBox.y - 30), w: 56, h: 6 };
  return { size, lines, baselines, titleBox, kicker: { text: kickerText, baseline: kickerBaseline, box: kickerBox }, rule, badge, card: { W, H, margin: MARGIN } };
}

/**
 * `art` is a data URL of the picture that fills the card; the title, its kicker and the studio's
 * badge sit on a dark fade at the bottom, laid out by shareLayout.
 * @param {{ art: string, title: string, kicker: string }} card
 */
export function shareCard({ art, title, kicker }) {
  const l = shareLayout({ title, kicker });
  // The fade starts higher when the title takes two lines, so both stay legible on any picture.
  const fadeFrom = Math.max(0.1, (l.rule.y - 120) / H);
  // Dark enough at the rule that the amber kicker reads on the lightest picture.
  const fadeFull = Math.min(0.95, (l.rule.y - 8) / H);
  const titleLines = l.lines.map((line, i) => t(MARGIN, l.baselines[i] ?? 0, line, { size: l.size, weight: TITLE.weight, fill: '#fff', family: DISPLAY })).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="${fadeFrom.toFixed(3)}" stop-color="#0B1020" stop-opacity="0"/><stop offset="${fadeFull.toFixed(3)}" stop-color="#0B1020" stop-opacity="0.84"/><stop offset="1" stop-color="#0B1020" stop-opacity="0.94"/></linearGradient></defs>
<image href="${art}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>
<rect width="${W}" height="${H}" fill="url(#fade)"/>
<rect x="${l.rule.x}" y="${l.rule.y}" width="${l.rule.w}" height="${l.rule.h}" rx="3" fill="#F2A93B"/>
${t(MARGIN, l.kicker.baseline, l.kicker.text, { size: KICKER.size, weight: KICKER.weight, fill: '#F2A93B', spacing: KICKER.spacing, family: BODY })}
${titleLines}
<g transform="translate(${l.badge.x.toFixed(1)} ${l.badge.y})"><rect width="${TILE}" height="${TILE}" rx="10" fill="#0F2C59"/><path d="M22 7l3.9 11.4L37.4 22l-11.5 3.9L22 37.4l-3.9-11.5L6.6 22l11.5-3.6z" fill="#F2A93B"/>
<text x="${BADGE_TEXT_X}" y="31" font-family="${DISPLAY}" font-size="${BADGE_TEXT.size}" font-weight="${BADGE_TEXT.weight}" fill="#fff">${esc(BADGE_LABEL)}</text></g></svg>`;
}

export const OG_SIZE = { W, H };
