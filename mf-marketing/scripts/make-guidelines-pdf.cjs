'use strict';
/**
 * Writes the six-page "Ukweli Africa Brand Guidelines" sample shown in the home page's PDF viewer.
 * Run by generate-media.sh; pdfkit is not a dependency of the site (NODE_PATH=/tmp/pdfgen/node_modules).
 */
const fs = require('fs');
const PDFDocument = require('pdfkit');

const out = process.argv[2];
if (!out) throw new Error('usage: make-guidelines-pdf.cjs OUT.pdf');

const C = { navy: '#0F2C59', deep: '#0A1F40', blue: '#2A5CAA', amber: '#F2A93B', coral: '#E8553F', sand: '#EFE9DD', ink: '#0B1020' };
const doc = new PDFDocument({ size: [842, 595], margins: { top: 56, left: 56, right: 56, bottom: 16 }, info: { Title: 'Ukweli Africa Brand Guidelines', Author: 'Nyota Creative' } });
doc.pipe(fs.createWriteStream(out));

function star(x, y, s, colour) {
  doc
    .polygon([x, y - s], [x + s / 4, y - s / 4], [x + s, y], [x + s / 4, y + s / 4], [x, y + s], [x - s / 4, y + s / 4], [x - s, y], [x - s / 4, y - s / 4])
    .fill(colour);
}

function page(n, title, kicker, body, draw) {
  if (n > 1) doc.addPage();
  doc.rect(0, 0, 842, 595).fill(n % 2 ? C.deep : C.sand);
  const fg = n % 2 ? '#FFFFFF' : C.ink;
  doc.fillColor(C.amber).font('Helvetica-Bold').fontSize(11).text(kicker.toUpperCase(), 56, 56, { characterSpacing: 2 });
  doc.fillColor(fg).font('Helvetica-Bold').fontSize(34).text(title, 56, 80, { width: 420 });
  doc.fillColor(fg).font('Helvetica').fontSize(13).text(body, 56, 200, { width: 380, lineGap: 5 });
  draw();
  doc.fillColor(n % 2 ? '#C3C8D6' : '#4A5163').font('Helvetica').fontSize(9).text(`Ukweli Africa · Brand Guidelines · page ${n} of 6`, 56, 545);
}

page(1, 'Ukweli Africa Brand Guidelines', 'Nyota Creative for Ukweli Africa', 'How the Ukweli Africa brand looks, speaks and behaves across print, web and social media. Version 2.0, prepared by Nyota Creative.', () => {
  doc.circle(640, 300, 170).fill(C.blue);
  doc.circle(700, 240, 90).fill(C.amber);
  star(610, 330, 70, '#FFFFFF');
});
page(2, 'Our story', '01 · Brand foundation', 'Ukweli means truth. Ukweli Africa trains journalists, publishes fact-checks and helps audiences tell evidence from rumour. The brand stands for clarity, courage and care.', () => {
  [['Clarity', C.navy], ['Courage', C.coral], ['Care', C.amber]].forEach(([word, colour], i) => {
    doc.roundedRect(500, 120 + i * 120, 260, 96, 14).fill(colour);
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(24).text(word, 524, 156 + i * 120);
  });
});
page(3, 'The logo', '02 · Identity', 'The mark joins a speech bubble and a check. Keep clear space equal to the height of the check around it, and never stretch, recolour or outline it.', () => {
  doc.roundedRect(520, 150, 240, 180, 40).fill(C.blue);
  doc.moveTo(580, 245).lineTo(625, 290).lineTo(705, 200).lineWidth(18).strokeColor('#FFFFFF').stroke();
  doc.polygon([560, 330], [600, 330], [560, 380]).fill(C.blue);
});
page(4, 'Colour', '03 · Palette', 'Truth Blue leads. Signal Amber marks what matters: verdicts, calls to action and highlights. Alert Coral is kept for false claims only.', () => {
  [['Truth Blue', '#2A5CAA'], ['Deep Navy', '#0A1F40'], ['Signal Amber', '#F2A93B'], ['Alert Coral', '#E8553F']].forEach(([name, hex], i) => {
    doc.rect(480 + (i % 2) * 150, 110 + Math.floor(i / 2) * 190, 130, 130).fill(hex);
    doc.fillColor(C.ink).font('Helvetica-Bold').fontSize(11).text(`${name}  ${hex}`, 480 + (i % 2) * 150, 248 + Math.floor(i / 2) * 190);
  });
});
page(5, 'Typography', '04 · Type', 'Headlines are set bold and short. Body text stays at 11 pt or more in print and 16 px on screen, with generous line spacing for readers on small phones.', () => {
  doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(96).text('Aa', 520, 150);
  doc.fillColor(C.amber).font('Helvetica').fontSize(18).text('Headline · Bold\nBody · Regular\nCaption · Regular 9 pt', 520, 300, { lineGap: 8 });
});
page(6, 'Verdict labels', '05 · Fact-check system', 'Every fact-check carries one of four verdicts. The colour and the word always appear together, so the verdict reads without colour too.', () => {
  [['TRUE', '#146C3A'], ['MISLEADING', C.amber], ['FALSE', C.coral], ['UNPROVEN', '#4A5163']].forEach(([label, colour], i) => {
    doc.roundedRect(500, 110 + i * 90, 260, 64, 32).fill(colour);
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(20).text(label, 530, 132 + i * 90);
  });
});

doc.end();
