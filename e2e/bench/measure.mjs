import fs from 'node:fs';
import zlib from 'node:zlib';

/** Lighthouse's mobile preset: slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
export const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 }, mobile: false },
  'mobile-slow4g': {
    viewport: { width: 412, height: 823 },
    mobile: true,
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    cpuRate: 4,
  },
};

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export { LAUNCH_ARGS };

/** Debian's Chromium (chromium-browser on older images). */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

const gzipCache = new Map();
async function sizes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
  }
  return gzipCache.get(url);
}

/**
 * One cold load of a page in a fresh browser context. `readySelector` marks "the page's content is
 * there" (for the composed site: a remote's area rendered); JS is counted up to that moment.
 */
export async function measureOnce(browser, url, { profile = 'desktop', readySelector }) {
  const p = PROFILES[profile];
  const context = await browser.newContext({ viewport: p.viewport, isMobile: p.mobile, hasTouch: p.mobile, deviceScaleFactor: p.mobile ? 2 : 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (p.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...p.network });
  if (p.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuRate });
  await page.addInitScript(() => {
    const w = window;
    w.__bench = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) w.__bench.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector(readySelector, { timeout: 120_000 });
  // The shell marks the moment the page went live; a page without the mark (the baseline) is
  // taken as ready when the selector matched.
  const readyAt = await page.evaluate(() => performance.getEntriesByName('agency:page-ready')[0]?.startTime ?? performance.now());
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const result = await page.evaluate((ready) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const resources = performance.getEntriesByType('resource');
    const before = resources.filter((r) => r.responseEnd <= ready);
    return {
      fcp,
      lcp: window.__bench.lcp,
      cls: window.__bench.cls,
      ready,
      requestsBeforeReady: before.length + 1,
      scriptsBeforeReady: before.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).map((r) => r.name),
      scriptsAll: resources.filter((r) => r.name.endsWith('.js')).map((r) => r.name),
      // Which remotes the page fetched anything of (manifest, entry, chunks), the chat included.
      remotes: [...new Set(resources.map((r) => /\/remotes\/([a-z0-9-]+)\//.exec(new URL(r.name).pathname)?.[1]).filter(Boolean))],
    };
  }, readyAt);
  await context.close();
  let jsRaw = 0;
  let jsGzip = 0;
  const scripts = [];
  for (const script of result.scriptsBeforeReady) {
    const s = await sizes(script);
    jsRaw += s.raw;
    jsGzip += s.gzip;
    scripts.push({ url: script, gzip: s.gzip });
  }
  let jsAllGzip = 0;
  for (const script of result.scriptsAll) jsAllGzip += (await sizes(script)).gzip;
  return { ...result, jsRaw, jsGzip, jsAllGzip, jsFiles: result.scriptsBeforeReady.length, scripts };
}

export function median(values) {
  const sorted = [...values].filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of `runs` cold loads (sizes are the same every run; times vary). */
export async function measure(browser, url, options) {
  const runs = [];
  for (let i = 0; i < (options.runs ?? 5); i += 1) runs.push(await measureOnce(browser, url, options));
  return {
    url,
    profile: options.profile ?? 'desktop',
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    ready: median(runs.map((r) => r.ready)),
    jsRaw: median(runs.map((r) => r.jsRaw)),
    jsGzip: median(runs.map((r) => r.jsGzip)),
    jsAllGzip: median(runs.map((r) => r.jsAllGzip)),
    jsFiles: median(runs.map((r) => r.jsFiles)),
    requests: median(runs.map((r) => r.requestsBeforeReady)),
    remotes: [...new Set(runs.flatMap((r) => r.remotes))].sort(),
    // Every script before the page was live, with its gzip size (the same files every run).
    scripts: runs[runs.length - 1]?.scripts ?? [],
  };
}
