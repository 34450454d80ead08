const LOADING = '[data-testid="loading-area"]';
/**
 * A page still loading a part this long after its first render began is called ready anyway: held
 * taps must not wait forever. The same limit as a part's hold (HOLD_LIMIT_MS of @agency/platform's
 * readiness.tsx, kept equal by pageReady.test.ts; not imported, so the platform stays out of this
 * early chunk), and counted from the same moment: a part stuck loading releases its hold at about
 * this deadline, and the page does not then wait a second limit for that part's loading area (two
 * limits one after the other would leave taps dead for twice as long).
 */
export const SETTLE_LIMIT_MS = 8000;

/**
 * Resolves once nothing inside `container` shows a loading area, or at `deadline` at the latest
 * (a `performance.now()` time).
 */
export function whenSettled(container: HTMLElement, deadline = performance.now() + SETTLE_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!container.querySelector(LOADING)) return resolve();
    const observer = new MutationObserver(() => {
      if (container.querySelector(LOADING)) return;
      done();
    });
    const timer = window.setTimeout(() => done(), Math.max(0, deadline - performance.now()));
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(container, { childList: true, subtree: true });
  });
}

type ReplayWindow = Window & { __agencyReplay?: () => void };

/**
 * The first page has rendered and settled: every part of it has hydrated (its effects ran, so its
 * boundary committed). Only now are the clicks, submits and typing held by the inline event
 * capture (packages/gateway/src/document/event-capture.js) played: an element React has only started to
 * hydrate carries its fiber before its boundary commits, and a click played on it then is dropped.
 * `data-page-ready` also tells tests and the bench that the page is live. `renderStartedAt` (a
 * `performance.now()` time) is when the first render began: the limit counts from there.
 */
export async function onPageReady(container: HTMLElement, renderStartedAt = performance.now()): Promise<void> {
  await whenSettled(container, renderStartedAt + SETTLE_LIMIT_MS);
  document.documentElement.dataset.pageReady = 'true';
  (window as ReplayWindow).__agencyReplay?.();
  // The exact moment, for the bench: what loads after it (the chat) is not the page's first load.
  if (typeof performance.mark === 'function') performance.mark('agency:page-ready'); // not in every test DOM
}
