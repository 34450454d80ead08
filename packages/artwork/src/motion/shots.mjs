/**
 * The kinds of shot the motion pieces are cut from, each drawn from a client's own facts
 * (../brands.mjs): kinetic type, a piece of work revealed on a plate, a logo reveal, the steps of
 * an explainer, verdict stamps, a social grid, a broadcast lower third with a market ticker and a
 * pulse line. Text stays above SAFE_BOTTOM, clear of a player's controls.
 */
import { DISPLAY, mark, lockup, rect, t as text } from '../svg.mjs';
import { SCENES } from '../scenes.mjs';
import { H, SAFE_BOTTOM, W, ease, inAndOut, lerp, r1, seg, wipe } from './kit.mjs';

/** @typedef {import('../brands.mjs').Brand} Brand */
/** @typedef {import('./kit.mjs').Shot} Shot */

/** A line of big type that rises into view behind its own mask. @param {string} id @param {number} x @param {number} y @param {string} word @param {number} size @param {string} fill @param {number} p */
function risingLine(id, x, y, word, size, fill, p) {
  const dy = r1((1 - ease.out(p)) * size * 1.1);
  return `<defs><clipPath id="${id}"><rect x="${x - 20}" y="${y - size}" width="${W}" height="${size * 1.22}"/></clipPath></defs>
<g clip-path="url(#${id})"><g transform="translate(0 ${dy})">${text(x, y, word, { size, weight: 700, fill, family: DISPLAY, spacing: -2 })}</g></g>`;
}

/**
 * Kinetic type: lines rise one after another, a rule grows under them, the client's symbol turns
 * in at the right.
 * @param {Brand} b
 * @param {{ dur: number, lines: string[], size?: number, bg?: string, ink?: string, hi?: string, kicker?: string }} o
 * @returns {Shot}
 */
