#!/usr/bin/env node
'use strict';
/**
 * Generates the downloadable documents the API serves (real PDF, DOCX, XLSX and ZIP files), so
 * they are reproducible from text kept in the repository. Run: node services/assets/tools/generate-assets.js
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..');

// ---- ZIP (DOCX and XLSX are ZIP packages too) -------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // A fixed date keeps the bytes identical from one generation to the next.
  const dosTime = 0, dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const { name, data } of entries) {
    const raw = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
    const deflated = zlib.deflateRawSync(raw, { level: 9 });
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x0800, 6); local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10); local.writeUInt16LE(dosDate, 12); local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18); local.writeUInt32LE(raw.length, 22); local.writeUInt16LE(nameBuf.length, 26); local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10); central.writeUInt16LE(dosTime, 12); central.writeUInt16LE(dosDate, 14); central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20); central.writeUInt32LE(raw.length, 24); central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, deflated);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + deflated.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

// ---- PDF: text pages in Helvetica ------------------------------------------------------------
function pdfEscape(s) {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}
function wrap(text, width) {
  const words = text.split(' ');
  const lines = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > width) { lines.push(line); line = w; } else line = (line + ' ' + w).trim();
  }
  if (line) lines.push(line);
  return lines;
}
/** pages: [{ title, paragraphs: [text] }] */
function pdf(docTitle, pages) {
  const objects = [];
  const add = (body) => { objects.push(body); return objects.length; };
  const catalogId = add(null);
  const pagesId = add(null);
  const fontBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageIds = [];
  for (const page of pages) {
    let y = 770;
    let stream = `0.11 0.11 0.13 rg\nBT /F1 22 Tf 56 ${y} Td (${pdfEscape(page.title)}) Tj ET\n`;
    y -= 14;
    stream += `0.89 0.34 0.18 rg 56 ${y} 80 4 re f\n0.2 0.2 0.24 rg\n`;
    y -= 30;
    for (const para of page.paragraphs) {
      const heading = para.startsWith('# ');
      const lines = heading ? [para.slice(2)] : wrap(para, 88);
      for (const line of lines) {
        stream += `BT /${heading ? 'F1 13' : 'F2 11'} Tf 56 ${y} Td (${pdfEscape(line)}) Tj ET\n`;
        y -= heading ? 20 : 16;
      }
      y -= 8;
    }
    stream += `0.45 0.45 0.5 rg BT /F2 9 Tf 56 40 Td (${pdfEscape(docTitle + ' - Nyota Creative')}) Tj ET\n`;
    const contentId = add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`);
    pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontBold} 0 R /F2 ${font} 0 R >> >> /Contents ${contentId} 0 R >>`));
  }
  const infoId = add(`<< /Title (${pdfEscape(docTitle)}) /Author (Nyota Creative) >>`);
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => { offsets.push(Buffer.byteLength(out)); out += `${i + 1} 0 obj\n${body}\nendobj\n`; });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---- DOCX and XLSX -----------------------------------------------------------------------------
const xmlEscape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
function docx(paragraphs) {
  const body = paragraphs
    .map((p) => {
      const heading = p.startsWith('# ');
      const text = heading ? p.slice(2) : p;
      const props = heading ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : '';
      return `<w:p><w:r>${props}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
    })
    .join('');
  return zip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
    { name: '_rels/.rels', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
    { name: 'word/document.xml', data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>` },
  ]);
}
function xlsx(rows) {
  const col = (i) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map((row, r) => `<row r="${r + 1}">${row
      .map((v, c) => {
        const ref = `${col(c)}${r + 1}`;
        if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
        if (typeof v === 'string' && v.startsWith('=')) return `<c r="${ref}"><f>${xmlEscape(v.slice(1))}</f></c>`;
        return `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(v)}</t></is></c>`;
      })
      .join('')}</row>`)
    .join('');
  return zip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>' },
    { name: '_rels/.rels', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>' },
    { name: 'xl/workbook.xml', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Persona scores" sheetId="1" r:id="rId1"/></sheets></workbook>' },
    { name: 'xl/_rels/workbook.xml.rels', data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>' },
    { name: 'xl/worksheets/sheet1.xml', data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>` },
  ]);
}

// ---- The documents -------------------------------------------------------------------------------
const starterGuide = pdf('Brand Starter Guide', [
  { title: 'Brand Starter Guide', paragraphs: [
    'A short, practical guide for African small and medium businesses that want a brand customers remember.',
    '# 1. Know why you exist',
    'Write one sentence that says what you do, for whom, and why it matters. Test it on three customers and keep the words they repeat back to you.',
    '# 2. Know whom you serve',
    'Describe your best customer: where they live, what they earn, which phone they use, what they fear and what they hope for. Brand for that person first.',
    '# 3. Choose a voice',
    'Pick three words for how you sound (for example warm, direct, proud). Use them to check every post, sign and message before it goes out.',
  ] },
  { title: 'Your first 30 days', paragraphs: [
    '# Week 1: audit',
    'Collect every place your brand appears: signage, receipts, WhatsApp profile, social pages. Note what is inconsistent.',
    '# Week 2: fix the basics',
    'One logo file, two colours, one typeface family. Replace the old versions everywhere you can.',
    '# Week 3: tell one story',
    'Share one customer story a week, in their own words, with their permission.',
    '# Week 4: measure',
    'Count enquiries, repeat customers and referrals. Keep what works and drop what does not.',
    'Need help? Write to hello@nyotacreative.com or visit our Resource Hub.',
  ] },
]);

const toolkitChecklist = pdf('Brand Toolkit Checklist', [
  { title: 'Brand Toolkit Checklist', paragraphs: [
    'Tick each item once it is done and used consistently everywhere.',
    '[ ] Logo in colour, black and white, for light and dark backgrounds',
    '[ ] Two brand colours with their codes written down',
    '[ ] One typeface family for headings and text',
    '[ ] A one-line description of what you do',
    '[ ] A WhatsApp Business profile with your logo and hours',
    '[ ] A photo style: real people, natural light, your own places',
    '[ ] A simple template for social posts',
  ] },
]);

const brandToolkit = zip([
  { name: 'brand-toolkit/README.txt', data: 'Nyota Creative - Brand Toolkit\r\n\r\nInside:\r\n- brand-toolkit-checklist.pdf: the basics every brand needs\r\n- colour-palette-worksheet.csv: write down your colours\r\n- voice-and-tone.txt: three words that shape how you sound\r\n' },
  { name: 'brand-toolkit/brand-toolkit-checklist.pdf', data: toolkitChecklist },
  { name: 'brand-toolkit/colour-palette-worksheet.csv', data: 'Role,Name,HEX,RGB,Where it is used\r\nPrimary,,,,\r\nSecondary,,,,\r\nAccent,,,,\r\nDark text,,,,\r\nLight background,,,,\r\n' },
  { name: 'brand-toolkit/voice-and-tone.txt', data: 'Our voice in three words:\r\n1.\r\n2.\r\n3.\r\n\r\nWe always say:\r\n\r\nWe never say:\r\n' },
]);

const personaGuide = docx([
  '# Brand Persona Guide',
  'Personas turn "our customers" into people you can picture. This guide walks you through building three of them in one afternoon.',
  '# Step 1: gather what you already know',
  'List your ten best customers. Note their age range, town, work, how they found you and why they stayed.',
  '# Step 2: interview five of them',
  'Ask: What were you trying to do when you found us? What almost stopped you from buying? What would you tell a friend about us?',
  '# Step 3: group the answers',
  'Look for two or three patterns in goals and worries. Each pattern becomes a persona.',
  '# Step 4: write the persona',
  'Name, photo, one-line goal, three frustrations, the channels they use, and a quote in their own words.',
  '# Step 5: use it',
  'Pin the personas where your team works. Before any campaign, ask which persona it serves.',
]);

const toolsPackage = pdf('Persona Tools Package', [
  { title: 'Empathy Map', paragraphs: ['Fill one map per persona.', '# Says', '# Thinks', '# Does', '# Feels', '# Pains', '# Gains'] },
  { title: 'Customer Journey Canvas', paragraphs: ['Follow one persona from first hearing of you to recommending you.', '# Awareness', '# Consideration', '# Purchase', '# Use', '# Recommendation'] },
  { title: 'Persona One-Pager', paragraphs: ['# Name and photo', '# Goal in one line', '# Three frustrations', '# Channels and devices', '# A quote in their own words'] },
]);

const scoreGuide = xlsx([
  ['Persona', 'Reach (1-5)', 'Value (1-5)', 'Fit (1-5)', 'Score'],
  ['Market trader', 5, 3, 4, '=B2*0.3+C2*0.4+D2*0.3'],
  ['SME owner', 4, 4, 5, '=B3*0.3+C3*0.4+D3*0.3'],
  ['Corporate buyer', 2, 5, 3, '=B4*0.3+C4*0.4+D4*0.3'],
  ['Weights', 0.3, 0.4, 0.3, 'Reach 30%, value 40%, fit 30%'],
]);

const files = {
  'public/brand-starter-guide.pdf': starterGuide,
  'public/brand-toolkit.zip': brandToolkit,
  'hub/brand-persona-guide.docx': personaGuide,
  'hub/persona-tools-package.pdf': toolsPackage,
  'hub/persona-score-guide.xlsx': scoreGuide,
};
for (const [name, data] of Object.entries(files)) {
  const file = path.join(ROOT, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`${name} (${data.length} bytes)`);
}
