#!/usr/bin/env node
/**
 * `npm run bench`: figures for the composed production build, printed (never asserted in tests).
 * 1. `/` against a React-only baseline page (desktop, median of 5 cold loads): time to first
 *    contentful paint, time to content, JS bytes (raw and gzip) and requests before content.
 * 1b. What federation weighs: first-load JS of `/` composed against the same pages built as one
 *    bundle without federation in this run (./weight.mjs).
 * 2. `/` and `/creative-design` under Lighthouse-style mobile throttling: LCP, CLS, first-load JS.
 *    The same page with its scripts in the head instead of after the first paint (./head-scripts.mjs).
 * 3. Lighthouse 12 (mobile defaults) on every public route of the route table, the median of
 *    BENCH_LIGHTHOUSE_RUNS (3) runs each; the server render of `/` and pages per second (./render.mjs).
 * 2b. Tap to answer (./tap-to-answer.mjs): the header's menu tapped the moment it is drawn on a
 *    phone, on slow 4G and poor 3G, on `/` and a case study: when the menu opened, and its budget.
 * 2c. PDF first page (./pdf-first-page.mjs): on broadband, "View PDF" clicked once `/` is live, until
 *    the Ukweli guidelines' page 1 is drawn (issue 63: within 1 s).
 * 3b. Content in the API (./content.mjs, issue 59): publish to visible on two gateway replicas (p95),
 *    a cold server render of an article with its data, the page cache's hits on pages nobody edited.
 * 3c. The main thread (./main-thread.mjs, issue 61): per public route at 4x CPU, style and layout
 *    and the longest task during load from Chromium's trace, with what filled them; taps after load
 *    at 6x CPU (a service card, the chat button, the pricing currency switch) to the next paint.
 * 4. One line per budget: the figure, the budget, and whether it holds.
 * BENCH_URL=http://... measures a site that is already running instead of starting one.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { buildBaseline } from './baseline/build.mjs';
import { benchRender } from './render.mjs';
import { benchContent } from './content.mjs';
import { WEIGHT_RATIO_BUDGET, benchWeight, printWeight } from './weight.mjs';
import { lighthouseAudit } from './lighthouse.mjs';
import { CHROMIUM, LAUNCH_ARGS, measure } from './measure.mjs';
import { serveStatic } from './static-server.mjs';
import { serveRewritten, withHeadScripts } from './head-scripts.mjs';
import { benchTapToAnswer } from './tap-to-answer.mjs';
import { benchPdfFirstPage } from './pdf-first-page.mjs';
import { FLOOR_LINE, benchMainThread } from './main-thread.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const PORTS = { site: 3400, api: 3401, sandbox: 3402, baseline: 3405, oneBundle: 3406, headScripts: 3407, sameProxy: 3408, contentApi: 3411, contentReplicas: [3412, 3413] };

/** Budgets kept by the team (first-load = every JS file the live page needed before it was ready). */
export const BUDGETS = {
  homeFirstLoadJsGzipKB: 175,
  homeServerRenderMs: 50,
  homeMobileLcpMs: 2500,
  homeMobileCls: 0.05,
  creativeDesignMobileLcpMs: 2500,
  // Issue 61: a median score of 97 with the head's hints, 100 once Lighthouse #16539 is corrected
  // (./same-paint-lcp.mjs), and TBT's median of 3 within 150 ms, on every public route.
  lighthouse: { performance: 97, performanceSamePaintLcp: 100, accessibility: 100, bestPractices: 95, seo: 95, tbtMs: 150, cls: 0 },
};

/**
 * The pages Lighthouse audits: every public page of the route table (issue 18), one address per
 * pattern (BENCH_LIGHTHOUSE_PAGES=/,/about for a quick run). Pages about one visitor and the admin are left out.
 */
