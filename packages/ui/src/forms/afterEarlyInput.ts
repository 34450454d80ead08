type CaptureWindow = Window & { __agencyReplay?: unknown };

/**
 * Runs `then` once what the visitor did before the page was live has been played into the page.
 *
 * Every server-rendered page carries the gateway's inline early-input capture
 * (packages/gateway/src/document/event-capture.js, which defines `window.__agencyReplay`): it notes text
 * typed and holds taps and submits made before hydration, and plays them when the shell calls the
 * first page ready (shell/src/pageReady.ts sets `data-page-ready` on <html>, then calls
 * `__agencyReplay()` in the same task). Waiting for that attribute (a mutation observer's callback
 * runs after that task's replay) means typed text has reached the form's state and a held submit has
 * been sent with what the visitor saw on screen, before anything else (a stored draft) fills a field.
 *
 * Runs at once where there is no capture (tests, a standalone remote) or the page is already ready
 * (a later page, a dialog opened after start). Returns a cleanup for an effect.
 */
export function afterEarlyInput(then: () => void): () => void {
  const root = document.documentElement;
  const ready = () => root.dataset.pageReady === 'true';
  if (typeof (window as CaptureWindow).__agencyReplay !== 'function' || ready()) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
  return () => observer.disconnect();
}
