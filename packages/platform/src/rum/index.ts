import { startReporter } from './reporter';

/**
 * The browser's reports per remote version (./reporter.ts), with the page's Core Web Vitals from
 * the `web-vitals` library (loaded only for a page view in the sample). Started once, by the shell.
 */
export async function startRum(): Promise<void> {
  if (typeof window === 'undefined' || (window as { __agencyRum?: boolean }).__agencyRum) return;
  (window as { __agencyRum?: boolean }).__agencyRum = true;
  const reporter = startReporter();
  if (!reporter) return;
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  onLCP((metric) => reporter.vital('LCP', metric.value));
  onINP((metric) => reporter.vital('INP', metric.value));
  onCLS((metric) => reporter.vital('CLS', metric.value));
}

export { startReporter, readSettings, FLUSH_DELAY_MS, type RumBatch, type RumSettings } from './reporter';
export { remotesOfMap, remoteOfFile, stackFiles } from './attribution';
