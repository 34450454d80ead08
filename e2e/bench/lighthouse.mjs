import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { scoreWithSamePaintLcp } from './same-paint-lcp.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU) in Debian's Chromium.
 * Returns the four category scores (0-100), FCP, LCP, TBT, CLS, the JS bytes the page transferred,
 * Lighthouse's benchmark index of the machine during the run, and the performance score without
 * Lighthouse's preloading bug (./same-paint-lcp.mjs).
 */
export async function lighthouseAudit(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const failed = (id) =>
      Object.values(lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      performanceSamePaintLcp: scoreWithSamePaintLcp(lhr),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      failedA11y: failed('accessibility'),
      failedBestPractices: failed('best-practices'),
      failedSeo: failed('seo'),
      // Lighthouse's own measure of this machine's speed at the time of the run (higher is faster).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await chrome.kill();
  }
}
