const LOADING = '[data-testid="loading-area"]';
/** A page still loading a part after this long is shown as it is: a spinner beats a frozen copy. */
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

/**
 * The page's content is in. With a first paint from the server (#prerender), the live app has
 * been rendering out of sight behind it; swap the two in one frame, so nothing visible moves.
 * `data-page-ready` tells the prerender capture (and tests) that the page has settled.
 */
export async function onFirstContent(container: HTMLElement): Promise<void> {
  await whenSettled(container);
  const firstPaint = document.getElementById('prerender');
  if (firstPaint) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const scrollY = window.scrollY;
    firstPaint.remove();
    container.removeAttribute('data-behind-prerender');
    document.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
    if (window.scrollY !== scrollY) window.scrollTo(0, scrollY);
  }
  document.documentElement.dataset.pageReady = 'true';
  // The exact moment, for the bench: what loads after it (the chat) is not the page's first load.
  if (typeof performance.mark === 'function') performance.mark('agency:page-ready'); // not in every test DOM
}
