/**
 * The six-page "Ukweli Africa Brand Guidelines" sample that the home page's PDF viewer opens: the
 * client's own mark (its check, drawn as vector paths), colours and words, printed by Chromium
 * (./render.mjs) with Inter and Space Grotesk embedded as subsets. Flat vector pages and no images
 * keep it small, so PDF.js shows the first page as soon as the file arrives.
 */
import { BRANDS } from './brands.mjs';
import { esc, symbol } from './svg.mjs';

const b = BRANDS.ukweli;
const [NAVY, TEAL, AMBER, PAPER, RED] = b.palette;

/** The check mark in a `size` mm square, in `fill` on `bg`. @param {number} size @param {string} fill @param {string} bg */
const markSvg = (size, fill, bg) => `<svg viewBox="0 0 100 100" style="width:${size}mm;height:${size}mm;display:block">${symbol(b.symbol, fill, bg)}</svg>`;

/** The lockup: the mark, UKWELI and AFRICA. @param {string} ink @param {string} bg @param {number} size */
const lockup = (ink, bg, size) => `<div class="lockup" style="color:${ink}">${markSvg(size, TEAL, bg)}<div><div class="word" style="font-size:${size * 0.62}mm">${esc(b.mark)}</div><div class="sub" style="font-size:${size * 0.2}mm">${esc(b.sub)}</div></div></div>`;

const CSS = `
@page { size: A4 landscape; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Inter, sans-serif; }
.page { width: 297mm; height: 210mm; padding: 20mm; position: relative; overflow: hidden; page-break-after: always; display: grid; grid-template-columns: 1fr 1fr; gap: 14mm; align-items: center; }
.page:last-child { page-break-after: auto; }
.dark { background: ${NAVY}; color: #fff; }
.light { background: ${PAPER}; color: ${NAVY}; }
.kicker { color: ${AMBER}; font-weight: 700; letter-spacing: .18em; text-transform: uppercase; font-size: 10pt; margin-bottom: 5mm; }
h1, h2 { font-family: 'Space Grotesk', sans-serif; margin: 0 0 6mm; line-height: 1.05; }
h1 { font-size: 40pt; } h2 { font-size: 30pt; }
p { font-size: 13pt; line-height: 1.5; margin: 0; max-width: 115mm; }
.foot { position: absolute; left: 20mm; right: 20mm; bottom: 10mm; font-size: 8.5pt; opacity: .7; display: flex; justify-content: space-between; }
.lockup { display: flex; align-items: center; gap: 5mm; }
.word { font-family: 'Space Grotesk', sans-serif; font-weight: 700; letter-spacing: .04em; line-height: 1; }
.sub { font-weight: 700; letter-spacing: .3em; opacity: .8; margin-top: 1.5mm; }
.values div { border-radius: 5mm; padding: 7mm 8mm; margin: 0 0 5mm; color: #fff; font-family: 'Space Grotesk', sans-serif; font-weight: 700; font-size: 20pt; }
.values small { display: block; font-family: Inter, sans-serif; font-weight: 500; font-size: 10.5pt; opacity: .9; margin-top: 1mm; }
.swatches { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.swatches div { border-radius: 3mm; height: 38mm; padding: 4mm; display: flex; flex-direction: column; justify-content: flex-end; font-size: 9.5pt; font-weight: 700; }
.swatches span { font-weight: 500; opacity: .85; }
.verdicts div { border-radius: 20mm; padding: 5mm 9mm; margin: 0 0 5mm; color: #fff; font-family: 'Space Grotesk', sans-serif; font-weight: 700; font-size: 18pt; letter-spacing: .08em; display: flex; justify-content: space-between; align-items: center; }
.verdicts small { font-family: Inter, sans-serif; font-weight: 500; font-size: 10pt; letter-spacing: 0; }
.specimen { font-family: 'Space Grotesk', sans-serif; font-weight: 700; font-size: 110pt; line-height: 1; }
.clear { border: 0.5mm dashed ${TEAL}; padding: 12mm; border-radius: 4mm; display: inline-block; }
`;

