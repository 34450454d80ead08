#!/usr/bin/env node
'use strict';
/**
 * `npm run bench:assistant -w services` (also the end of `npm run bench`): the site assistant's
 * quality on bench/assistant-questions.json, against the built API (services/dist) on PGlite
 * with the seeded content, in process (no network; the time is the answer's own, from the
 * message to the reply, index warm).
 * Prints, per topic and overall:
 * - the share answered with the right page first (budget >= 90 %), and for price questions the
 *   catalog's amount in the right currency;
 * - the share of answers that state something the content does not (budget 0): every number in a
 *   reply must be a number of the published content, the catalog or the contact facts, and every
 *   capitalised name a word of them or of the assistant's fixed texts;
 * - server time p95 per answer (budget <= 50 ms).
 * Exits 1 when a budget is missed.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const DIST = path.resolve(__dirname, '..', 'dist');
const QUESTIONS = JSON.parse(fs.readFileSync(path.join(__dirname, 'assistant-questions.json'), 'utf8'));

/** Every number written in a text (thousands separators dropped, "1,000+" is 1000). */
const numbersOf = (text) => (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, '').replace(/\.$/, ''));
/** Capitalised words not at a sentence's start: names, places, products. */
const namesOf = (text) =>
  text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?:“”"•])\s+/))
    .flatMap((sentence) => sentence.replace(/^[•“"(\s]+/, '').split(/\s+/).slice(1))
    .map((w) => w.replace(/^[“"(]+|[”"),.!?:;]+$/g, '').replace(/['’]s$/, ''))
    .filter((w) => /^\p{Lu}/u.test(w));

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const { createApp } = require(path.join(DIST, 'app.factory'));
  const { loadConfig } = require(path.join(DIST, 'config', 'load-config'));
  const { AssistantService } = require(path.join(DIST, 'assistant', 'assistant.service'));
  const { SiteIndex } = require(path.join(DIST, 'assistant', 'site-index'));
  const { OPENINGS } = require(path.join(DIST, 'assistant', 'reply-rules'));
  const { ANSWER_WITHIN } = require(path.join(DIST, 'assistant', 'site-facts'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: dataDir });
  const app = await createApp({ logger: false, config });
  await app.init();
  try {
    const assistant = app.get(AssistantService);
    const docs = await app.get(SiteIndex).documents();
    // The contact details as published (the `contact` entry): the numbers the contact answers offer.
    const contact = await app.get(SiteIndex).contact();
    // What the site says: the published content, the catalog (price documents), the contact facts, the fixed texts.
    const corpus = [
      ...docs.flatMap((d) => [d.title, d.href, ...d.passages]),
      JSON.stringify(contact),
      ...Object.values(OPENINGS),
      ANSWER_WITHIN,
    ].join('\n');
    const knownNumbers = new Set(numbersOf(corpus));
    const knownWords = new Set(corpus.split(/[^\p{L}\p{N}&'’-]+/u));
    // The assistant's own wording around passages (templates in assistant.service.ts).
    for (const w of ['Here', 'Our', 'Shall', 'Please', 'You', 'I', 'UGX', 'RWF', 'WhatsApp', 'E-mail', 'Contact', 'Call', 'Tool', 'Training', 'Resource', 'Hub', 'Data-driven', 'Branding']) knownWords.add(w);

    // Warm the index (built on first use) and the code paths, as a running API is.
    await assistant.reply({ conversationId: 'bench-warm-up', message: 'hello', currency: 'UGX' });

    const times = [];
    const rows = [];
    for (const [i, item] of QUESTIONS.entries()) {
      const started = process.hrtime.bigint();
      const reply = await assistant.reply({ conversationId: `bench-${i}-question`, message: item.question, currency: item.currency });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      const first = reply.links[0]?.href;
      let right = first === item.page;
      if (item.price) {
        const wantCurrency = /\b(rwf|francs?|rwanda|rwandan)\b/i.test(item.question) ? 'RWF' : /\b(ugx|shillings?|uganda|ugandan)\b/i.test(item.question) ? 'UGX' : item.currency;
        const price = (reply.prices ?? []).find((p) => p.key === item.price.key);
        right = right && Boolean(price) && price.amount === item.price.amount && price.currency === wantCurrency;
      }
      const unknownNumbers = numbersOf(reply.text).filter((n) => !knownNumbers.has(n));
      const unknownNames = namesOf(reply.text).filter((w) => !knownWords.has(w));
      rows.push({ ...item, first, right, invented: [...unknownNumbers, ...unknownNames], text: reply.text });
    }

    const topics = [...new Set(rows.map((r) => r.topic))];
    console.log('Site assistant bench: %d questions (bench/assistant-questions.json)\n', rows.length);
    for (const topic of topics) {
      const of = rows.filter((r) => r.topic === topic);
      console.log(`  ${topic.padEnd(14)} ${of.filter((r) => r.right).length}/${of.length} right page first`);
    }
    const wrong = rows.filter((r) => !r.right);
    if (wrong.length) {
      console.log('\nNot answered with the right page first:');
      for (const r of wrong) console.log(`  - "${r.question}": expected ${r.page}${r.price ? ` (${r.price.key} ${r.price.amount})` : ''}, got ${r.first ?? 'no link'}`);
    }
    const invented = rows.filter((r) => r.invented.length);
    if (invented.length) {
      console.log('\nStating something the content does not:');
      for (const r of invented) console.log(`  - "${r.question}": ${r.invented.join(', ')}`);
    }
    const rightShare = (100 * (rows.length - wrong.length)) / rows.length;
    const inventedShare = (100 * invented.length) / rows.length;
    const p95 = percentile(times, 95);
    console.log('');
    console.log(`right page first:          ${rightShare.toFixed(1)} % (budget >= 90 %)`);
    console.log(`answers stating non-facts: ${inventedShare.toFixed(1)} % (budget 0 %)`);
    console.log(`server time p95 / answer:  ${p95.toFixed(2)} ms (budget <= 50 ms; median ${percentile(times, 50).toFixed(2)} ms)`);
    const ok = rightShare >= 90 && invented.length === 0 && p95 <= 50;
    console.log(ok ? '\nAll budgets met.' : '\nBUDGET MISSED.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
