/**
 * The resource files the API serves (services/assets/): the home page's two free resources and the
 * resource hub's persona kit, written as real documents a customer can use.
 *   public/brand-starter-guide.pdf   a six-page guide
 *   public/brand-toolkit.zip          a checklist (PDF), a palette and a voice worksheet (XLSX, DOCX)
 *   hub/brand-persona-guide.docx      the persona guide, in sections, with worked examples
 *   hub/persona-tools-package.pdf     printable canvases: empathy map, journey, one-pager, interview
 *   hub/persona-score-guide.xlsx      the scoring sheet, with weights and formulas
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './render.mjs';
import { docx, xlsx, zip } from './ooxml.mjs';
import * as C from './document-content.mjs';
import { CONTACT_PAGE } from './agency.mjs';

const OUT = path.join(ROOT, 'services', 'assets');
const NAVY = '#0F2C59';
const AMBER = '#F2A93B';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The printed look shared by the PDFs: A4 pages, the brand's navy and amber, Inter and Space Grotesk. */
const PRINT_CSS = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Inter, sans-serif; color: #1F2937; font-size: 10.5pt; line-height: 1.5; }
.page { width: 210mm; height: 297mm; padding: 22mm 20mm 20mm; position: relative; page-break-after: always; overflow: hidden; }
.page:last-child { page-break-after: auto; }
.cover { background: ${NAVY}; color: #fff; display: flex; flex-direction: column; justify-content: flex-end; }
.cover h1 { font-family: 'Space Grotesk', sans-serif; font-size: 44pt; line-height: 1.05; margin: 0 0 6mm; }
.cover .kicker { color: ${AMBER}; font-weight: 700; letter-spacing: .2em; text-transform: uppercase; font-size: 10pt; }
.cover p { font-size: 13pt; max-width: 140mm; opacity: .9; }
.star { position: absolute; top: 22mm; right: 20mm; width: 22mm; height: 22mm; }
h2 { font-family: 'Space Grotesk', sans-serif; color: ${NAVY}; font-size: 22pt; margin: 0 0 4mm; }
h3 { font-size: 12pt; margin: 6mm 0 2mm; color: #111827; }
.num { color: ${AMBER}; font-weight: 700; font-size: 10pt; letter-spacing: .16em; text-transform: uppercase; }
.foot { position: absolute; bottom: 10mm; left: 20mm; right: 20mm; display: flex; justify-content: space-between; font-size: 8pt; color: #6B7280; border-top: 1px solid #E5E7EB; padding-top: 3mm; }
ul { padding-left: 5mm; margin: 2mm 0; } li { margin: 1mm 0; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.box { border: 1.2px solid #CBD5E1; border-radius: 3mm; padding: 4mm; min-height: 52mm; }
.box b { color: ${NAVY}; display: block; margin-bottom: 1mm; }
.box small { color: #6B7280; }
.lines { background: repeating-linear-gradient(#fff 0 7mm, #E5E7EB 7mm 7.3mm); min-height: 30mm; margin-top: 2mm; }
.check { display: flex; gap: 3mm; align-items: flex-start; padding: 2.2mm 0; border-bottom: 1px solid #F1F5F9; }
.check i { flex: none; width: 4.5mm; height: 4.5mm; border: 1.4px solid ${NAVY}; border-radius: 1mm; margin-top: .6mm; }
.check span small { display: block; color: #6B7280; }
table { width: 100%; border-collapse: collapse; margin: 3mm 0; font-size: 9.5pt; }
th { background: ${NAVY}; color: #fff; text-align: left; padding: 2mm; } td { border-bottom: 1px solid #E5E7EB; padding: 2mm; vertical-align: top; }
.quote { border-left: 1.5mm solid ${AMBER}; padding: 1mm 0 1mm 4mm; font-style: italic; color: #374151; margin: 4mm 0; }
.stage { display: grid; grid-template-columns: repeat(5, 1fr); gap: 2mm; }
.stage div { border: 1.2px solid #CBD5E1; border-radius: 2mm; padding: 2mm; min-height: 34mm; font-size: 8.5pt; }
.stage div b { display: block; color: #fff; background: ${NAVY}; margin: -2mm -2mm 2mm; padding: 1.5mm 2mm; border-radius: 2mm 2mm 0 0; }
`;

const STAR = `<svg class="star" viewBox="0 0 64 64"><path d="M32 4l7 21 21 7-21 7-7 21-7-21-21-7 21-7z" fill="${AMBER}"/></svg>`;
export const foot = (doc, n) => `<div class="foot"><span>Nyota Creative · ${esc(doc)}</span><span>${esc(CONTACT_PAGE)} · ${n}</span></div>`;
const list = (items) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

function starterGuideHtml() {
  const g = C.STARTER_GUIDE;
  const pages = [`<section class="page cover">${STAR}<div class="kicker">Free resource</div><h1>${esc(g.title)}</h1><p>${esc(g.intro)}</p></section>`];
  g.chapters.forEach((ch, i) => {
    pages.push(`<section class="page"><div class="num">Step ${i + 1}</div><h2>${esc(ch.title)}</h2><p>${esc(ch.text)}</p>
<h3>Do this</h3>${list(ch.actions)}${ch.example ? `<div class="quote">${esc(ch.example)}</div>` : ''}<h3>Your notes</h3><div class="lines" style="min-height:60mm"></div>${foot(g.title, i + 2)}</section>`);
  });
  pages.push(`<section class="page"><div class="num">Plan</div><h2>Your first 30 days</h2><table><tr><th>Week</th><th>Focus</th><th>Done when</th></tr>${g.plan
    .map(([w, f, d]) => `<tr><td>${esc(w)}</td><td>${esc(f)}</td><td>${esc(d)}</td></tr>`)
    .join('')}</table><p>${esc(g.closing)}</p>${foot(g.title, g.chapters.length + 2)}</section>`);
  return pages.join('');
}

function checklistHtml() {
  const c = C.TOOLKIT_CHECKLIST;
  const groups = c.groups.map((grp) => `<h3>${esc(grp.title)}</h3>${grp.items.map(([item, hint]) => `<div class="check"><i></i><span>${esc(item)}<small>${esc(hint)}</small></span></div>`).join('')}`);
  const half = Math.ceil(groups.length / 2);
  return `<section class="page"><div class="num">Brand toolkit</div><h2>${esc(c.title)}</h2><p>${esc(c.intro)}</p>${groups.slice(0, half).join('')}${foot(c.title, 1)}</section>
<section class="page">${groups.slice(half).join('')}<h3>Score</h3><p>${esc(c.score)}</p>${foot(c.title, 2)}</section>`;
}

function toolsPackageHtml() {
  const t = C.TOOLS_PACKAGE;
  const cover = `<section class="page cover">${STAR}<div class="kicker">Persona kit</div><h1>${esc(t.title)}</h1><p>${esc(t.intro)}</p></section>`;
  const howTo = `<section class="page"><div class="num">Before you start</div><h2>How to use these tools</h2>${list(t.howTo)}<h3>What is inside</h3><table><tr><th>Tool</th><th>Use it to</th><th>Time</th></tr>${t.contents.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td><td>${esc(c)}</td></tr>`).join('')}</table>${foot(t.title, 2)}</section>`;
  const empathy = `<section class="page"><div class="num">Tool 1</div><h2>Empathy map</h2><p>Persona: ____________________________ &nbsp; Date: ____________</p><div class="grid">${t.empathy
    .map(([q, hint]) => `<div class="box"><b>${esc(q)}</b><small>${esc(hint)}</small><div class="lines"></div></div>`)
    .join('')}</div>${foot(t.title, 3)}</section>`;
  const journey = `<section class="page"><div class="num">Tool 2</div><h2>Customer journey canvas</h2><p>${esc(t.journeyIntro)}</p>${t.journeyRows
    .map((row) => `<h3>${esc(row)}</h3><div class="stage">${t.journeyStages.map((s) => `<div><b>${esc(s)}</b></div>`).join('')}</div>`)
    .join('')}${foot(t.title, 4)}</section>`;
  const onePager = `<section class="page"><div class="num">Tool 3</div><h2>Persona one-pager</h2><div class="grid">${t.onePager
    .map(([q, hint]) => `<div class="box" style="min-height:44mm"><b>${esc(q)}</b><small>${esc(hint)}</small><div class="lines" style="min-height:22mm"></div></div>`)
    .join('')}</div>${foot(t.title, 5)}</section>`;
  const interview = `<section class="page"><div class="num">Tool 4</div><h2>Interview script</h2><p>${esc(t.interviewIntro)}</p>${t.interview
    .map(([part, qs]) => `<h3>${esc(part)}</h3><ol>${qs.map((q) => `<li>${esc(q)}</li>`).join('')}</ol>`)
    .join('')}${foot(t.title, 6)}</section>`;
  return cover + howTo + empathy + journey + onePager + interview;
}

export async function makeDocuments(r) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-docs-'));
  const pdf = async (html, name) => {
    const file = path.join(tmp, name);
    await r.pdf(`<style>${PRINT_CSS}</style>${html}`, file);
    return fs.readFileSync(file);
  };
  const files = {
    'public/brand-starter-guide.pdf': await pdf(starterGuideHtml(), 'starter.pdf'),
    'hub/persona-tools-package.pdf': await pdf(toolsPackageHtml(), 'tools.pdf'),
    'hub/brand-persona-guide.docx': docx(C.PERSONA_GUIDE, { title: 'Brand Persona Guide' }),
    'hub/persona-score-guide.xlsx': xlsx(C.SCORE_SHEETS),
  };
  files['public/brand-toolkit.zip'] = zip([
    { name: 'brand-toolkit/README.txt', data: C.TOOLKIT_README },
    { name: 'brand-toolkit/brand-toolkit-checklist.pdf', data: await pdf(checklistHtml(), 'checklist.pdf') },
    { name: 'brand-toolkit/colour-palette-worksheet.xlsx', data: xlsx(C.PALETTE_SHEETS) },
    { name: 'brand-toolkit/voice-and-tone-worksheet.docx', data: docx(C.VOICE_WORKSHEET, { title: 'Voice and Tone Worksheet' }) },
  ]);
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
    fs.writeFileSync(path.join(OUT, name), data);
    process.stdout.write(`${name} (${Math.round(data.length / 1024)} KB) `);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