/**
 * One page: `side` is the left column's words, `art` the right column.
 * @param {number} n
 * @param {'dark' | 'light'} tone
 * @param {string} side
 * @param {string} art
 */
const page = (n, tone, side, art) =>
  `<section class="page ${tone}"><div>${side}</div><div>${art}</div><div class="foot"><span>Ukweli Africa · Brand Guidelines · Version 2.0</span><span>${n} / 6</span></div></section>`;

/** The whole document as HTML for the renderer's pdf(). */
export function guidelinesHtml() {
  const pages = [
    page(1, 'dark', `${lockup('#fff', NAVY, 26)}<div style="height:16mm"></div><div class="kicker">Brand guidelines · version 2.0</div><h1>Ukweli Africa Brand Guidelines</h1><p>How Ukweli Africa looks, speaks and behaves in print, on the web and on social media. Prepared by Nyota Creative.</p>`,
      `<div style="display:grid;place-items:center">${markSvg(120, TEAL, NAVY)}</div>`),
    page(2, 'light', `<div class="kicker">01 · Brand foundation</div><h2>Our story</h2><p>Ukweli means truth. Ukweli Africa trains journalists, publishes fact-checks and helps audiences tell evidence from rumour. The brand stands for clarity, courage and care.</p>`,
      `<div class="values"><div style="background:${NAVY}">Clarity<small>Say what we found, plainly.</small></div><div style="background:${TEAL}">Courage<small>Check the claims others will not.</small></div><div style="background:${RED}">Care<small>Correct without shaming.</small></div></div>`),
    page(3, 'dark', `<div class="kicker">02 · Identity</div><h2>The logo</h2><p>The mark is a check in a circle: a claim that has been verified. Keep clear space equal to the height of the check around it, and never stretch, recolour or outline it.</p>`,
      `<div class="clear">${lockup('#fff', NAVY, 30)}</div><div style="display:flex;gap:8mm;margin-top:10mm">${markSvg(24, TEAL, NAVY)}${markSvg(24, '#fff', NAVY)}${markSvg(24, AMBER, NAVY)}</div>`),
    page(4, 'light', `<div class="kicker">03 · Palette</div><h2>Colour</h2><p>Truth Navy leads and Verified Teal carries the mark. Signal Amber marks what matters: verdicts, calls to action and highlights. Alert Red is kept for false claims only.</p>`,
      `<div class="swatches">${[['Truth Navy', NAVY, '#fff'], ['Verified Teal', TEAL, '#fff'], ['Signal Amber', AMBER, NAVY], ['Alert Red', RED, '#fff'], ['Paper', PAPER, NAVY]]
        .map(([name, hex, ink]) => `<div style="background:${hex};color:${ink};${hex === PAPER ? `border:0.4mm solid ${NAVY}33;` : ''}">${name}<span>${hex}</span></div>`)
        .join('')}</div>`),
    page(5, 'dark', `<div class="kicker">04 · Type</div><h2>Typography</h2><p>Headlines are set in Space Grotesk, bold and short. Body text is Inter, at 11 pt or more in print and 16 px on screen, with generous line spacing for readers on small phones.</p>`,
      `<div class="specimen">Aa</div><p style="font-size:16pt;color:${AMBER};margin-top:6mm">Space Grotesk · Headlines<br>Inter · Body and captions</p>`),
    page(6, 'light', `<div class="kicker">05 · Fact-check system</div><h2>Verdict labels</h2><p>Every fact-check carries one of four verdicts. The colour and the word always appear together, so the verdict reads without colour too.</p>`,
      `<div class="verdicts">${[['TRUE', '#146C3A', 'The claim is accurate.'], ['MISLEADING', '#9A5B00', 'True in part, wrong in sum.'], ['FALSE', RED, 'The evidence says no.'], ['UNPROVEN', '#4A5163', 'Not enough evidence yet.']]
        .map(([label, colour, hint]) => `<div style="background:${colour}">${label}<small>${hint}</small></div>`)
        .join('')}</div>`),
  ];
  return `<style>${CSS}</style>${pages.join('')}`;
}
