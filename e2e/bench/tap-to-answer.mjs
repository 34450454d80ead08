/**
 * Tap to answer: a visitor on a phone (390 px, 4x CPU) taps the header's menu the moment it is
 * drawn; how long after the navigation began the menu is open, and how long the tap went without
 * a sign it was seen. Network and CPU are set through CDP (Network.emulateNetworkConditions,
 * Emulation.setCPUThrottlingRate); every time is taken by the page itself (performance.now(), from
 * the navigation's start), so the bench's own process does not add to it.
 * `node bench/tap-to-answer.mjs http://localhost:PORT` measures a running site alone.
 */
import { chromium } from 'playwright';
import { CHROMIUM, LAUNCH_ARGS, median } from './measure.mjs';

/** The networks of issue 52, with the budget for the tap's answer on each (ms from navigation). */
export const TAP_NETWORKS = {
  'slow 4G': { conditions: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }, budgetMs: 3000 },
  'poor 3G': { conditions: { latency: 2000, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 }, budgetMs: 7000 },
};

/** The pages measured: the home page and a case study. */
export const TAP_PAGES = ['/', '/portfolio/ukweli'];

const MENU = '[data-testid="site-header"] button[aria-controls]';

/**
 * Notes, in the page, when the menu button was tapped, marked busy, and when the menu opened and
 * closed (its popover's toggle events: the browser opens it from the server's HTML, before the
 * page's scripts have set aria-expanded on the button).
 */
function recordTap() {
  const w = window;
  w.__tap = { down: null, busy: null, opened: [], closed: 0 };
  document.addEventListener('pointerdown', (e) => {
    if (w.__tap.down === null && e.target instanceof Element && e.target.closest('[data-testid="site-header"] button[aria-controls]')) w.__tap.down = e.timeStamp;
  }, true);
  // A toggle event does not bubble; a listener capturing on the document hears it all the same.
  document.addEventListener('toggle', (e) => {
    if (e.newState === 'open') w.__tap.opened.push(performance.now());
    else w.__tap.closed += 1;
  }, true);
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (!(el instanceof Element) || !el.matches('[data-testid="site-header"] button[aria-controls]')) continue;
      if (r.attributeName === 'aria-busy' && el.getAttribute('aria-busy') === 'true' && w.__tap.busy === null) w.__tap.busy = performance.now();
    }
  }).observe(document, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
}

/** One cold load: the tap and its answer, as times from the navigation's start. */
export async function tapOnce(browser, url, network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network.conditions });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordTap);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const menu = page.locator(MENU);
    await menu.waitFor({ state: 'visible', timeout: 120_000 });
    const drawn = await page.evaluate(() => performance.now());
    await menu.tap({ noWaitAfter: true, timeout: 120_000 });
    await page.waitForFunction(() => window.__tap.opened.length > 0, undefined, { timeout: 120_000, polling: 100 });
    // Until the page is live and a moment more, to see a second play of the tap (the menu closing)
    // if there were one, and that the page, once live, says the menu is open.
    await page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(500);
    const tap = await page.evaluate(() => ({ ...window.__tap, expanded: document.querySelector('[data-testid="site-header"] button[aria-controls]')?.getAttribute('aria-expanded') }));
    return {
      drawn,
      tapped: tap.down,
      acknowledgedMs: tap.busy === null ? null : tap.busy - tap.down,
      answered: tap.opened[0],
      openedTimes: tap.opened.length,
      open: tap.expanded === 'true' && tap.closed === 0,
    };
  } finally {
    await context.close();
  }
}

/** Median figures of `runs` cold loads of `url` on `network`. */
export async function tapToAnswer(browser, url, network, runs = 3) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await tapOnce(browser, url, network));
  return {
    drawn: median(all.map((r) => r.drawn)),
    answered: median(all.map((r) => r.answered)),
    waited: median(all.map((r) => r.answered - r.tapped)),
    // Taps answered by the browser (the menu's popover) or played live have no busy look (null): counted as none seen.
    acknowledgedMs: median(all.map((r) => r.acknowledgedMs ?? 0)),
    acknowledged: all.filter((r) => r.acknowledgedMs !== null).length,
    openOnce: all.every((r) => r.open && r.openedTimes === 1),
    runs: all.length,
  };
}

const ms = (v) => (v === null || v === undefined ? '-' : Math.round(v).toString());

/** Measures and prints every page on every network; returns [name, value, budget] rows for the budgets. */
export async function benchTapToAnswer(browser, siteUrl, runs = Number(process.env.BENCH_TAP_RUNS || 3)) {
  console.log(`\nTap to answer: the header's menu tapped the moment it is drawn (390 px, 4x CPU), median of ${runs} cold loads:`);
  console.log(`${'page'.padEnd(22)} ${'network'.padEnd(9)} ${'drawn ms'.padStart(9)} ${'answered ms'.padStart(12)} ${'budget'.padStart(7)} ${'tap to answer'.padStart(14)} ${'busy after tap'.padStart(15)} ${'opened once'.padStart(12)}`);
  const rows = [];
  for (const pagePath of TAP_PAGES) {
    for (const [name, network] of Object.entries(TAP_NETWORKS)) {
      const r = await tapToAnswer(browser, `${siteUrl}${pagePath}`, network, runs);
      const busy = r.acknowledged ? `${ms(r.acknowledgedMs)} ms (${r.acknowledged}/${r.runs})` : 'none held';
      console.log(
        `${pagePath.padEnd(22)} ${name.padEnd(9)} ${ms(r.drawn).padStart(9)} ${ms(r.answered).padStart(12)} ${String(network.budgetMs).padStart(7)} ${ms(r.waited).padStart(14)} ${busy.padStart(15)} ${String(r.openOnce).padStart(12)}`,
      );
      rows.push([`tap on the menu answered, ${pagePath} on ${name} (ms from navigation)`, Math.round(r.answered), network.budgetMs]);
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.argv[2] || process.env.BENCH_URL;
  if (!siteUrl) throw new Error('usage: node bench/tap-to-answer.mjs http://localhost:PORT');
  const executablePath = CHROMIUM;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  try {
    for (const [name, value, budget] of await benchTapToAnswer(browser, siteUrl)) console.log(`budget: ${name} = ${value} (budget ${budget}) ${value <= budget ? 'holds' : 'EXCEEDED'}`);
  } finally {
    await browser.close();
  }
}
