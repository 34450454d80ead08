/** Small SVG helpers shared by the scenes: escaping, text, the clients' symbols and wordmarks. */

export const esc = (v) => String(v).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export const DISPLAY = "'Space Grotesk', 'Inter', sans-serif";
export const BODY = "'Inter', sans-serif";

/** One line of text; `o` may carry size, weight, fill, anchor, family, spacing, opacity. */
export function t(x, y, value, o = {}) {
  const { size = 24, weight = 500, fill = '#000', anchor = 'start', family = BODY, spacing = 0, opacity = 1 } = o;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}">${esc(value)}</text>`;
}

/** A rectangle; r rounds its corners. */
export const rect = (x, y, w, h, fill, r = 0, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

/** Grey text lines standing for body copy. */
export function lines(x, y, width, count, fill, gap = 22, h = 8) {
  let out = '';
  for (let i = 0; i < count; i += 1) out += rect(x, y + i * gap, i === count - 1 ? width * 0.6 : width * (0.85 + ((i * 7) % 3) * 0.05), h, fill, h / 2);
  return out;
}

/** Each client's symbol drawn in a 100x100 box, in `fill` on `bg`. */
export function symbol(kind, fill, bg) {
  switch (kind) {
    case 'check':
      return `<circle cx="50" cy="50" r="46" fill="${fill}"/><path d="M28 52 L44 67 L73 34" fill="none" stroke="${bg}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'wave':
      return `<rect x="4" y="4" width="92" height="92" rx="24" fill="${fill}"/><path d="M14 44 q12 -14 24 0 t24 0 t24 0" fill="none" stroke="${bg}" stroke-width="8" stroke-linecap="round"/><path d="M14 64 q12 -14 24 0 t24 0 t24 0" fill="none" stroke="${bg}" stroke-width="8" stroke-linecap="round"/>`;
    case 'sun':
      return `<circle cx="50" cy="62" r="26" fill="${fill}"/>${[-70, -35, 0, 35, 70].map((a) => `<rect x="47" y="6" width="6" height="20" rx="3" fill="${fill}" transform="rotate(${a} 50 62)"/>`).join('')}<rect x="8" y="84" width="84" height="8" rx="4" fill="${fill}"/>`;
    case 'pulse':
      return `<rect x="4" y="4" width="92" height="92" rx="46" fill="${fill}"/><path d="M14 52 H34 L42 30 L54 74 L62 44 L68 52 H86" fill="none" stroke="${bg}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'bars':
      return `<rect x="4" y="4" width="92" height="92" rx="20" fill="${fill}"/>${[[20, 56], [40, 42], [60, 28]].map(([x, y]) => rect(x, y, 14, 76 - y, bg, 3)).join('')}`;
    case 'loop':
      return `<circle cx="50" cy="50" r="38" fill="none" stroke="${fill}" stroke-width="12" stroke-dasharray="190 49"/><path d="M78 10 L90 34 L64 34 Z" fill="${fill}"/><circle cx="50" cy="50" r="12" fill="${fill}"/>`;
    case 'roof':
      return `<path d="M8 52 L50 14 L92 52" fill="none" stroke="${fill}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/><circle cx="34" cy="64" r="9" fill="${fill}"/><circle cx="66" cy="64" r="9" fill="${fill}"/><circle cx="50" cy="58" r="10" fill="${fill}"/><path d="M20 94 q14 -22 28 0 M52 94 q14 -22 28 0 M34 94 q16 -28 32 0" fill="${fill}"/>`;
    case 'bubble':
      return `<circle cx="42" cy="56" r="34" fill="${fill}"/><circle cx="76" cy="28" r="16" fill="${fill}" opacity="0.7"/><path d="M26 52 q16 16 32 0" fill="none" stroke="${bg}" stroke-width="7" stroke-linecap="round"/>`;
    case 'slash':
      return `<path d="M6 90 L52 8 H94 L48 90 Z" fill="${fill}"/><path d="M58 90 L74 62 H94 L78 90 Z" fill="${fill}" opacity="0.6"/>`;
    default:
      return `<circle cx="50" cy="50" r="46" fill="${fill}"/>`;
  }
}

/** The symbol placed at x, y with side `size`. */
export const mark = (b, x, y, size, fill, bg) => `<g transform="translate(${x} ${y}) scale(${size / 100})">${symbol(b.symbol, fill, bg)}</g>`;

/** A horizontal logo lockup: symbol, wordmark and the small sub-line; height h. */
export function lockup(b, x, y, h, fill, bg, { anchor = 'start', sub = true } = {}) {
  const size = h;
  const word = h * 0.62;
  const width = size * 1.25 + b.mark.length * word * 0.66;
  const left = anchor === 'middle' ? x - width / 2 : x;
  return `${mark(b, left, y, size, fill, bg)}${t(left + size * 1.25, y + h * (sub ? 0.62 : 0.78), b.mark, { size: word, weight: 700, fill, family: DISPLAY, spacing: 1 })}${
    sub ? t(left + size * 1.25 + 2, y + h * 0.98, b.sub, { size: h * 0.2, weight: 600, fill, spacing: h * 0.05, opacity: 0.8 }) : ''
  }`;
}
