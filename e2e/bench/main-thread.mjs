/**
 * The main thread during load and after it (issue 61), from Chromium's own trace.
 *
 * 1. Each route loaded cold (in `npm run bench` every public route; alone, MAIN_THREAD_PAGES) on a
 *    phone-sized page (412 px) with the CPU 4x slower (CDP Emulation.setCPUThrottlingRate) and a
 *    devtools.timeline trace. From the renderer main thread's events until the page is live
 *    (`html[data-page-ready]`) and a quiet moment after:
 *    - style + layout: the union of UpdateLayoutTree (RecalculateStyles in older builds),
 *      ScheduleStyleRecalculation, InvalidateLayout and Layout, the events Lighthouse's "Style &
 *      Layout" group counts. PrePaint (paint property trees) is in Lighthouse's "Rendering" group,
 *      not this one: printed beside it, not added, so the figure reads against Lighthouse's.
 *    - the longest task: RunTask (ThreadControllerImpl::RunTask in older builds) on that thread.
 *    - the top contributors: self time per kind of event over the load (script by file and function),
 *      and what filled the longest task; style or layout run inside script is a forced one.
 *    Also the work itself, which the host's load moves less than the times: elements styled, layout
 *    objects laid out, and the time spent finding the stacks' system fonts.
 *    Median of BENCH_MAIN_THREAD_RUNS (3) loads per route.
 * 2. Taps after load with the CPU 6x slower: the home page's first service card, the chat button,
 *    the pricing page's currency switch; tap to next paint is the largest Event Timing duration
 *    (the browser's own INP measure) of that interaction, read in the page.
 *
 * `BENCH_URL=http://localhost:3410 node e2e/bench/main-thread.mjs` measures a running site alone
 * (BENCH_MAIN_THREAD_PAGES=/,/blog for a subset; BENCH_MAIN_THREAD_DETAIL=1 prints each run's
 * contributors).
 */
import http from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM, LAUNCH_ARGS, median } from './measure.mjs';

/** Budgets of issue 61 (ms, per page load at 4x CPU; taps at 6x CPU). */
export const MAIN_THREAD_BUDGETS = { styleLayoutMs: 150, longestTaskMs: 200, tapMs: 200 };

export const MAIN_THREAD_PAGES = ['/', '/blog', '/portfolio/ukweli', '/pricing', '/resource-hub', '/about', '/services', '/contact'];

const VIEWPORT = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * What the trace needs: the timeline's events and their JS stacks (a style or layout with a stack
 * was forced by script), the top-level tasks, V8's compile and run, and the page's own marks.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'fonts',
  '__metadata',
];

const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'InvalidateLayout', 'Layout']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.run', 'V8.Execute', 'FireIdleCallback', 'RunMicrotasks', 'XHRReadyStateChange']);

const shortUrl = (url) => {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.pathname.split('/').filter(Boolean).slice(-2).join('/') || u.host;
  } catch {
    return String(url).slice(-40);
  }
};

/** Trace events (B/E pairs made complete) of one thread, sorted for nesting: start, then longest first. */
function completeEvents(events) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.ph === 'X') out.push({ ...e, dur: e.dur ?? 0 });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      for (let i = open.length - 1; i >= 0; i -= 1) {
        if (open[i].name === e.name || !e.name) {
          const b = open.splice(i, 1)[0];
          out.push({ ...b, ph: 'X', dur: e.ts - b.ts, args: { ...b.args, ...e.args } });
          break;
        }
      }
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The label a piece of self time is counted under. */
function labelOf(e, scriptAncestor) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  switch (e.name) {
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ScheduleStyleRecalculation':
      return scriptAncestor ? `style (forced by ${scriptAncestor})` : 'style';
    case 'Layout':
    case 'InvalidateLayout':
      return scriptAncestor ? `layout (forced by ${scriptAncestor})` : 'layout';
    case 'FunctionCall':
      return `script ${shortUrl(d.url)}:${d.functionName || '(anonymous)'}`;
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${shortUrl(d.url ?? e.args?.data?.url) || '(inline)'}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.parseOnBackground':
      return `compile ${shortUrl(d.url ?? e.args?.fileName)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return `parse CSS ${shortUrl(d.styleSheetUrl)}`;
    case 'EventDispatch':
      return `event ${d.type ?? ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
      return `script (${e.name})`;
    case 'RunTask':
    case 'ThreadControllerImpl::RunTask':
      return 'task (other)';
    default:
      return e.name;
  }
}

