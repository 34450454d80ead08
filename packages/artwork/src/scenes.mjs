/**
 * The mock-ups: each scene draws one kind of work (a website on a laptop, app screens, a roadside
 * billboard, posters on a wall, packaging, a brand board, stationery, a printed report, a social
 * grid, a logo lockup, a palette, a type specimen, a pattern) for one client. A scene is designed
 * on a 1600x1000 stage that is fitted, whole, into the picture's own size; its background fills
 * the rest, so one drawing serves the hero, the cover, the gallery and the thumbnails.
 */
import { BODY, DISPLAY, esc, lines, lockup, mark, rect, t } from './svg.mjs';

/** @typedef {import('./brands.mjs').Brand} Brand */
/** @typedef {(b: Brand, W: number, H: number) => string} Scene */

const STAGE_W = 1600;
const STAGE_H = 1000;

function frame(W, H, background, content, { stageW = STAGE_W, stageH = STAGE_H, pad = 0 } = {}) {
  const scale = Math.min((W - pad * 2) / stageW, (H - pad * 2) / stageH);
  const x = (W - stageW * scale) / 2;
  const y = (H - stageH * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity="0.28"/></filter>
<filter id="soft" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity="0.18"/></filter></defs>
${background}<g transform="translate(${x} ${y}) scale(${scale})">${content}</g></svg>`;
}

const fill = (W, H, color) => rect(0, 0, W, H, color);
const gradient = (W, H, id, a, b, angle = 135) =>
  `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle - 90} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>${rect(0, 0, W, H, `url(#${id})`)}`;

/** A laptop showing the client's website. */
/** @type {Scene} */
function laptop(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const site = b.site ?? { nav: ['Work', 'About', 'Contact'], headline: b.tag, lede: b.name, cards: (b.products ?? []).map((p) => ['NEW', p]) };
  const verdict = { FALSE: extra, TRUE: '#22A06B', MISLEADING: accent };
  const sx = 260; const sy = 130; const sw = 1080; const sh = 640;
  const cards = site.cards.slice(0, 3).map(([tag, title], i) => {
    const cx = sx + 48 + i * 338;
    return `${rect(cx, sy + 390, 314, 200, '#fff', 14, 'filter="url(#soft)"')}${rect(cx, sy + 390, 314, 86, i === 1 ? primary : dark, 14)}${rect(cx, sy + 460, 314, 16, i === 1 ? primary : dark)}
${rect(cx + 20, sy + 496, 12 + tag.length * 11, 26, verdict[tag] ?? accent, 13)}${t(cx + 26 + tag.length * 5.5, sy + 514, tag, { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}
${t(cx + 20, sy + 552, title.length > 34 ? `${title.slice(0, 33)}…` : title, { size: 17, weight: 600, fill: dark })}${lines(cx + 20, sy + 566, 240, 1, '#0002', 14, 7)}`;
  }).join('');
  const screen = `${rect(sx, sy, sw, sh, light)}${rect(sx, sy, sw, 70, '#fff')}${lockup(b, sx + 40, sy + 16, 38, dark, '#fff')}
${site.nav.map((n, i) => t(sx + sw - 470 + i * 112, sy + 43, n, { size: 17, weight: 500, fill: dark })).join('')}
${rect(sx, sy + 70, sw, 300, dark)}${mark(b, sx + sw - 300, sy + 100, 240, primary, dark)}
${t(sx + 48, sy + 190, site.headline, { size: 64, weight: 700, fill: '#fff', family: DISPLAY })}
${t(sx + 50, sy + 236, site.lede, { size: 22, fill: light, opacity: 0.85 })}
${rect(sx + 50, sy + 272, 188, 52, accent, 26)}${t(sx + 144, sy + 305, 'Read the latest', { size: 18, weight: 700, fill: dark, anchor: 'middle' })}${cards}`;
  const body = `${rect(sx - 24, sy - 24, sw + 48, sh + 48, '#1B1F27', 26, 'filter="url(#shadow)"')}${screen}
<path d="M${sx - 150} ${sy + sh + 24} H${sx + sw + 150} L${sx + sw + 110} ${sy + sh + 64} H${sx - 110} Z" fill="#C9CED6"/>${rect(sx + sw / 2 - 90, sy + sh + 24, 180, 12, '#AEB4BE', 6)}`;
  return frame(W, H, gradient(W, H, `lg-${b.symbol}`, light, primary, 160), body);
}

/** Two phones with the client's app: a market list and a news feed with a chart. */
/** @type {Scene} */
function phones(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const app = b.app ?? { rows: (b.products ?? []).map((p, i) => [p, String(10 + i), '+1%']), news: [b.tag] };
  const phone = (x, y, content) => `<g transform="translate(${x} ${y})">${rect(0, 0, 380, 780, '#0B0F17', 58, 'filter="url(#shadow)"')}${rect(14, 14, 352, 752, light, 46)}${content}${rect(140, 30, 100, 26, '#0B0F17', 13)}</g>`;
  const list = app.rows.map(([n, v, d], i) => {
    const up = d.startsWith('+');
    return `${rect(30, 250 + i * 92, 320, 80, '#fff', 18)}${t(50, 285 + i * 92, n, { size: 20, weight: 600, fill: dark })}${t(50, 312 + i * 92, 'USE', { size: 15, fill: dark, opacity: 0.5 })}
${t(330, 285 + i * 92, v, { size: 20, weight: 700, fill: dark, anchor: 'end' })}${rect(262, 296 + i * 92, 68, 24, up ? accent : extra, 12)}${t(296, 313 + i * 92, d, { size: 14, weight: 700, fill: '#fff', anchor: 'middle' })}`;
  }).join('');
  const first = `${rect(14, 14, 352, 210, dark, 46)}${rect(14, 150, 352, 74, dark)}${t(44, 112, 'Markets', { size: 34, weight: 700, fill: '#fff', family: DISPLAY })}${t(44, 146, 'All-share index  +0.9%', { size: 17, fill: accent })}
<path d="M44 200 L90 188 L130 194 L170 170 L210 178 L250 150 L290 160 L336 130" fill="none" stroke="${primary}" stroke-width="5" stroke-linecap="round"/>${list}`;
  const news = app.news.map((n, i) => `${rect(30, 470 + i * 96, 320, 84, '#fff', 18)}${rect(44, 484 + i * 96, 56, 56, [primary, accent, extra][i % 3], 12)}${t(114, 506 + i * 96, n.length > 24 ? `${n.slice(0, 23)}…` : n, { size: 16, weight: 600, fill: dark })}${lines(114, 520 + i * 96, 200, 2, '#0002', 16, 7)}`).join('');
  const second = `${rect(14, 14, 352, 120, primary, 46)}${rect(14, 90, 352, 44, primary)}${lockup(b, 40, 70, 40, '#fff', primary, { sub: false })}
${rect(30, 160, 320, 290, '#fff', 18)}${t(50, 198, 'UGX / USD', { size: 18, weight: 600, fill: dark })}${t(50, 240, '3,702', { size: 40, weight: 700, fill: dark, family: DISPLAY })}
${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => rect(50 + i * 29, 420 - (40 + ((i * 37) % 110)), 18, 40 + ((i * 37) % 110), i === 9 ? accent : primary, 4)).join('')}${news}`;
  const body = `${mark(b, 140, 360, 280, primary, dark)}${t(140, 720, b.tag, { size: 54, weight: 700, fill: '#fff', family: DISPLAY })}
${t(142, 770, b.name, { size: 24, fill: light, opacity: 0.7 })}${phone(700, 110, first)}${phone(1120, 170, second)}`;
  return frame(W, H, gradient(W, H, `ph-${b.symbol}`, dark, primary, 120), body);
}

/** A roadside billboard at golden hour carrying the campaign. */
/** @type {Scene} */
function billboard(b, W, H) {
  const [dark, primary, accent, light] = b.palette;
  const bb = b.billboard ?? { headline: b.tag, line: b.name };
  const sky = `<defs><linearGradient id="sky-${b.symbol}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F7B267"/><stop offset="0.6" stop-color="#F4D6A8"/><stop offset="1" stop-color="#EFE3CF"/></linearGradient></defs>${rect(0, 0, W, H, `url(#sky-${b.symbol})`)}${rect(0, H * 0.78, W, H * 0.22, '#7A6A52')}${rect(0, H * 0.78, W, H * 0.02, '#5E503D')}`;
  const board = `${rect(520, 560, 26, 300, '#3D3A36')}${rect(1054, 560, 26, 300, '#3D3A36')}${rect(600, 600, 14, 260, '#4A4642')}${rect(986, 600, 14, 260, '#4A4642')}
${rect(240, 150, 1120, 440, '#2A2724', 6, 'filter="url(#shadow)"')}${rect(256, 166, 1088, 408, primary)}
<defs><clipPath id="board-${b.symbol}"><rect x="256" y="166" width="1088" height="408"/></clipPath></defs>
<circle cx="1250" cy="370" r="230" fill="${accent}" opacity="0.9" clip-path="url(#board-${b.symbol})"/>${mark(b, 1140, 270, 200, dark, accent)}
${lockup(b, 300, 206, 56, light, primary)}
${t(300, 400, bb.headline, { size: bb.headline.length > 18 ? 64 : 80, weight: 700, fill: '#fff', family: DISPLAY })}
${t(302, 460, bb.line, { size: 28, weight: 500, fill: light, opacity: 0.95 })}${rect(300, 500, 240, 8, accent, 4)}
${[300, 600, 900, 1200].map((x) => rect(x, 590, 8, 22, '#2A2724')).join('')}${rect(240, 608, 1120, 10, '#2A2724')}`;
  const hills = `<path d="M0 ${H * 0.78} Q${W * 0.2} ${H * 0.66} ${W * 0.42} ${H * 0.76} T${W} ${H * 0.72} V${H * 0.8} H0 Z" fill="#8FA36B" opacity="0.55"/>`;
  return frame(W, H, sky + hills, board);
}

/** Three posters pasted on a city wall. */
/** @type {Scene} */
function posterWall(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const posters = b.posters ?? [[b.mark], [b.tag], [b.name]];
  const wall = `${rect(0, 0, W, H, '#3A3A40')}${Array.from({ length: Math.ceil(H / 60) }, (_, r) => rect(0, r * 60, W, 2, '#00000033')).join('')}${rect(0, H * 0.86, W, H * 0.14, '#2A2A2F')}`;
  /** @type {Array<[string, string, string]>} */
  const colors = [[primary, '#fff', accent], [accent, dark, primary], [dark, extra, '#fff']];
  const poster = (x, y, rot, words, [bg, ink, hi], i) => {
    const size = Math.min(124, Math.floor(356 / (Math.max(...words.map((w) => w.length)) * 0.62)));
    return `<g transform="rotate(${rot} ${x + 210} ${y + 300})" filter="url(#shadow)">${rect(x, y, 420, 600, bg)}
${words.map((w, j) => t(x + 32, y + 150 + j * (size - 6), w, { size, weight: 700, fill: j === words.length - 1 ? hi : ink, family: DISPLAY, spacing: -3 })).join('')}
${rect(x + 32, y + 500, 356, 3, ink)}${t(x + 32, y + 540, b.mark, { size: 22, weight: 700, fill: ink, spacing: 3 })}${t(x + 388, y + 540, ['SAT 14.09', 'FRI 27.09', 'DROP 06'][i], { size: 20, weight: 600, fill: ink, anchor: 'end' })}
${mark(b, x + 330, y + 30, 58, hi, bg)}</g>`;
  };
  const body = `${poster(130, 190, -3, posters[0], colors[0], 0)}${poster(590, 150, 1.5, posters[1], colors[1], 1)}${poster(1050, 200, -1, posters[2], colors[2], 2)}
<path d="M600 150 l40 -8 l-8 30 z" fill="${light}" opacity="0.6"/>`;
  return frame(W, H, wall, body);
}

/** The client's products in their packaging, with labels. */
/** @type {Scene} */
function packaging(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const items = b.products ?? [b.mark, b.tag, b.name];
  const jar = (x, label, i) => {
    const tint = [primary, dark, accent][i % 3];
    const ink = i === 2 ? dark : '#fff';
    return `<g filter="url(#shadow)">${rect(x + 30, 330, 220, 60, '#D8CBB0', 12)}${rect(x, 380, 280, 460, tint, 40)}</g>
${rect(x, 500, 280, 250, light)}${mark(b, x + 105, 520, 70, primary, light)}${t(x + 140, 630, b.mark, { size: b.mark.length > 8 ? 26 : 36, weight: 700, fill: dark, anchor: 'middle', family: DISPLAY })}
${t(x + 140, 666, label, { size: 24, weight: 600, fill: primary, anchor: 'middle' })}${t(x + 140, 712, b.packLine ?? 'Made in Uganda', { size: 15, fill: dark, anchor: 'middle', opacity: 0.7 })}
${t(x + 140, 800, b.tag, { size: 20, weight: 600, fill: ink, anchor: 'middle' })}`;
  };
  const body = `${rect(0, 836, 1600, 164, '#00000014')}${jar(300, items[0], 0)}${jar(660, items[1], 1)}${jar(1020, items[2], 2)}
${mark(b, 120, 120, 90, primary, light)}${t(230, 190, b.name, { size: 44, weight: 700, fill: dark, family: DISPLAY })}${t(232, 232, 'Packaging system', { size: 22, fill: dark, opacity: 0.6 })}
<circle cx="1420" cy="180" r="70" fill="${extra}"/>${t(1420, 172, (b.badge ?? ['100%', 'natural'])[0], { size: 30, weight: 700, fill: dark, anchor: 'middle' })}${t(1420, 204, (b.badge ?? ['100%', 'natural'])[1], { size: 20, fill: dark, anchor: 'middle' })}`;
  return frame(W, H, fill(W, H, light) + rect(0, H * 0.84, W, H * 0.16, accent, 0, 'opacity="0.35"'), body);
}

/** The brand system on one board: logo, colours, type, icons, applications. */
/** @type {Scene} */
function brandBoard(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const tile = (x, y, w, h, bg, inner) => `${rect(x, y, w, h, bg, 20, 'filter="url(#soft)"')}${inner}`;
  const swatches = b.palette.map((c, i) => `${rect(850 + i * 128, 110, 116, 250, c, 14)}${t(862 + i * 128, 340, c.toUpperCase(), { size: 15, weight: 700, fill: i === 3 ? dark : '#fff' })}`).join('');
  const icons = b.products.slice(0, 3).map((p, i) => `<circle cx="${910 + i * 200}" cy="540" r="52" fill="${[primary, accent, extra][i]}"/>${mark(b, 880 + i * 200, 510, 60, '#fff', [primary, accent, extra][i])}${t(910 + i * 200, 630, p, { size: 20, weight: 600, fill: dark, anchor: 'middle' })}`).join('');
  const body = `${tile(80, 80, 720, 480, primary, `${lockup(b, 150, 270, 100, '#fff', primary)}${t(150, 500, b.tag, { size: 30, weight: 500, fill: light })}`)}
${tile(830, 80, 690, 300, '#fff', swatches)}
${tile(830, 410, 690, 260, '#fff', icons)}
${tile(80, 590, 440, 330, light, `${t(120, 780, 'Aa', { size: 190, weight: 700, fill: dark, family: DISPLAY })}${t(122, 850, 'Space Grotesk · Inter', { size: 22, weight: 600, fill: dark })}${t(122, 885, 'Display / Text', { size: 18, fill: dark, opacity: 0.6 })}`)}
${tile(550, 590, 250, 330, dark, `${mark(b, 600, 680, 150, accent, dark)}`)}
${tile(830, 700, 690, 220, accent, `${rect(870, 740, 330, 140, '#fff', 10)}${lockup(b, 890, 770, 40, dark, '#fff')}${lines(890, 836, 280, 2, '#0003', 18, 7)}${rect(1240, 740, 240, 140, dark, 10)}${mark(b, 1320, 770, 80, accent, dark)}`)}`;
  return frame(W, H, fill(W, H, '#E9E7E2'), body);
}

/** Business cards, letterhead and an envelope. */
/** @type {Scene} */
function stationery(b, W, H) {
  const [dark, primary, accent, light] = b.palette;
  const letter = `<g transform="rotate(-4 560 500)" filter="url(#shadow)">${rect(300, 110, 560, 790, '#fff')}${rect(300, 110, 560, 14, primary)}${lockup(b, 350, 170, 50, dark, '#fff')}
${t(810, 200, 'Kampala · Kigali', { size: 16, fill: dark, anchor: 'end', opacity: 0.6 })}${lines(350, 320, 460, 4, '#0002', 28, 9)}${lines(350, 470, 460, 6, '#0002', 28, 9)}${lines(350, 680, 300, 2, '#0002', 28, 9)}
${rect(300, 860, 560, 40, light)}${t(350, 886, b.tag, { size: 16, weight: 600, fill: primary })}</g>`;
  const card = (x, y, rot, front) => `<g transform="rotate(${rot} ${x + 210} ${y + 120})" filter="url(#shadow)">${front
    ? `${rect(x, y, 420, 240, primary, 12)}${lockup(b, x + 40, y + 80, 60, '#fff', primary)}`
    : `${rect(x, y, 420, 240, light, 12)}${t(x + 36, y + 70, 'Amani Kato', { size: 26, weight: 700, fill: dark })}${t(x + 36, y + 102, 'Programme Lead', { size: 17, fill: dark, opacity: 0.7 })}
${t(x + 36, y + 170, '+256 772 601 944', { size: 16, fill: dark })}${t(x + 36, y + 198, `hello@${b.mark.toLowerCase().replace(/[^a-z]/g, '')}.africa`, { size: 16, fill: dark })}${mark(b, x + 320, y + 30, 64, primary, light)}${rect(x, y + 228, 420, 12, accent)}`}</g>`;
  const envelope = `<g transform="rotate(6 1250 300)" filter="url(#shadow)">${rect(960, 160, 560, 300, light, 6)}<path d="M960 160 L1240 330 L1520 160" fill="none" stroke="#0001" stroke-width="3"/>${mark(b, 1000, 190, 60, primary, light)}</g>`;
  const body = `${envelope}${letter}${card(930, 520, -8, true)}${card(1010, 640, 4, false)}`;
  return frame(W, H, fill(W, H, accent) + rect(0, 0, W, H, dark, 0, 'opacity="0.12"'), body);
}

/** A printed report: its cover and an open spread. */
/** @type {Scene} */
function report(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const r = b.report;
  const cover = `<g transform="rotate(-3 400 500)" filter="url(#shadow)">${rect(160, 110, 520, 740, primary)}${rect(160, 110, 520, 740, 'url(#grain)', 0)}
${t(210, 200, r.kicker.toUpperCase(), { size: 20, weight: 700, fill: accent, spacing: 3 })}${t(210, 330, r.title.split(' ')[0], { size: 84, weight: 700, fill: '#fff', family: DISPLAY })}${t(210, 420, r.title.split(' ').slice(1).join(' '), { size: 84, weight: 700, fill: '#fff', family: DISPLAY })}
<circle cx="560" cy="640" r="130" fill="${accent}"/>${mark(b, 490, 570, 140, primary, accent)}${lockup(b, 210, 770, 44, '#fff', primary)}</g>`;
  const spread = `<g filter="url(#shadow)">${rect(760, 190, 700, 620, '#fff')}${rect(1108, 190, 4, 620, '#0001')}
${t(800, 270, r.lines[0], { size: r.lines[0].length > 14 ? 26 : 40, weight: 700, fill: primary, family: DISPLAY })}${lines(800, 300, 270, 8, '#0002', 24, 8)}
${rect(800, 520, 270, 240, light)}<circle cx="935" cy="640" r="80" fill="none" stroke="${accent}" stroke-width="26" stroke-dasharray="330 500"/><circle cx="935" cy="640" r="80" fill="none" stroke="${primary}" stroke-width="26" stroke-dasharray="0 330 170 500"/>
${rect(1150, 230, 270, 250, dark)}${t(1175, 340, r.lines[1] ?? b.tag, { size: 30, weight: 700, fill: '#fff', family: DISPLAY })}${t(1175, 440, b.tag, { size: 18, fill: extra })}
${r.lines.slice(2).map((l, i) => `${t(1150, 540 + i * 120, l, { size: 24, weight: 700, fill: dark })}${lines(1150, 560 + i * 120, 250, 2, '#0002', 22, 8)}`).join('')}</g>`;
  const grain = `<defs><pattern id="grain" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 40 L40 0" stroke="#fff" stroke-opacity="0.05" stroke-width="10"/></pattern></defs>`;
  return frame(W, H, grain + fill(W, H, light) + rect(0, H * 0.5, W, H * 0.5, extra, 0, 'opacity="0.35"'), cover + spread);
}

/** Nine posts of the client's social feed. */
/** @type {Scene} */
function social(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  const words = b.social ?? [b.tag];
  const styles = [[primary, '#fff'], [accent, dark], [dark, '#fff'], [light, dark], [extra, '#fff'], [primary, accent], [dark, accent], [accent, dark], [primary, '#fff']];
  const posts = words.slice(0, 9).map((w, i) => {
    const x = 420 + (i % 3) * 260; const y = 130 + Math.floor(i / 3) * 260;
    const [bg, ink] = styles[i];
    const cut = w.length > 12 ? w.lastIndexOf(' ', Math.ceil(w.length / 2) + 2) : -1;
    const parts = cut > 0 ? [w.slice(0, cut), w.slice(cut + 1)] : [w];
    const size = Math.min(46, Math.floor(204 / (Math.max(...parts.map((p) => p.length)) * 0.6)));
    return `${rect(x, y, 244, 244, bg, 6)}${i % 4 === 0 ? mark(b, x + 176, y + 18, 48, ink, bg) : ''}${parts.map((p, j) => t(x + 20, y + 150 + j * (size + 6), p, { size, weight: 700, fill: ink, family: DISPLAY })).join('')}${t(x + 20, y + 222, `@${b.mark.toLowerCase().replace(/[^a-z]/g, '')}`, { size: 14, weight: 600, fill: ink, opacity: 0.7 })}`;
  }).join('');
  const body = `${rect(380, 60, 840, 880, '#fff', 28, 'filter="url(#shadow)"')}${rect(380, 60, 840, 56, '#fff', 28)}${mark(b, 410, 70, 36, primary, '#fff')}${t(460, 98, `@${b.mark.toLowerCase().replace(/[^a-z]/g, '')}`, { size: 20, weight: 700, fill: dark })}${posts}`;
  return frame(W, H, gradient(W, H, `so-${b.symbol}`, light, accent, 135), body);
}

/** The logo lockup, large, with its reversed and small versions. */
/** @type {Scene} */
function logo(b, W, H) {
  const [dark, primary, accent, light] = b.palette;
  const body = `${rect(0, 0, 1600, 640, primary)}${lockup(b, 800, 220, 180, '#fff', primary, { anchor: 'middle' })}${t(800, 540, b.tag, { size: 40, weight: 500, fill: light, anchor: 'middle' })}
${rect(0, 640, 533, 360, light)}${lockup(b, 266, 770, 80, dark, light, { anchor: 'middle' })}
${rect(533, 640, 534, 360, dark)}${lockup(b, 800, 770, 80, accent, dark, { anchor: 'middle' })}
${rect(1067, 640, 533, 360, accent)}${mark(b, 1263, 720, 140, dark, accent)}`;
  return frame(W, H, fill(W, H, primary), body, { stageW: 1600, stageH: 1000 });
}

/** The palette with names, codes and where each colour is used. */
/** @type {Scene} */
function palette(b, W, H) {
  const names = ['Ink', 'Primary', 'Accent', 'Paper', 'Signal'];
  const use = ['Text, headers', 'Brand, buttons', 'Highlights', 'Backgrounds', 'Alerts, tags'];
  const body = b.palette.map((c, i) => {
    const ink = i === 3 ? b.palette[0] : '#fff';
    return `${rect(i * 320, 0, 320, 1000, c)}${t(i * 320 + 36, 760, names[i], { size: 40, weight: 700, fill: ink, family: DISPLAY })}${t(i * 320 + 36, 810, c.toUpperCase(), { size: 24, weight: 600, fill: ink })}${t(i * 320 + 36, 850, use[i], { size: 20, fill: ink, opacity: 0.8 })}`;
  }).join('') + mark(b, 60, 60, 90, '#fff', b.palette[0]);
  return frame(W, H, fill(W, H, b.palette[0]), body);
}

/** The type specimen in the client's colours. */
/** @type {Scene} */
function type(b, W, H) {
  const [dark, primary, accent, light] = b.palette;
  const body = `${t(100, 520, 'Aa', { size: 460, weight: 700, fill: primary, family: DISPLAY })}${t(860, 250, 'Space Grotesk', { size: 56, weight: 700, fill: dark, family: DISPLAY })}
${t(862, 300, 'Display · headlines and numbers', { size: 24, fill: dark, opacity: 0.6 })}${t(860, 420, b.tag, { size: 48, weight: 700, fill: dark, family: DISPLAY })}
${t(862, 480, 'Inter · text', { size: 24, weight: 600, fill: dark })}${lines(862, 510, 560, 4, '#0002', 26, 9)}
${t(100, 760, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', { size: 46, weight: 500, fill: dark, family: DISPLAY })}${t(100, 830, 'abcdefghijklmnopqrstuvwxyz 0123456789', { size: 46, weight: 400, fill: dark, opacity: 0.6, family: DISPLAY })}
`;
  return frame(W, H, fill(W, H, light) + rect(0, H - H * 0.04, W, H * 0.04, accent), body);
}

/** A repeat pattern built from the client's symbol. */
/** @type {Scene} */
function pattern(b, W, H) {
  const [dark, primary, accent, light, extra] = b.palette;
  let cells = '';
  for (let r = 0; r < 6; r += 1) {
    for (let c = 0; c < 10; c += 1) {
      const colors = [primary, accent, extra, light];
      const col = colors[(r * 3 + c) % 4];
      cells += (r + c) % 2 === 0 ? mark(b, c * 170 + 20, r * 170 + 20, 120, col, dark) : `<circle cx="${c * 170 + 80}" cy="${r * 170 + 80}" r="${(r + c) % 3 === 0 ? 20 : 10}" fill="${col}"/>`;
    }
  }
  return frame(W, H, fill(W, H, dark), cells, { stageW: 1700, stageH: 1000 });
}

/** Every client's mark on one wall: the studio's work at a glance. */
function wallOfWork(brands, W, H, { dark = '#0B1020' } = {}) {
  const list = Object.values(brands);
  const tiles = list.map((b, i) => {
    const x = 40 + (i % 3) * 520; const y = 40 + Math.floor(i / 3) * 320;
    const [bd, primary, accent] = b.palette;
    const bg = [primary, bd, accent][i % 3];
    const ink = i % 3 === 2 ? bd : '#fff';
    return `${rect(x, y, 500, 300, bg, 18)}${lockup(b, x + 250, y + 110, 64, ink, bg, { anchor: 'middle' })}${t(x + 250, y + 250, b.tag, { size: 22, weight: 500, fill: ink, anchor: 'middle', opacity: 0.85 })}`;
  }).join('');
  return frame(W, H, fill(W, H, dark), tiles, { stageW: 1600, stageH: 1000 });
}

/** @typedef {keyof typeof SCENES} SceneName */
export const SCENES = { laptop, phones, billboard, posterWall, packaging, brandBoard, stationery, report, social, logo, palette, type, pattern };
export { wallOfWork, esc, BODY, DISPLAY };
