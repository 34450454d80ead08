/**
 * The motion pieces of the site, each cut from shots (./shots.mjs) of one client's own facts:
 * the four case videos of /motion-graphics (30, 60, 90 and 45 seconds, spec 2.4) and the home
 * page's 8-second showreel. Their lengths are the ones the pages state.
 */
import { BRANDS } from '../brands.mjs';
import { DISPLAY, mark, rect, t as text } from '../svg.mjs';
import { W, H, ease, lerp, r1, seg } from './kit.mjs';
import { broadcast, grid, kinetic, logoReveal, plate, pulse, reelCard, stamps, step } from './shots.mjs';

/** @typedef {import('./kit.mjs').Shot} Shot */
/** @typedef {{ name: string, title: string, seconds: number, poster: number, shots: Shot[] }} Piece `poster`: the second whose (settled) frame is the poster and the thumbnails. */

const uk = BRANDS.ukweli;
const sun = BRANDS.sunharvest;
const mmu = BRANDS['money-and-markets-uganda'];
const up = BRANDS['urban-pulse'];

/** Drawings of the explainer's steps, in a 600x600 box; `p` runs from 0 to 1 as they draw. */
const UK_ART = {
  /** A phone with a message that is being forwarded again and again. @param {number} p */
  claim: (p) => `${rect(190, 70, 220, 440, '#0B0F17', 36)}${rect(204, 84, 192, 412, uk.palette[3], 26)}
${[0, 1, 2].map((i) => (p > i * 0.3 ? `${rect(220, 120 + i * 110, 160, 86, i % 2 ? '#fff' : uk.palette[1], 16)}${rect(236, 140 + i * 110, 120, 10, i % 2 ? '#0002' : '#fff8', 5)}${rect(236, 162 + i * 110, 90, 10, i % 2 ? '#0002' : '#fff8', 5)}` : '')).join('')}
${text(300, 570, `Forwarded ${Math.round(lerp(1, 1200, ease.out(p)))}×`, { size: 34, weight: 700, fill: '#fff', anchor: 'middle' })}`,
  /** A magnifier passing over a document. @param {number} p */
  source: (p) => `${rect(150, 110, 300, 380, '#fff', 14)}${[0, 1, 2, 3, 4, 5].map((i) => rect(185, 160 + i * 50, i === 2 ? 160 : 230, 14, '#0002', 7)).join('')}
<g transform="translate(${r1(lerp(170, 330, ease.inOut(p)))} ${r1(lerp(170, 320, ease.inOut(p)))})"><circle r="78" fill="${uk.palette[1]}33" stroke="${uk.palette[2]}" stroke-width="18"/><rect x="48" y="48" width="26" height="110" rx="13" fill="${uk.palette[2]}" transform="rotate(-45 48 48)"/></g>`,
  /** Three pieces of evidence ticked off one by one. @param {number} p */
  evidence: (p) => [0, 1, 2].map((i) => {
    const q = seg(p, i * 0.3, i * 0.3 + 0.3);
    return `${rect(130, 130 + i * 120, 340, 90, '#fff', 16)}${rect(240, 160 + i * 120, 190, 14, '#0002', 7)}${rect(240, 186 + i * 120, 120, 12, '#0002', 6)}
<circle cx="180" cy="${175 + i * 120}" r="28" fill="${q > 0 ? '#22A06B' : '#CBD5E1'}"/>${q > 0 ? `<path d="M166 ${175 + i * 120} l10 10 l18 -20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" pathLength="1" stroke-dasharray="1" stroke-dashoffset="${r1((1 - q) * 100) / 100}"/>` : ''}`;
  }).join(''),
  /** The published fact-check with its verdict. @param {number} p */
  verdict: (p) => `${rect(120, 110, 360, 380, '#fff', 18)}${rect(120, 110, 360, 90, uk.palette[0], 18)}${rect(120, 180, 360, 20, uk.palette[0])}
${mark(uk, 145, 128, 54, uk.palette[1], uk.palette[0])}${text(215, 167, 'UKWELI', { size: 30, weight: 700, fill: '#fff', family: DISPLAY })}
${[0, 1, 2, 3].map((i) => rect(150, 250 + i * 40, i === 3 ? 180 : 300, 14, '#0002', 7)).join('')}
<g transform="translate(300 440) rotate(${r1(lerp(-20, -6, ease.out(p)))}) scale(${r1(lerp(1.8, 1, ease.out(p)) * 100) / 100})" opacity="${p > 0 ? 1 : 0}">${rect(-130, -42, 260, 84, uk.palette[4], 42)}${text(0, 17, 'FALSE', { size: 46, weight: 700, fill: '#fff', anchor: 'middle', family: DISPLAY, spacing: 4 })}</g>`,
};

