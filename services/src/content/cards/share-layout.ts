import { textWidth, verticalMetrics, type Family, type Weight } from './share-fonts';

/**
 * The share card's layout rule, the same as packages/artwork/src/og.mjs `shareLayout` (the cards
 * drawn at build time; its test is packages/artwork/test/share-layout.test.mjs): the badge in the
 * bottom-right corner, the title at the bottom left in the largest size whose lines (at most two)
 * stay clear of the badge, the kicker and the amber rule above it. Copied, not imported: the
 * artwork workspace is a build tool and the API must not load its internals; keep the numbers equal.
 */
export const CARD = { W: 1200, H: 630, MARGIN: 56 } as const;
const GAP = 40;
const TITLE_SIZES = [58, 54, 50, 46, 42, 38, 34];
const MAX_LINES = 2;
const LINE_HEIGHT = 1.12;

export const TITLE = { family: 'Space Grotesk' as Family, weight: 700 as Weight };
export const KICKER = { family: 'Inter' as Family, weight: 700 as Weight, size: 22, spacing: 3 };
export const BADGE_TEXT = { family: 'Space Grotesk' as Family, weight: 700 as Weight, size: 26 };
export const BADGE_LABEL = 'Nyota Creative';
export const TILE = 44;
export const BADGE_TEXT_X = 58;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ShareLayout {
  size: number;
  lines: string[];
  baselines: number[];
  titleBox: Box;
  kicker: { text: string; baseline: number; box: Box };
  rule: Box;
  badge: Box;
}

/** The words of `text` in lines no wider than `max` px at `size`; null when one word alone is wider. */
function wrap(text: string, size: number, max: number): string[] | null {
  const style = { ...TITLE, size };
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
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
 * Cuts a title that fits in no size (a staff title can be any length; the build-time cards only
 * had known ones): words are dropped from the end, an ellipsis added, until two lines at the
 * smallest size hold it; a single word wider than the box is cut by characters.
 */
function shortened(title: string, max: number): string[] {
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] as number;
  let words = title.split(/\s+/).filter(Boolean);
  while (words.length > 0) {
    const lines = wrap(`${words.join(' ')}…`, size, max);
    if (lines && lines.length <= MAX_LINES) return lines;
    if (words.length === 1) {
      const chars = [...(words[0] as string)];
      if (chars.length <= 1) break;
      words = [chars.slice(0, -1).join('')];
    } else words = words.slice(0, -1);
  }
  return ['…'];
}

export function shareLayout({ title, kicker }: { title: string; kicker: string }): ShareLayout {
  const { W, H, MARGIN } = CARD;
  const badgeW = BADGE_TEXT_X + textWidth(BADGE_LABEL, BADGE_TEXT);
  const badge = { x: W - MARGIN - badgeW, y: H - MARGIN - TILE, w: badgeW, h: TILE };
  const maxWidth = badge.x - GAP - MARGIN;
  let size = TITLE_SIZES[TITLE_SIZES.length - 1] as number;
  let lines: string[] | null = null;
  for (const candidate of TITLE_SIZES) {
    const fitted = wrap(title, candidate, maxWidth);
    if (fitted && fitted.length <= MAX_LINES) {
      size = candidate;
      lines = fitted;
      break;
    }
  }
  lines ??= shortened(title, maxWidth);
  const { ascent, descent } = verticalMetrics(TITLE.family, size);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  const lastBaseline = Math.min(badge.y + 31, Math.floor(H - MARGIN - descent));
  const count = lines.length;
  const baselines = lines.map((_, i) => lastBaseline - (count - 1 - i) * lineHeight);
  const widths = lines.map((line) => textWidth(line, { ...TITLE, size }));
  const firstBaseline = baselines[0] ?? lastBaseline;
  const titleBox = { x: MARGIN, y: firstBaseline - ascent, w: Math.max(...widths), h: lastBaseline + descent - (firstBaseline - ascent) };
  const kickerText = kicker.toUpperCase();
  const kickerBaseline = Math.round(titleBox.y - 22);
  const km = verticalMetrics(KICKER.family, KICKER.size);
  const kickerBox = { x: MARGIN, y: kickerBaseline - km.ascent, w: Math.min(textWidth(kickerText, KICKER), W - 2 * MARGIN), h: km.ascent + km.descent };
  const rule = { x: MARGIN, y: Math.round(kickerBox.y - 30), w: 56, h: 6 };
  return { size, lines, baselines, titleBox, kicker: { text: kickerText, baseline: kickerBaseline, box: kickerBox }, rule, badge };
}