/** The nearest script event enclosing `stack`'s top, as "file:function". */
function scriptName(stack) {
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const e = stack[i];
    if (!SCRIPT.has(e.name) && e.name !== 'v8.callFunction') continue;
    const d = e.args?.data ?? {};
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') return `${shortUrl(d.url)}:${d.functionName || (e.name === 'EvaluateScript' ? '(top level)' : '(anonymous)')}`;
    return e.name === 'EventDispatch' ? `event ${d.type ?? ''}` : e.name;
  }
  return null;
}

function unionMs(intervals) {
  const sorted = intervals.map((e) => [e.ts, e.ts + e.dur]).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  let start = 0;
  for (const [s, t] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      start = s;
      end = t;
    } else end = Math.max(end, t);
  }
  if (end > start) total += end - start;
  return total / 1000;
}

/**
 * Reads one load's trace: the page's renderer main thread (the CrRendererMain that parsed the
 * page's HTML), its events from the navigation until `endTs`, and the figures above.
 */
export function analyseTrace(traceEvents, pageUrl) {
  const mains = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const origin = new URL(pageUrl).origin;
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && mains.has(`${e.pid}:${e.tid}`) && String(e.args?.beginData?.url ?? '').startsWith(origin));
  if (!parse) throw new Error(`no ParseHTML of ${pageUrl} in the trace`);
  const thread = `${parse.pid}:${parse.tid}`;
  const readyMark = traceEvents.find((e) => e.name === 'agency:page-ready' && e.pid === parse.pid);
  const navStart = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === parse.pid && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin));
  const startTs = navStart?.ts ?? parse.ts;
  const events = completeEvents(traceEvents.filter((e) => `${e.pid}:${e.tid}` === thread && e.ts >= startTs && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E')));

  const styleLayout = events.filter((e) => STYLE_LAYOUT.has(e.name));
  const prePaint = unionMs(events.filter((e) => e.name === 'PrePaint'));
  const tasks = events.filter((e) => TASKS.has(e.name));
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? -1) ? b : a), null);

  // Self time per label over the whole load, and within the longest task.
  const bySelf = new Map();
  const inLongest = new Map();
  const stack = [];
  const selfOf = new Map();
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) selfOf.set(parent, (selfOf.get(parent) ?? parent.dur) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
    e.label = labelOf(e, STYLE_LAYOUT.has(e.name) ? scriptName(stack) : null);
    // Time inside a script event that is not style or layout is the script's (V8's own events
    // below a function call are its compile or garbage collection: shown as such).
    if (parent && !STYLE_LAYOUT.has(e.name) && !SCRIPT.has(e.name) && !/compile|GC|Parse|Layout|Paint|Style/i.test(e.name) && parent.label.startsWith('script')) e.label = parent.label;
    e.inLongest = longest && e.ts >= longest.ts && e.ts < longest.ts + longest.dur;
    stack.push(e);
  }
  for (const e of events) {
    const self = Math.max(0, selfOf.get(e) ?? e.dur) / 1000;
    bySelf.set(e.label, (bySelf.get(e.label) ?? 0) + self);
    if (e.inLongest) inLongest.set(e.label, (inLongest.get(e.label) ?? 0) + self);
  }
  const top = (m, n) => [...m.entries()].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]).slice(0, n).map(([label, v]) => ({ label, ms: v }));
  const elements = Math.max(0, ...styleLayout.map((e) => e.args?.elementCount ?? e.args?.data?.elementCount ?? 0));
  return {
    styleLayoutMs: unionMs(styleLayout),
    styleMs: unionMs(styleLayout.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles')),
    layoutMs: unionMs(styleLayout.filter((e) => e.name === 'Layout')),
    forcedMs: unionMs(styleLayout.filter((e) => e.label.includes('forced'))),
    prePaintMs: prePaint,
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    longestTaskAt: longest ? (longest.ts - startTs) / 1000 : null,
    readyAt: readyMark ? (readyMark.ts - startTs) / 1000 : null,
    styleRecalcs: styleLayout.filter((e) => e.name === 'UpdateLayoutTree').length,
    layouts: styleLayout.filter((e) => e.name === 'Layout').length,
    // The work itself, which the host's load does not move: elements styled and layout objects laid out.
    elementsStyled: styleLayout.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0),
    // Finding the typefaces of the page's font stacks (the system's fonts asked for over IPC).
    fontLookupMs: unionMs(events.filter((e) => e.name === 'FontCache::GetFontPlatformData')),
    fontLookups: events.filter((e) => e.name === 'FontCache::GetFontPlatformData').length,
    objectsLaidOut: styleLayout.filter((e) => e.name === 'Layout').reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    elements,
    top: top(bySelf, 8),
    longestTop: top(inLongest, 5),
  };
}