/** The showreel's last card: Nyota Creative's star and name. @type {Shot} */
const NYOTA_END = {
  dur: 1.8,
  moving: [[0, 1.2]],
  draw: (t) => {
    const p = ease.back(seg(t, 0, 0.7));
    const q = ease.out(seg(t, 0.35, 1.1));
    return `${rect(0, 0, W, H, '#0F2C59')}<g transform="translate(${W / 2} 360) rotate(${r1(lerp(-90, 0, ease.out(seg(t, 0, 0.8))))}) scale(${r1(p * 300) / 100})"><path d="M0 -60 l13 47 47 13 -47 13 -13 47 -13 -47 -47 -13 47 -13z" fill="#F2A93B"/></g>
<g opacity="${r1(q * 10) / 10}" transform="translate(0 ${r1((1 - q) * 30)})">${text(W / 2, 650, 'Nyota Creative', { size: 120, weight: 700, fill: '#fff', anchor: 'middle', family: DISPLAY })}${text(W / 2, 730, 'Motion · Brand · Digital', { size: 40, weight: 600, fill: '#F2A93B', anchor: 'middle', spacing: 4 })}</g>`;
  },
};

/** @type {Piece[]} */
export const PIECES = [
  {
    name: 'motion-sunharvest', title: 'Sunharvest Display Campaign', seconds: 30, poster: 13.5,
    shots: [
      kinetic(sun, { dur: 5, lines: ['GOLDEN', 'EVERY DAY.'], bg: sun.palette[0] }),
      plate(sun, { dur: 6, scene: 'packaging', kicker: 'Pure sunflower oil', title: '1 litre · 3 litres · 5 litres' }),
      plate(sun, { dur: 6, scene: 'billboard', kicker: 'Out of home', title: 'Roadside billboards across Kampala' }),
      kinetic(sun, { dur: 4, lines: ['FRY IT', 'GOLD.'], bg: sun.palette[1], hi: sun.palette[0] }),
      grid(sun, { dur: 5, title: 'One system, every feed' }),
      logoReveal(sun, { dur: 4 }),
    ],
  },
  {
    name: 'motion-ukweli', title: 'Ukweli Africa Explainer', seconds: 60, poster: 57,
    shots: [
      kinetic(uk, { dur: 6, lines: ['HOW A', 'FACT-CHECK', 'WORKS'], size: 150 }),
      step(uk, { dur: 10, n: 1, of: 4, title: 'A claim goes viral', body: ['A photo, a quote or a number', 'is shared thousands of times.'], art: UK_ART.claim }),
      step(uk, { dur: 10, n: 2, of: 4, title: 'We find the source', body: ['Who said it first, where,', 'and what they really said.'], art: UK_ART.source }),
      step(uk, { dur: 10, n: 3, of: 4, title: 'We check the evidence', body: ['Documents, data and experts:', 'at least two independent sources.'], art: UK_ART.evidence }),
      step(uk, { dur: 10, n: 4, of: 4, title: 'We publish the verdict', body: ['Sourced and explained,', 'in words anyone can share.'], art: UK_ART.verdict }),
      stamps(uk, { dur: 7, title: 'Every fact-check carries one verdict', verdicts: [['TRUE', '#22A06B'], ['MISLEADING', uk.palette[2]], ['FALSE', uk.palette[4]], ['UNPROVEN', '#4A5163']] }),
      logoReveal(uk, { dur: 7, line: 'Check before you share.' }),
    ],
  },
  {
    name: 'motion-mmu', title: 'Money and Markets Broadcast Package', seconds: 90, poster: 20,
    shots: [
      kinetic(mmu, { dur: 7, lines: ['MARKETS,', 'LIVE.'], kicker: 'MONEY AND MARKETS · DAILY' }),
      logoReveal(mmu, { dur: 7, bg: mmu.palette[0], ink: '#fff', line: 'Business news at seven, every weekday.' }),
      plate(mmu, { dur: 10, scene: 'phones', kicker: 'Second screen', title: 'Prices in the app as they move on air' }),
      broadcast(mmu, { dur: 12, story: 'Shilling steady against dollar', line: 'Bank of Uganda holds the central rate at 9.75%' }),
      grid(mmu, { dur: 9, title: 'Cut-downs for every feed' }),
      broadcast(mmu, { dur: 12, story: 'USE all-share index closes higher', line: 'MTN Uganda leads with a 1.4% gain' }),
      kinetic(mmu, { dur: 7, lines: ['COFFEE', 'EXPORTS UP'], kicker: 'TONIGHT’S BRIEF', bg: mmu.palette[1], hi: mmu.palette[0] }),
      broadcast(mmu, { dur: 12, story: 'Coffee exports up in October', line: 'Earnings rise 18% on the year' }),
      logoReveal(mmu, { dur: 14, line: 'Markets, live.' }),
    ],
  },
  {
    name: 'motion-urbanpulse', title: 'Urban Pulse Logo Animation', seconds: 45, poster: 15,
    shots: [
      pulse(up, { dur: 7, beats: ['FEEL', 'THE', 'CITY', 'KLA', 'KGL', 'DROP 06'] }),
      kinetic(up, { dur: 5, lines: ['FEEL', 'THE CITY.'] }),
      plate(up, { dur: 7, scene: 'posterWall', kicker: 'Drop 06', title: 'Posters for the launch weekend' }),
      kinetic(up, { dur: 4, lines: ['NIGHT', 'SHIFT'], bg: up.palette[1], hi: up.palette[2] }),
      grid(up, { dur: 7, title: 'Stories, reels, screens' }),
      plate(up, { dur: 7, scene: 'billboard', kicker: 'Urban Pulse x local artists', title: 'Feel the city.' }),
      pulse(up, { dur: 8, beats: ['URBAN', 'PULSE', 'KAMPALA', 'KIGALI'] }),
    ],
  },
  {
    name: 'home-reel', title: 'Nyota Creative Showreel', seconds: 8, poster: 7.7,
    shots: [
      reelCard(BRANDS.sunharvest, { dur: 1.25, work: 'Display campaign' }),
      reelCard(BRANDS.ukweli, { dur: 1.25, work: 'Brand guidelines · website' }),
      reelCard(BRANDS['urban-pulse'], { dur: 1.25, work: 'Creative direction' }),
      reelCard(BRANDS['money-and-markets-uganda'], { dur: 1.25, work: 'Mobile app · broadcast' }),
      reelCard(BRANDS.echotech, { dur: 1.2, work: 'Brand strategy' }),
      NYOTA_END,
    ],
  },
];

/** Throws when a piece's shots do not add up to its stated length. */
export function checkLengths() {
  for (const piece of PIECES) {
    const total = piece.shots.reduce((sum, s) => sum + s.dur, 0);
    if (Math.abs(total - piece.seconds) > 1e-6) throw new Error(`${piece.name}: shots last ${total} s, not ${piece.seconds} s`);
  }
}

