/**
 * The performance score a Lighthouse report would have if Lantern took the simulated LCP to be the
 * simulated FCP whenever the unthrottled load painted both in the same frame: the fix proposed
 * upstream for Lighthouse's "Lighthouse Punishes Good Asset Preloading"
 * (https://github.com/GoogleChrome/lighthouse/issues/16539, open).
 *
 * Why the bench prints it beside the real score: Lantern builds a page's LCP from every request
 * that finished before the LCP it observed, except a script it can show was first run after that
 * paint. It shows that from the task that ran the script, and it drops every task shorter than
 * 10 ms from its graph before it looks. Our start-up scripts are hinted in the head (issue 52) and
 * each runs in a task of a few milliseconds after the first paint, so Lantern cannot tell they came
 * after the paint and adds their bytes to the LCP of a page whose text was painted, finished, at
 * the first paint. The budget stays on Lighthouse's own score; this figure says what is left once
 * that upstream bug is taken out.
 *
 * The scoring curve is Lighthouse's own (shared/statistics.js and shared/util.js of lighthouse 12,
 * Apache-2.0), written out here because the package exports neither; scoreWithSamePaintLcp checks it
 * and the weighting against the report's own scores, and leaves the figure out when they disagree.
 */

/** Abramowitz and Stegun 7.1.26, as Lighthouse approximates the error function. */
function erf(x) {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-a * a));
}

/** Lighthouse's metric score of `value` on a log-normal curve through p10 (0.9) and the median (0.5). */
export function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  let score = (1 - erf(standardized)) / 2;
  if (value <= p10) score = Math.max(0.9, Math.min(1, score));
  else if (value <= median) score = Math.max(0.5, Math.min(0.8999999999999999, score));
  else score = Math.max(0, Math.min(0.49999999999999994, score));
  // Lighthouse's boost of scores above 0.9, then two digits.
  if (score > 0.9) score += 0.05 * (score - 0.9);
  return Math.floor(score * 100) / 100;
}

/**
 * The performance score (0-100) with the simulated LCP taken as the simulated FCP when the observed
 * FCP and LCP are one paint (the report's own score when they are not), or null when this curve
 * and weighting do not reproduce the report's own scores.
 * @param {any} lhr  a Lighthouse result
 */
export function scoreWithSamePaintLcp(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const lcp = lhr.audits['largest-contentful-paint'];
  const fcp = lhr.audits['first-contentful-paint'];
  const refs = lhr.categories.performance?.auditRefs ?? [];
  if (!metrics || !lcp?.scoringOptions || typeof fcp?.numericValue !== 'number') return null;
  if (logNormalScore(lcp.scoringOptions, lcp.numericValue) !== lcp.score) return null;
  const categoryScore = (lcpScore) => {
    let total = 0;
    let weights = 0;
    for (const ref of refs) {
      if (!ref.weight) continue;
      total += ref.weight * (ref.id === 'largest-contentful-paint' ? lcpScore : lhr.audits[ref.id]?.score ?? 0);
      weights += ref.weight;
    }
    return Math.round((total / weights) * 100);
  };
  // The weighting must give the report's own score back before it is used for another.
  if (categoryScore(lcp.score) !== Math.round(lhr.categories.performance.score * 100)) return null;
  if (metrics.observedFirstContentfulPaintTs !== metrics.observedLargestContentfulPaintTs) return categoryScore(lcp.score);
  return categoryScore(logNormalScore(lcp.scoringOptions, Math.min(lcp.numericValue, fcp.numericValue)));
}
