// The INP module of web-vitals' attribution build, LCP and CLS without: they share the library's
// modules, and LCP's and CLS's attribution code (unused here) stays out of the start-up chunk.
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onCLS } from 'web-vitals/onCLS.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { SHELL_PART, remoteOfElement } from './partMarks';
import { startInteractionLog } from './interactions';
import { startReporter } from './reporter';

/**
 * The browser's reports per remote version (./reporter.ts), with the page's Core Web Vitals from
 * the `web-vitals` library (its observers registered only for a page view in the sample). Started
 * once, by the shell, before any remote's code runs. In the shell's start-up chunk, not a chunk of
 * its own: a request of its own would start before the page is live and outside the loader's list.
 *
 * INP goes with where its interaction happened (./interactions.ts): the route pattern (`routeOf`,
 * the shell's route table) and the remote whose element took it. web-vitals' attribution build
 * gives the interaction's time (to find the input recorded then) and, through `generateTarget`,
 * the element while it is still on the page, for an input this page did not see.
 */
/** What generateTarget answers (else web-vitals gives a CSS selector of an element that has gone). */
const TARGET_PREFIX = 'remote:';

export function startRum(routeOf: (pathname: string) => string): void {
  if (typeof window === 'undefined' || (window as { __agencyRum?: boolean }).__agencyRum) return;
  (window as { __agencyRum?: boolean }).__agencyRum = true;
  const reporter = startReporter(routeOf);
  if (!reporter) return;
  const interactions = startInteractionLog(window, routeOf);
  onLCP((metric) => reporter.vital('LCP', metric.value));
  onINP(
    (metric) => {
      // No input seen at that time: the page's route now, and the remote of web-vitals' target
      // (named by generateTarget below while the element was on the page), else the frame's.
      const named = metric.attribution.interactionTarget;
      const place = interactions.placeOf(metric.attribution.interactionTime) ?? {
        route: routeOf(window.location.pathname),
        remote: named?.startsWith(TARGET_PREFIX) ? named.slice(TARGET_PREFIX.length) : SHELL_PART,
      };
      reporter.vital('INP', metric.value, place);
    },
    { generateTarget: (node) => `${TARGET_PREFIX}${remoteOfElement(node)}` },
  );
  onCLS((metric) => reporter.vital('CLS', metric.value));
}

export { startReporter, readSettings, FLUSH_DELAY_MS, type RumBatch, type RumSettings } from './reporter';
export { remotesOfMap, remoteOfFile, stackFiles } from './attribution';
export { startInteractionLog, type InteractionPlace } from './interactions';