async function throttledPage(browser, rate) {
  const context = await browser.newContext(VIEWPORT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * Waits for `html[data-page-ready]` by asking the page's own world over CDP, a one-line expression
 * a few times a second. Playwright's waitForSelector would first inject its selector engine into
 * the page's renderer (an isolated world; a large script whose evaluation at 4x CPU is a 100-330 ms
 * task of its own, which the trace took for the page's longest).
 */
async function waitForPageReady(cdp, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: "document.documentElement.hasAttribute('data-page-ready')", returnByValue: true }).catch(() => ({ result: { value: false } }));
    if (result?.value === true) return;
    if (Date.now() > end) throw new Error('the page did not become live (html[data-page-ready])');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One cold load at 4x CPU, traced until the page is live and quiet for `quietMs`. In a browser of
 * its own, as Lighthouse starts one per run: the browser's font service then starts cold, and
 * the page's first style and layout pay for every system font its stacks ask for.
 */
export async function traceLoad(url, { quietMs = 1500 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const { page, cdp } = await throttledPage(browser, 4);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await waitForPageReady(cdp, 120_000);
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const trace = JSON.parse(String(await browser.stopTracing()));
    return analyseTrace(trace.traceEvents ?? trace, url);
  } finally {
    await browser.close();
  }
}

/**
 * A page of one paragraph, no style sheet, no script, live at once: its cold load in the same
 * browser, at the same throttling, is what the host itself costs (a fresh renderer's first task,
 * the system font's lookup, the first style and layout). Printed beside the routes so a figure
 * reads against the host it was taken on; the budgets stay the absolute ones.
 */
const BLANK_PAGE = '<!doctype html><html lang=en data-page-ready><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Blank</title></head><body><p>The host alone.</p></body></html>';

/** Serves BLANK_PAGE on a free local port for as long as `use` runs. */
async function withBlankPage(use) {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BLANK_PAGE));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.close();
  }
}

