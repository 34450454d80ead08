/**
 * What federation costs in weight: first-load JS of `/` (gzip, every script the page needed
 * before it was live) on the composed site against the same page built as one bundle without
 * federation (./one-bundle), built in the same run. Runs alone with a site already running:
 *   BENCH_URL=http://localhost:3000 node e2e/bench/weight.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { buildOneBundle } from './one-bundle/build.mjs';
import { CHROMIUM, LAUNCH_ARGS, measure } from './measure.mjs';
import { serveStatic } from './static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The live page's content, on both builds (the shell marks the page ready once it has settled). */
export const READY = 'html[data-page-ready="true"] [data-remote] h1, html[data-page-ready="true"] [data-remote] h2';
export const WEIGHT_RATIO_BUDGET = 1.3;

export async function benchWeight(browser, siteUrl, { runs = 5, port = 3406 } = {}) {
  const dir = path.join(here, '.one-bundle-dist');
  await buildOneBundle(dir);
  const server = await serveStatic(dir, port);
  try {
    const composed = await measure(browser, `${siteUrl}/`, { runs, readySelector: READY });
    const oneBundle = await measure(browser, `http://127.0.0.1:${port}/`, { runs, readySelector: READY });
    return { composed, oneBundle, ratio: composed.jsGzip / oneBundle.jsGzip };
  } finally {
    server.close();
  }
}

/** The scripts that carry the federation runtime: the shell's main chunk and each remote's entry. */
export function runtimeCarriers(scripts) {
  return scripts.filter(({ url }) => /^\/main\.[0-9a-f]+\.js$|\/remoteEntry\.js$/.test(new URL(url).pathname));
}

export function printWeight({ composed, oneBundle, ratio }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`First-load JS of / (gzip): composed ${kb(composed.jsGzip)} KB in ${composed.jsFiles} scripts; one bundle without federation ${kb(oneBundle.jsGzip)} KB in ${oneBundle.jsFiles} scripts; composed / one bundle = ${ratio.toFixed(2)} (budget ${WEIGHT_RATIO_BUDGET}).`);
  // What each KB is (issue 61): every script of the composed page before it was live, largest first.
  for (const [name, build] of [['composed', composed], ['one bundle', oneBundle]]) {
    console.log(`  ${name}:`);
    for (const { url, gzip } of [...(build.scripts ?? [])].sort((x, y) => y.gzip - x.gzip)) console.log(`  ${kb(gzip).padStart(6)} KB  ${new URL(url).pathname}`);
  }
  const carriers = runtimeCarriers(composed.scripts ?? []);
  if (carriers.length) {
    console.log(`  Carrying the federation runtime: ${carriers.map(({ url, gzip }) => `${new URL(url).pathname} ${kb(gzip)} KB`).join(', ')} (the shell's main chunk is nearly all runtime).`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const executablePath = CHROMIUM;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  try {
    printWeight(await benchWeight(browser, process.env.BENCH_URL || 'http://localhost:3000', { runs: Number(process.env.BENCH_RUNS || 3), port: Number(process.env.BENCH_ONE_BUNDLE_PORT || 3406) }));
  } finally {
    await browser.close();
  }
}
