const LOADING = '[data-testid="loading-area"]';
/** A page still loading a part after this long is called ready anyway: held taps must not wait forever. */
const SETTLE_LIMIT_MS = 8000;

/** Resolves once nothing inside `container` shows a loading area (or after the limit). */
export function whenSettled(container: HTMLElement, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (!container.querySelector(LOADING)) return resolve();
    const observer = new MutationObserver(() => {
      if (container.querySelector(LOADING)) return;
      done();
    });
    const timer = window.setTimeout(() => done(), limitMs);
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
 * capture (packages/gateway/src/event-capture.js) played: an element React has only started to
 * hydrate carries its fiber before its boundary commits, and a click played on it then is dropped.
 * `data-page-ready` also tells tests and the bench that the page is live.
 */
export async function onPageReady(container: HTMLElement): Promise<void> {
  await whenSettled(container);
  document.documentElement.dataset.pageReady = 'true';
  (window as ReplayWindow).__agencyReplay?.();
  // The exact moment, for the bench: what loads after it (the chat) is not the page's first load.
  if (typeof performance.mark === 'function') performance.mark('agency:page-ready'); // not in every test DOM
}
