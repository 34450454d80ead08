#!/usr/bin/env node
/**
 * Lighthouse on the same pages with and without the head's script hints, both through the same
 * rewriting proxy (./head-scripts.mjs), so that the only difference is the hints:
 *
 *   node e2e/bench/lighthouse-without-hints.mjs http://localhost:3000 /contact /pricing
 *
 * Without the hints the loader still runs the scripts after the first paint, but asks for them
 * only then. It shows what the hints issue 52 asks for cost in Lighthouse's simulation
 * (docs/performance.md, "Why not 100"); the site itself always carries them.
 */
import { createRequire } from 'node:module';
import { serveRewritten } from './head-scripts.mjs';
import { lighthouseAudit } from './lighthouse.mjs';
import { CHROMIUM, median } from './measure.mjs';

const require = createRequire(import.meta.url);
const { PRELOAD_HINT } = require('@agency/gateway/script-loader');

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const PORTS = { same: 3409, withoutHints: 3410 };
const [siteUrl, ...pages] = process.argv.slice(2);
if (!siteUrl || !pages.length) {
  console.error('usage: lighthouse-without-hints.mjs <site url> <path> [<path> ...]');
  process.exit(2);
}

/** The page without its preload hints for scripts and JSON (the loader's list and the loader stay). */
const withoutHints = (html) => html.replace(PRELOAD_HINT, '');

const servers = [await serveRewritten(siteUrl, PORTS.same, (html) => html), await serveRewritten(siteUrl, PORTS.withoutHints, withoutHints)];
try {
  console.log(`Lighthouse 12 mobile, median of ${RUNS} runs, both through the same proxy: performance (each run), simulated LCP ms, TBT ms`);
  for (const pagePath of pages) {
    const runs = { hinted: [], withoutHints: [] };
    // Interleaved, so a busy minute of the host falls on both.
    for (let i = 0; i < RUNS; i += 1) {
      runs.hinted.push(await lighthouseAudit(`http://127.0.0.1:${PORTS.same}${pagePath}`, CHROMIUM));
      runs.withoutHints.push(await lighthouseAudit(`http://127.0.0.1:${PORTS.withoutHints}${pagePath}`, CHROMIUM));
    }
    const cell = (list) =>
      `${median(list.map((a) => a.performance))} (${list.map((a) => a.performance).join(', ')}), LCP ${Math.round(median(list.map((a) => a.lcp)))}, TBT ${Math.round(median(list.map((a) => a.tbt)))}`;
    console.log(`${pagePath.padEnd(24)} hinted ${cell(runs.hinted)} | without hints ${cell(runs.withoutHints)}`);
  }
} finally {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
}