export function kinetic(b, { dur, lines, size = 168, bg = b.palette[0], ink = '#fff', hi = b.palette[2], kicker = b.name.toUpperCase() }) {
  const [, primary] = b.palette;
  const top = Math.round((SAFE_BOTTOM - lines.length * size * 1.02) / 2 + size * 0.9);
  return {
    dur,
    moving: inAndOut(dur, 2.2),
    draw: (t) => {
      const turn = ease.out(seg(t, 0.2, 1.8));
      const body = lines.map((line, i) => risingLine(`k${i}`, 150, top + i * size * 1.02, line, size, i === lines.length - 1 ? hi : ink, seg(t, 0.15 + i * 0.2, 0.85 + i * 0.2))).join('');
      const rule = rect(150, top + (lines.length - 1) * size * 1.02 + 48, r1(520 * ease.out(seg(t, 0.6, 1.6))), 12, hi, 6);
      const kick = text(152, top - size - 10, kicker, { size: 30, weight: 700, fill: hi, spacing: 6, opacity: seg(t, 0.4, 1.2) });
      return `${rect(0, 0, W, H, bg)}<g opacity="0.16" transform="rotate(${r1(lerp(-40, 0, turn))} 1540 ${H / 2}) translate(1540 ${H / 2}) scale(${r1(lerp(0.6, 1, turn) * 100) / 100}) translate(-300 -300)">${mark(b, 0, 0, 600, primary, bg)}</g>
${kick}${body}${rule}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * A piece of the client's work (one of ../scenes.mjs) revealed from its centre and settling from
 * a slight zoom, with a caption that slides in above it.
 * @param {Brand} b
 * @param {{ dur: number, scene: import('../scenes.mjs').SceneName, kicker: string, title: string }} o
 * @returns {Shot}
 */
export function plate(b, { dur, scene, kicker, title }) {
  const [dark, primary, accent] = b.palette;
  const art = SCENES[scene](b, 1600, 1000);
  const pw = 1400;
  const ph = 875;
  const px = (W - pw) / 2;
  const py = 170;
  return {
    dur,
    moving: inAndOut(dur, 2),
    draw: (t) => {
      const open = ease.inOut(seg(t, 0.15, 1.1));
      const zoom = lerp(1.14, 1, ease.out(seg(t, 0.15, 2)));
      const cw = pw * open;
      const slide = ease.out(seg(t, 0.7, 1.6));
      return `${rect(0, 0, W, H, dark)}<defs><clipPath id="plate"><rect x="${r1(px + (pw - cw) / 2)}" y="${py}" width="${r1(cw)}" height="${ph}" rx="18"/></clipPath></defs>
<g clip-path="url(#plate)"><g transform="translate(${W / 2} ${py + ph / 2}) scale(${r1(zoom * 1000) / 1000}) translate(${-pw / 2} ${-ph / 2})"><svg x="0" y="0" width="${pw}" height="${ph}" viewBox="0 0 1600 1000">${art.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</svg></g></g>
<g opacity="${r1(slide * 10) / 10}" transform="translate(${r1(lerp(-60, 0, slide))} 0)">${rect(px, 56, 12, 76, accent, 6)}${text(px + 36, 88, kicker.toUpperCase(), { size: 26, weight: 700, fill: accent, spacing: 5 })}${text(px + 36, 132, title, { size: 40, weight: 700, fill: '#fff', family: DISPLAY })}</g>
${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * The logo reveal: rings burst from the centre, the symbol pops and turns into place, the
 * wordmark is uncovered from the left and the line fades up under it.
 * @param {Brand} b
 * @param {{ dur: number, line?: string, bg?: string, ink?: string }} o
 * @returns {Shot}
 */
export function logoReveal(b, { dur, line = b.tag, bg = b.palette[3], ink = b.palette[0] }) {
  const [, primary, accent] = b.palette;
  const cy = 390;
  const size = 230;
  const lockW = 1400;
  return {
    dur,
    moving: inAndOut(dur, 2.6),
    draw: (t) => {
      const rings = [0, 0.18, 0.36].map((d, i) => {
        const p = seg(t, d, d + 1.3);
        return p > 0 && p < 1 ? `<circle cx="${W / 2}" cy="${cy}" r="${r1(80 + p * 700)}" fill="none" stroke="${[primary, accent, primary][i]}" stroke-width="${r1(26 * (1 - p))}" opacity="${r1((1 - p) * 10) / 10}"/>` : '';
      }).join('');
      const pop = ease.back(seg(t, 0.1, 0.9));
      const turn = lerp(-120, 0, ease.out(seg(t, 0.1, 1.1)));
      const reveal = ease.inOut(seg(t, 0.9, 1.8));
      const lift = ease.out(seg(t, 1.5, 2.4));
      const symbol = `<g transform="translate(${W / 2} ${cy}) rotate(${r1(turn)}) scale(${r1(pop * 100) / 100}) translate(${-size / 2} ${-size / 2})">${mark(b, 0, 0, size, primary, bg)}</g>`;
      const word = `<defs><clipPath id="lock"><rect x="${(W - lockW) / 2}" y="${cy + 150}" width="${r1(lockW * reveal)}" height="170"/></clipPath></defs>
<g clip-path="url(#lock)">${text(W / 2, cy + 262, b.mark, { size: 112, weight: 700, fill: ink, family: DISPLAY, anchor: 'middle', spacing: 4 })}</g>`;
      const tag = `<g opacity="${r1(lift * 10) / 10}" transform="translate(0 ${r1((1 - lift) * 30)})">${text(W / 2, cy + 330, b.sub, { size: 30, weight: 700, fill: primary, anchor: 'middle', spacing: 10 })}${text(W / 2, cy + 400, line, { size: 40, weight: 500, fill: ink, anchor: 'middle' })}</g>`;
      return `${rect(0, 0, W, H, bg)}${rings}${symbol}${word}${tag}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * One step of an explainer: its number counts in, the title and text slide in at the left, and a
 * drawing of the step (`art`, in a 600x600 box) grows in at the right.
 * @param {Brand} b
 * @param {{ dur: number, n: number, of: number, title: string, body: string[], art: (p: number) => string }} o
 * @returns {Shot}
 */
export function step(b, { dur, n, of, title, body, art }) {
  const [dark, primary, accent, light] = b.palette;
  return {
    dur,
    moving: inAndOut(dur, 2.4),
    draw: (t) => {
      const a = ease.out(seg(t, 0.2, 1.1));
      const c = ease.out(seg(t, 0.5, 1.4));
      const dots = Array.from({ length: of }, (_, i) => `<circle cx="${160 + i * 40}" cy="130" r="${i + 1 === n ? 12 : 8}" fill="${i + 1 <= n ? accent : '#ffffff40'}"/>`).join('');
      const left = `<g opacity="${r1(a * 10) / 10}" transform="translate(${r1(lerp(-80, 0, a))} 0)">${text(150, 360, String(n).padStart(2, '0'), { size: 190, weight: 700, fill: accent, family: DISPLAY })}</g>
<g opacity="${r1(c * 10) / 10}" transform="translate(${r1(lerp(-60, 0, c))} 0)">${text(154, 480, title, { size: 76, weight: 700, fill: '#fff', family: DISPLAY })}${body.map((l, i) => text(156, 560 + i * 54, l, { size: 36, fill: light, opacity: 0.9 })).join('')}</g>`;
      const g = ease.back(seg(t, 0.5, 1.5));
      const drawing = `<g transform="translate(1400 ${SAFE_BOTTOM / 2 + 30}) scale(${r1(g * 100) / 100}) translate(-300 -300)"><circle cx="300" cy="300" r="290" fill="${primary}" opacity="0.25"/>${art(seg(t, 0.9, 2.4))}</g>`;
      return `${rect(0, 0, W, H, dark)}${dots}${left}${drawing}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * Verdict labels stamped one after another, each with its colour and its word.
 * @param {Brand} b
 * @param {{ dur: number, title: string, verdicts: Array<[string, string]> }} o
 * @returns {Shot}
 */
export function stamps(b, { dur, title, verdicts }) {
  const [dark, primary, , light] = b.palette;
  return {
    dur,
    moving: inAndOut(dur, 0.6 + verdicts.length * 0.45 + 0.6),
    draw: (t) => {
      const head = ease.out(seg(t, 0.1, 0.8));
      const labels = verdicts.map(([word, color], i) => {
        const p = seg(t, 0.6 + i * 0.45, 1.0 + i * 0.45);
        if (p === 0) return '';
        const s = lerp(1.6, 1, ease.out(p));
        const x = 250 + (i % 2) * 760;
        const y = 330 + Math.floor(i / 2) * 190;
        return `<g opacity="${r1(Math.min(1, p * 2) * 10) / 10}" transform="translate(${x + 330} ${y + 60}) rotate(${r1(lerp(-8, i % 2 ? 2 : -2, ease.out(p)))}) scale(${r1(s * 100) / 100}) translate(-330 -60)">${rect(0, 0, 660, 120, color, 60)}${text(330, 82, word, { size: 58, weight: 700, fill: '#fff', anchor: 'middle', family: DISPLAY, spacing: 6 })}</g>`;
      }).join('');
      return `${rect(0, 0, W, H, light)}<g opacity="${r1(head * 10) / 10}">${text(W / 2, 200, title, { size: 70, weight: 700, fill: dark, anchor: 'middle', family: DISPLAY })}</g>${labels}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * The client's social posts popping into a 3x3 grid, in its colours and words.
 * @param {Brand} b
 * @param {{ dur: number, title: string }} o
 * @returns {Shot}
 */
export function grid(b, { dur, title }) {
  const [dark, primary, accent, light, extra] = b.palette;
  const words = b.social ?? [];
  const tile = 250;
  const gap = 24;
  const gx = 1000;
  const gy = 40;
  const colors = [primary, extra, accent, light, primary, extra, accent, light, primary];
  return {
    dur,
    moving: inAndOut(dur, 2.2),
    draw: (t) => {
      const tiles = words.slice(0, 9).map((w, i) => {
        const p = ease.back(seg(t, 0.2 + i * 0.12, 0.75 + i * 0.12));
        if (p <= 0) return '';
        const x = gx + (i % 3) * (tile + gap);
        const y = gy + Math.floor(i / 3) * (tile + gap);
        const bg = colors[i] ?? primary;
        const ink = bg === light || bg === accent ? dark : '#fff';
        const size = w.length > 14 ? 28 : w.length > 8 ? 34 : 48;
        return `<g transform="translate(${x + tile / 2} ${y + tile / 2}) scale(${r1(p * 100) / 100}) translate(${-tile / 2} ${-tile / 2})">${rect(0, 0, tile, tile, bg, 22)}${mark(b, 22, 22, 44, ink, bg)}${text(22, 200, w, { size, weight: 700, fill: ink, family: DISPLAY })}</g>`;
      }).join('');
      const a = ease.out(seg(t, 0.1, 1));
      return `${rect(0, 0, W, H, dark)}<g opacity="${r1(a * 10) / 10}" transform="translate(${r1(lerp(-60, 0, a))} 0)">${lockup(b, 150, 250, 90, '#fff', dark)}${text(150, 480, title, { size: 52, weight: 700, fill: '#fff', family: DISPLAY })}${text(152, 540, `@${b.mark.toLowerCase().replace(/[^a-z]/g, '')}`, { size: 32, fill: accent })}</g>${tiles}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * A news-programme frame: a market chart draws itself, a lower third slides in with the story and
 * the price board along the bottom of the safe area flips to the next company every few seconds.
 * @param {Brand} b
 * @param {{ dur: number, story: string, line: string }} o
 * @returns {Shot}
 */
export function broadcast(b, { dur, story, line }) {
  const [dark, primary, accent, light, extra] = b.palette;
  const rows = b.app?.rows ?? [];
  const points = Array.from({ length: 13 }, (_, i) => [180 + i * 130, 520 - ((i * 53) % 170) - i * 14]);
  const path = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  const every = 2.5;
  const flip = 0.4;
  /** @type {Array<[number, number]>} */
  const flips = [];
  for (let at = 2.5; at + flip < dur - 0.5; at += every) flips.push([at, at + flip]);
  /** Three prices at a time, from the `k`-th company on. @param {number} k */
  const board = (k) => [0, 1, 2].map((j) => {
    const [n, v, d] = rows[(k + j) % Math.max(1, rows.length)] ?? ['', '', ''];
    const x = 240 + j * 560;
    return `${text(x, 0, n, { size: 28, weight: 600, fill: '#fff' })}${text(x + 330, 0, v, { size: 28, weight: 700, fill: '#fff' })}${text(x + 440, 0, d, { size: 26, weight: 700, fill: d.startsWith('-') ? extra : accent })}`;
  }).join('');
  return {
    dur,
    moving: [[0, 2.2], ...flips, [dur - 0.45, dur]],
    draw: (t) => {
      const drawn = ease.inOut(seg(t, 0.2, 2.2));
      const third = ease.out(seg(t, 1.2, 2));
      const done = flips.filter(([, e]) => t >= e).length;
      const current = flips.find(([s0, e]) => t > s0 && t < e);
      const p = current ? ease.inOut(seg(t, current[0], current[1])) : 0;
      const grid = Array.from({ length: 6 }, (_, i) => rect(180, 200 + i * 70, 1560, 2, '#ffffff14')).join('');
      const chart = `<path d="${path}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" pathLength="1" stroke-dasharray="1" stroke-dashoffset="${r1((1 - drawn) * 1000) / 1000}"/>`;
      const live = `${rect(180, 90, 150, 52, extra, 8)}${text(255, 127, 'LIVE', { size: 30, weight: 700, fill: '#fff', anchor: 'middle', spacing: 3 })}${text(360, 128, 'USE ALL-SHARE INDEX', { size: 30, weight: 700, fill: light, spacing: 3 })}`;
      const lower = `<g transform="translate(${r1(lerp(-1300, 0, third))} 0)">${rect(150, 600, 1100, 110, '#fff', 8)}${rect(150, 600, 18, 110, primary)}${text(196, 650, story, { size: 44, weight: 700, fill: dark, family: DISPLAY })}${text(198, 692, line, { size: 28, fill: dark, opacity: 0.7 })}
${rect(1250, 600, 130, 110, primary, 8)}<g transform="translate(1280 620)">${mark(b, 0, 0, 70, '#fff', primary)}</g></g>`;
      const ticker = `${rect(0, 730, W, 60, dark)}${rect(0, 730, 200, 60, accent)}${text(100, 770, 'MARKETS', { size: 26, weight: 700, fill: dark, anchor: 'middle', spacing: 2 })}
<defs><clipPath id="tick"><rect x="200" y="730" width="${W - 200}" height="60"/></clipPath></defs><g clip-path="url(#tick)"><g transform="translate(0 ${r1(770 - p * 60)})">${board(done)}</g>${p > 0 ? `<g transform="translate(0 ${r1(830 - p * 60)})">${board(done + 1)}</g>` : ''}</g>`;
      return `${rect(0, 0, W, H, '#06101F')}${rect(0, 0, W, 730, dark)}${grid}${live}${chart}${lower}${ticker}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * A pulse line drawn across the frame to the beat, the background flashing the client's colours
 * on each beat, until the symbol lands on the last peak.
 * @param {Brand} b
 * @param {{ dur: number, beats: string[] }} o
 * @returns {Shot}
 */
export function pulse(b, { dur, beats }) {
  const [dark, primary, accent, light, extra] = b.palette;
  const beat = 0.55;
  const end = beats.length * beat + 0.8;
  const pts = [[0, 420], [420, 420], [520, 220], [640, 640], [740, 330], [820, 420], [1180, 420], [1260, 260], [1340, 560], [1420, 420], [W, 420]];
  const path = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  const flashes = [primary, extra, accent, primary, extra, accent];
  return {
    dur,
    moving: [[0, end], [dur - 0.45, dur]],
    draw: (t) => {
      const i = Math.min(beats.length - 1, Math.floor(t / beat));
      const within = seg(t - i * beat, 0, beat);
      const bg = t < beats.length * beat ? (flashes[i % flashes.length] ?? primary) : dark;
      const drawn = ease.inOut(seg(t, 0, beats.length * beat));
      const word = t < beats.length * beat
        ? `<g transform="translate(${W / 2} 300) scale(${r1(lerp(1.25, 1, ease.out(within)) * 100) / 100})">${text(0, 60, beats[i] ?? '', { size: 200, weight: 700, fill: bg === accent ? dark : '#fff', anchor: 'middle', family: DISPLAY, spacing: -4 })}</g>`
        : '';
      const land = ease.back(seg(t, beats.length * beat, end));
      const logo = land > 0 ? `<g transform="translate(${W / 2} 420) scale(${r1(land * 100) / 100}) translate(-110 -110)">${mark(b, 0, 0, 220, accent, dark)}</g>${text(W / 2, 660, b.mark, { size: 96, weight: 700, fill: light, anchor: 'middle', family: DISPLAY, spacing: 8, opacity: r1(land * 10) / 10 })}` : '';
      const line = `<path d="${path}" fill="none" stroke="${land > 0 ? primary : '#fff'}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" pathLength="1" stroke-dasharray="1" stroke-dashoffset="${r1((1 - drawn) * 1000) / 1000}" opacity="${land > 0 ? 0.35 : 0.9}"/>`;
      return `${rect(0, 0, W, H, bg)}${line}${word}${logo}${wipe(t, dur, primary)}`;
    },
  };
}

/**
 * A quick card of the showreel: the client's colour, its symbol and its name, 1-2 seconds.
 * @param {Brand} b
 * @param {{ dur: number, work: string }} o
 * @returns {Shot}
 */
export function reelCard(b, { dur, work }) {
  const [dark, primary, accent, light] = b.palette;
  return {
    dur,
    moving: [[0, dur]],
    draw: (t) => {
      const p = ease.out(seg(t, 0, 0.6));
      const q = ease.out(seg(t, 0.2, 0.8));
      const drift = r1(lerp(0, -40, seg(t, 0, dur)));
      const out = seg(t, dur - 0.25, dur);
      return `${rect(0, 0, W, H, primary)}<circle cx="${r1(1380 + drift)}" cy="400" r="${r1(420 * p)}" fill="${dark}"/>
<g transform="translate(${r1(1380 + drift)} 400) rotate(${r1(lerp(-60, 0, p))}) scale(${r1(p * 100) / 100}) translate(-160 -160)">${mark(b, 0, 0, 320, accent, dark)}</g>
<g opacity="${r1(q * 10) / 10}" transform="translate(${r1(lerp(-80, 0, q))} 0)">${text(150, 420, b.mark, { size: 130, weight: 700, fill: '#fff', family: DISPLAY, spacing: 2 })}${text(154, 500, work, { size: 40, weight: 600, fill: light })}</g>
${out > 0 ? `<rect x="0" y="0" width="${W}" height="${H}" fill="${dark}" opacity="${r1(out * 10) / 10}"/>` : ''}`;
    },
  };
}