const PRIVATE = /^\/(payment|dashboard|admin)/;
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES
  ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',')
  : JSON.parse(fs.readFileSync(path.join(root, 'shell', 'src', 'routing', 'routes.json'), 'utf8'))
      .owners.map((r) => r.path.replace('/:slug', r.path.startsWith('/blog') ? '/ai-in-modern-branding' : '/ukweli').replace(/\/\*$/, ''))
      .filter((p, i, all) => !PRIVATE.test(p) && all.indexOf(p) === i);
/**
 * Pages held to the accessibility budget only: the back office (issue 20) is noindex on purpose
 * (no SEO score) and staff-only (no performance budget). Its signed-in screens are checked with
 * axe-core in e2e/tests/admin.
 */
const ACCESSIBILITY_ONLY_PAGES = ['/admin'];

async function startSite() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  const child = spawn(process.execPath, [fileURLToPath(import.meta.resolve('@agency/gateway/start'))], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORTS.site),
      API_PORT: String(PORTS.api),
      SANDBOX_PORT: String(PORTS.sandbox),
      DATA_DIR: path.join(root, '.data', 'bench'),
      LOG_REQUESTS: 'false',
      // The bench is one client: its measurements must not meet the per-address budget of renders.
      RENDER_RATE_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${PORTS.site}`;
  // Measure the site as visitors get it: once the gateway has loaded every remote's server code
  // (it says so after rendering a page of each).
  await new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.on('data', (d) => {
      const text = String(d);
      if (text.includes('[start] ready')) ready = true;
      if (ready && /\[start\] (pages are rendered on the server|server rendering is off)/.test(text)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the site stopped (exit ${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (v) => (v === null || v === undefined ? '-' : Math.round(v).toString());

function row(label, m) {
  return [
    label.padEnd(34),
    m.profile.padEnd(14),
    ms(m.fcp).padStart(7),
    ms(m.ready).padStart(9),
    ms(m.lcp).padStart(7),
    (m.cls ?? 0).toFixed(3).padStart(7),
    kb(m.jsRaw).padStart(10),
    kb(m.jsGzip).padStart(11),
    String(m.jsFiles).padStart(9),
    String(m.requests).padStart(9),
  ].join(' ');
}

const HEADER = [
  'page'.padEnd(34),
  'profile'.padEnd(14),
  'FCP ms'.padStart(7),
  'ready ms'.padStart(9),
  'LCP ms'.padStart(7),
  'CLS'.padStart(7),
  'JS raw KB'.padStart(10),
  'JS gzip KB'.padStart(11),
  'JS files'.padStart(9),
  'requests'.padStart(9),
].join(' ');

async function main() {
  const baselineDir = path.join(here, '.baseline-dist');
  await buildBaseline(baselineDir);
  const baselineServer = await serveStatic(baselineDir, PORTS.baseline);
  const site = await startSite();
  const executablePath = CHROMIUM;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  // "ready" is the live page: the shell marks <html data-page-ready> once the app has rendered the
  // page and nothing is loading. The server-made first paint shows the content earlier (FCP, LCP),
  // but the JS figures count every file the live page needed, not the ones before that paint.
  const ready = 'html[data-page-ready="true"] [data-remote] h1, html[data-page-ready="true"] [data-remote] h2';
  try {
    console.log(`Bench: ${RUNS} cold loads each, medians. Sizes: JS files finished before the page was live ("ready").\n`);
    console.log(HEADER);
    const home = await measure(browser, `${site.url}/`, { runs: RUNS, readySelector: ready });
    const base = await measure(browser, `http://127.0.0.1:${PORTS.baseline}/`, { runs: RUNS, readySelector: 'h1' });
    console.log(row('/ (composed site)', home));
    console.log(row('baseline (React alone)', base));
    const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}x` : '-');
    console.log(
      `${'ratio composed / baseline'.padEnd(34)} ${''.padEnd(14)} ${ratio(home.fcp, base.fcp).padStart(7)} ${ratio(home.ready, base.ready).padStart(9)} ${''.padStart(7)} ${''.padStart(7)} ${ratio(home.jsRaw, base.jsRaw).padStart(10)} ${ratio(home.jsGzip, base.jsGzip).padStart(11)} ${ratio(home.jsFiles, base.jsFiles).padStart(9)} ${ratio(home.requests, base.requests).padStart(9)}`,
    );

    console.log(`All JS of / once idle, with what loads after the page is live (the chat): ${kb(home.jsAllGzip)} KB gzip.`);
    console.log(`Remotes / fetched anything of: ${home.remotes.join(', ') || 'none'} (the back office, admin, must not be one).`);

    const weight = await benchWeight(browser, site.url, { runs: RUNS, port: PORTS.oneBundle });
    printWeight(weight);

    console.log('\nMobile, Lighthouse-style throttling (slow 4G, 4x CPU):');
    console.log(HEADER);
    const homeMobile = await measure(browser, `${site.url}/`, { runs: RUNS, profile: 'mobile-slow4g', readySelector: ready });
    console.log(row('/', homeMobile));
    const cdMobile = await measure(browser, `${site.url}/creative-design`, { runs: RUNS, profile: 'mobile-slow4g', readySelector: ready });
    console.log(row('/creative-design', cdMobile));
    // The same page with its scripts asked for from the head (./head-scripts.mjs), as before the
    // gateway's script loader: what starting them after the first paint changes for a visitor.
    // Both through the same rewriting proxy, so the detour costs them alike.
    const headProxy = await serveRewritten(site.url, PORTS.headScripts, withHeadScripts);
    const sameProxy = await serveRewritten(site.url, PORTS.sameProxy, (html) => html);
    let headMobile;
    let loaderMobile;
    try {
      loaderMobile = await measure(browser, `http://127.0.0.1:${PORTS.sameProxy}/`, { runs: RUNS, profile: 'mobile-slow4g', readySelector: ready });
      headMobile = await measure(browser, `http://127.0.0.1:${PORTS.headScripts}/`, { runs: RUNS, profile: 'mobile-slow4g', readySelector: ready });
    } finally {
      headProxy.close();
      sameProxy.close();
    }
    console.log(row('/ scripts after paint (proxied)', loaderMobile));
    console.log(row('/ scripts from the head (proxied)', headMobile));
    console.log(
      `Scripts after the first paint / from the head, on /: FCP ${ratio(loaderMobile.fcp, headMobile.fcp)}, LCP ${ratio(loaderMobile.lcp, headMobile.lcp)}, live ${ratio(loaderMobile.ready, headMobile.ready)}.`,
    );

    // Issue 52: the header's menu tapped the moment it is drawn, on slow 4G and poor 3G.
    const taps = await benchTapToAnswer(browser, site.url);

    // Issue 63: the Ukweli guidelines' first page within 1 s of the click, on broadband.
    const pdfRows = await benchPdfFirstPage(browser, [{ label: '/', url: `${site.url}/` }]);

    // Issue 61: the main thread during load (4x CPU) and taps after it (6x CPU), from the trace.
    // Every public route, as Lighthouse below (BENCH_MAIN_THREAD_PAGES=/,/blog for a subset).
    const mainThreadPages = process.env.BENCH_MAIN_THREAD_PAGES !== undefined ? process.env.BENCH_MAIN_THREAD_PAGES.split(',').filter(Boolean) : LIGHTHOUSE_PAGES;
    const mainThread = process.env.BENCH_MAIN_THREAD === '0' ? { rows: [] } : await benchMainThread(browser, site.url, { pages: mainThreadPages });

    const audits = [];
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      // Let the browsers of the loads above exit before Lighthouse times anything.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      console.log(`\nLighthouse 12, mobile defaults (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS} runs per page (the median-score run; TBT the median of all runs):`);
      // `#16539`: the performance score once Lighthouse's preloading bug is out (./same-paint-lcp.mjs; `?` if it cannot be worked out).
      console.log(`${'page'.padEnd(30)} ${'perf'.padStart(5)} ${'#16539'.padStart(7)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'JS KB'.padStart(7)}`);
      // TBT follows the machine's speed at the time (its 4x CPU multiplies what this machine does):
      // Lighthouse's benchmark index of every run is printed with the table, to read it against.
      const speeds = [];
      for (const pagePath of LIGHTHOUSE_PAGES) {
        // One Lighthouse run swings by 10+ points on a shared 2-core machine (CPU steal): take the
        // run with the median performance score of LIGHTHOUSE_RUNS, as Lighthouse's docs advise.
        const runs = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouseAudit(`${site.url}${pagePath}`, executablePath));
        for (const r of runs) if (r.benchmarkIndex) speeds.push(r.benchmarkIndex);
        const middle = Math.floor(runs.length / 2);
        // The budget is on TBT's own median (issue 18), which need not be the median-score run's.
        const tbtMedian = runs.map((r) => r.tbt ?? 0).sort((x, y) => x - y)[middle];
        runs.sort((x, y) => x.performance - y.performance);
        // The score without Lighthouse's preloading bug: its own median over the runs, as TBT's.
        const fixed = runs.map((r) => r.performanceSamePaintLcp);
        const samePaintMedian = fixed.includes(null) ? null : [...fixed].sort((x, y) => x - y)[middle];
        const a = { ...runs[middle], tbt: tbtMedian, performanceSamePaintLcp: samePaintMedian };
        audits.push([pagePath, a]);
        console.log(
          `${pagePath.padEnd(30)} ${String(a.performance).padStart(5)} ${String(a.performanceSamePaintLcp ?? '?').padStart(7)} ${String(a.accessibility).padStart(5)} ${String(a.bestPractices).padStart(5)} ${String(a.seo).padStart(5)} ${ms(a.fcp).padStart(7)} ${ms(a.lcp).padStart(7)} ${ms(a.tbt).padStart(7)} ${(a.cls ?? 0).toFixed(3).padStart(6)} ${kb(a.jsBytes).padStart(7)}`,
        );
        if (runs.length > 1) console.log(`${''.padEnd(30)} each run (performance / #16539 / TBT ms): ${runs.map((r) => `${r.performance} / ${r.performanceSamePaintLcp ?? '?'} / ${ms(r.tbt)}`).join(', ')}`);
        const misses = [...a.failedA11y, ...a.failedBestPractices, ...a.failedSeo];
        if (misses.length) console.log(`${''.padEnd(30)} audits below full marks: ${misses.join(', ')}`);
      }
      const withoutBug = audits.filter(([, a]) => a.performanceSamePaintLcp === 100).length;
      console.log(`Pages at 100 once Lighthouse's preloading bug (#16539) is out: ${withoutBug} of ${audits.length}.`);
      if (speeds.length) {
        speeds.sort((x, y) => x - y);
        console.log(`Lighthouse benchmark index of this machine over those runs: median ${Math.round(speeds[Math.floor(speeds.length / 2)])} (${Math.round(speeds[0])}-${Math.round(speeds.at(-1))}; higher is faster).`);
      }
    }

    const a11yOnly = [];
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      for (const pagePath of ACCESSIBILITY_ONLY_PAGES) {
        const a = await lighthouseAudit(`${site.url}${pagePath}`, executablePath);
        a11yOnly.push([pagePath, a]);
        console.log(`${pagePath.padEnd(30)} ${'-'.padStart(5)} ${String(a.accessibility).padStart(5)}   (accessibility only: a noindex, staff-only page)`);
        if (a.failedA11y.length) console.log(`${''.padEnd(30)} audits below full marks: ${a.failedA11y.join(', ')}`);
      }
    }

    // The renderer alone, in this process (no HTTP): what one page costs the server when not cached.
    // Pages read their content from the API (issue 59): the renderer asks the site's API.
    const render = await benchRender({ apiUrl: process.env.BENCH_API_URL || `http://127.0.0.1:${PORTS.api}` });
    console.log(`\nServer render (page cache off): / in ${render.homeRenderMs.toFixed(1)} ms (median), ${render.pagesPerSecond.toFixed(0)} pages/s over the public pages.`);

    // Issue 59: publish to visible on two replicas, a cold article render with its data, the page cache's hits on pages nobody edited.
    const contentRows = await benchContent({ ports: { api: PORTS.contentApi, replicas: PORTS.contentReplicas } });

    console.log('\nBudgets:');
    if (mainThread.results?.floor) console.log(FLOOR_LINE(mainThread.results.floor));
    const budgets = [
      ['server render of / with the cache off (ms)', Number(render.homeRenderMs.toFixed(1)), BUDGETS.homeServerRenderMs, (v, b) => v <= b],
      ['first-load JS of / (gzip KB)', Number(kb(home.jsGzip)), BUDGETS.homeFirstLoadJsGzipKB, (v, b) => v <= b],
      ['first-load JS of /, composed / one bundle', Number(weight.ratio.toFixed(2)), WEIGHT_RATIO_BUDGET, (v, b) => v <= b],
      // Issue 20: the back office's code is fetched only when /admin is opened.
      ['files of the admin remote fetched by /', home.remotes.includes('admin') ? 1 : 0, 0, (v, b) => v <= b],
      ['LCP of / on mobile (ms)', Math.round(homeMobile.lcp), BUDGETS.homeMobileLcpMs, (v, b) => v <= b],
      ['CLS of / on mobile', Number((homeMobile.cls ?? 0).toFixed(3)), BUDGETS.homeMobileCls, (v, b) => v <= b],
      ['LCP of /creative-design on mobile (ms)', Math.round(cdMobile.lcp), BUDGETS.creativeDesignMobileLcpMs, (v, b) => v <= b],
    ];
    for (const [name, value, budget] of [...taps, ...pdfRows, ...mainThread.rows]) budgets.push([name, value, budget, (v, b) => v <= b]);
    for (const [name, value, budget, holds] of contentRows) budgets.push([name, value, budget, () => holds]);
    const atLeast = (v, b) => v >= b;
    for (const [pagePath, a] of audits) {
      budgets.push([`Lighthouse performance ${pagePath}, median of ${LIGHTHOUSE_RUNS}`, a.performance, BUDGETS.lighthouse.performance, atLeast]);
      // `?` when the correction cannot be worked out from the report: not a figure, so not held.
      budgets.push([`Lighthouse performance ${pagePath}, corrected for #16539`, a.performanceSamePaintLcp ?? '?', BUDGETS.lighthouse.performanceSamePaintLcp, atLeast]);
      budgets.push([`Lighthouse accessibility ${pagePath}`, a.accessibility, BUDGETS.lighthouse.accessibility, atLeast]);
      budgets.push([`Lighthouse best practices ${pagePath}`, a.bestPractices, BUDGETS.lighthouse.bestPractices, atLeast]);
      budgets.push([`Lighthouse SEO ${pagePath}`, a.seo, BUDGETS.lighthouse.seo, atLeast]);
      budgets.push([`Lighthouse TBT ${pagePath} (ms), median of ${LIGHTHOUSE_RUNS}`, Math.round(a.tbt ?? 0), BUDGETS.lighthouse.tbtMs, (v, b) => v <= b]);
      budgets.push([`Lighthouse CLS ${pagePath}`, Number((a.cls ?? 0).toFixed(3)), BUDGETS.lighthouse.cls, (v, b) => v <= b]);
    }
    for (const [pagePath, a] of a11yOnly) budgets.push([`Lighthouse accessibility ${pagePath}`, a.accessibility, BUDGETS.lighthouse.accessibility, atLeast]);
    for (const [name, value, budget, ok] of budgets) {
      console.log(`budget: ${name} = ${value} (budget ${budget}) ${ok(value, budget) ? 'holds' : 'EXCEEDED'}`);
    }
  } finally {
    await browser.close();
    baselineServer.close();
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