/** Listens, from the first script on, to Event Timing: every interaction's entries with their durations. */
function recordInteractions() {
  const w = window;
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The taps of issue 61: the page, what to wait for once live, and what is tapped. */
export const TAPS = [
  { name: 'home: first service card', path: '/', target: '[data-section="services"] a[href]' },
  { name: 'chat button', path: '/', target: '[data-testid="chat-launcher"]' },
  { name: 'pricing: currency switch', path: '/pricing', target: '[role="radiogroup"][aria-label="Currency"] [role="radio"][aria-checked="false"]' },
];

/** One tap at 6x CPU once the page is live and idle: the largest Event Timing duration of that interaction. */
export async function tapOnce(browser, siteUrl, tap) {
  const { context, page } = await throttledPage(browser, 6);
  await page.addInitScript(recordInteractions);
  try {
    await page.goto(`${siteUrl}${tap.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 120_000 });
    const target = page.locator(tap.target).first();
    await target.waitFor({ state: 'visible', timeout: 120_000 });
    await target.scrollIntoViewIfNeeded();
    // After load: the chat, the last part to come (after an idle moment or the visitor's first
    // input, shell/src/useIdleAfter.ts), is there; otherwise the tap's pointerdown would mount it
    // and the figure would be the chat's start, not the control's answer. Then the scroll's paint.
    await page.locator('[data-testid="chat-launcher"]').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const before = await page.evaluate(() => performance.now());
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tap.target} has no box`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Event Timing reports after the next paint; wait for it (and a slow 6x frame) to arrive.
    await page.waitForFunction((t) => window.__events.some((e) => e.start >= t), before, { timeout: 30_000, polling: 100 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const entries = await page.evaluate((t) => window.__events.filter((e) => e.start >= t), before);
    if (!entries.length) return { ms: 16, names: 'none over 16 ms' };
    const first = entries[0].id;
    const mine = entries.filter((e) => e.id === first);
    const worst = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
    return { ms: worst.duration, names: [...new Set(mine.map((e) => e.name))].join(',') };
  } finally {
    await context.close();
  }
}

/** The line printed above the budgets: what a blank page costs on this host in the same run. */
export const FLOOR_LINE = (floor) =>
  `host: a blank page's cold load (4x CPU, median of ${floor.runs.length}) takes ${Math.round(floor.styleLayoutMs)} ms of style and layout and a longest task of ${Math.round(floor.longestTaskMs)} ms; the routes' figures include it`;

const f = (v) => (v === null || v === undefined ? '-' : Math.round(v).toString());

/** Measures and prints every route and every tap; returns [name, value, budget] rows for the budgets. */
export async function benchMainThread(browser, siteUrl, { runs = Number(process.env.BENCH_MAIN_THREAD_RUNS || 3), pages = MAIN_THREAD_PAGES } = {}) {
  const detail = process.env.BENCH_MAIN_THREAD_DETAIL === '1';
  console.log(`\nMain thread during load (412 px, 4x CPU, unthrottled network, Chromium trace, a fresh browser per load), median of ${runs} cold loads:`);
  console.log(`${'page'.padEnd(20)} ${'style+layout'.padStart(12)} ${'style'.padStart(6)} ${'layout'.padStart(7)} ${'forced'.padStart(7)} ${'prepaint'.padStart(9)} ${'longest task'.padStart(13)} ${'recalcs'.padStart(8)} ${'elements'.padStart(9)} ${'styled'.padStart(7)} ${'laid out'.padStart(9)} ${'fonts'.padStart(6)} ${'live at'.padStart(8)}`);
  const rows = [];
  const results = {};
  const floor = [];
  await withBlankPage(async (url) => {
    for (let i = 0; i < runs; i += 1) floor.push(await traceLoad(url));
  });
  const floorOf = (k) => median(floor.map((r) => r[k]));
  results.floor = { styleLayoutMs: floorOf('styleLayoutMs'), longestTaskMs: floorOf('longestTaskMs'), runs: floor };
  console.log(`${'(a blank page)'.padEnd(20)} ${f(floorOf('styleLayoutMs')).padStart(12)} ${f(floorOf('styleMs')).padStart(6)} ${f(floorOf('layoutMs')).padStart(7)} ${''.padStart(7)} ${f(floorOf('prePaintMs')).padStart(9)} ${f(floorOf('longestTaskMs')).padStart(13)}   the host's own cost: one paragraph, no style sheet, no script`);
  for (const pagePath of pages) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await traceLoad(`${siteUrl}${pagePath}`));
    const m = (k) => median(all.map((r) => r[k]));
    const r = {
      styleLayoutMs: m('styleLayoutMs'),
      styleMs: m('styleMs'),
      layoutMs: m('layoutMs'),
      forcedMs: m('forcedMs'),
      prePaintMs: m('prePaintMs'),
      longestTaskMs: m('longestTaskMs'),
      styleRecalcs: m('styleRecalcs'),
      elements: m('elements'),
      elementsStyled: m('elementsStyled'),
      objectsLaidOut: m('objectsLaidOut'),
      fontLookupMs: m('fontLookupMs'),
      readyAt: m('readyAt'),
    };
    results[pagePath] = { ...r, runs: all };
    console.log(
      `${pagePath.padEnd(20)} ${f(r.styleLayoutMs).padStart(12)} ${f(r.styleMs).padStart(6)} ${f(r.layoutMs).padStart(7)} ${f(r.forcedMs).padStart(7)} ${f(r.prePaintMs).padStart(9)} ${f(r.longestTaskMs).padStart(13)} ${f(r.styleRecalcs).padStart(8)} ${f(r.elements).padStart(9)} ${f(r.elementsStyled).padStart(7)} ${f(r.objectsLaidOut).padStart(9)} ${f(r.fontLookupMs).padStart(6)} ${f(r.readyAt).padStart(8)}`,
    );
    // The run with the median longest task: what its load spent the thread on, and what filled that task.
    const mid = [...all].sort((a, b) => a.longestTaskMs - b.longestTaskMs)[Math.floor(all.length / 2)];
    const list = (items) => items.map((t) => `${t.label} ${f(t.ms)}`).join('; ');
    console.log(`${''.padEnd(20)} top: ${list(mid.top.slice(0, 5))}`);
    console.log(`${''.padEnd(20)} longest task (${f(mid.longestTaskMs)} ms at ${f(mid.longestTaskAt)} ms): ${list(mid.longestTop)}`);
    if (detail) for (const run of all) console.log(JSON.stringify(run));
    rows.push([`style and layout during load of ${pagePath}, 4x CPU (ms)`, Math.round(r.styleLayoutMs), MAIN_THREAD_BUDGETS.styleLayoutMs]);
    rows.push([`longest task during load of ${pagePath}, 4x CPU (ms)`, Math.round(r.longestTaskMs), MAIN_THREAD_BUDGETS.longestTaskMs]);
  }

  console.log(`\nTap to next paint after load (412 px, 6x CPU; Event Timing's largest duration of the interaction), median of ${runs}:`);
  for (const tap of TAPS) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await tapOnce(browser, siteUrl, tap));
    const v = median(all.map((r) => r.ms));
    results[`tap ${tap.name}`] = { ms: v, runs: all };
    console.log(`${tap.name.padEnd(28)} ${f(v).padStart(5)} ms   (runs: ${all.map((r) => f(r.ms)).join(', ')}; events: ${all[0].names})`);
    rows.push([`tap to next paint, ${tap.name}, 6x CPU (ms)`, Math.round(v), MAIN_THREAD_BUDGETS.tapMs]);
  }
  return { rows, results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.argv[2] || process.env.BENCH_URL;
  if (!siteUrl) throw new Error('usage: BENCH_URL=http://localhost:PORT node e2e/bench/main-thread.mjs');
  // BENCH_MAIN_THREAD_PAGES= (empty) measures the taps alone.
  const pages = process.env.BENCH_MAIN_THREAD_PAGES !== undefined ? process.env.BENCH_MAIN_THREAD_PAGES.split(',').filter(Boolean) : MAIN_THREAD_PAGES;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  try {
    const { rows, results } = await benchMainThread(browser, siteUrl, { pages });
    console.log(FLOOR_LINE(results.floor));
    for (const [name, value, budget] of rows) console.log(`budget: ${name} = ${value} (budget ${budget}) ${value <= budget ? 'holds' : 'EXCEEDED'}`);
  } finally {
    await browser.close();
  }
}
