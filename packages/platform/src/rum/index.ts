import { onCLS, onINP, onLCP } from 'web-vitals';
import { startReporter } from './reporter';

/**
 * The browser's reports per remote version (./reporter.ts), with the page's Core Web Vitals from
 * the `web-vitals` library (its observers registered only for a page view in the sample). Started
 * once, by the shell, before any remote's code runs. In the shell's start-up chunk, not a chunk of
 * its own: a request of its own would start before the page is live and outside the loader's list.
 */
export function startRum(): void {
  if (typeof window === 'undefined' || (window as { __agencyRum?: boolean }).__agencyRum) return;
  (window as { __agencyRum?: boolean }).__agencyRum = true;
  const reporter = startReporter();
  if (!reporter) return;
  onLCP((metric) => reporter.vital('LCP', metric.value));
  onINP((metric) => reporter.vital('INP', metric.value));
  onCLS((metric) => reporter.vital('CLS', metric.value));
}

export { startReporter, readSettings, FLUSH_DELAY_MS, type RumBatch, type RumSettings } from './reporter';
export { remotesOfMap, remoteOfFile, stackFiles } from './attribution';
