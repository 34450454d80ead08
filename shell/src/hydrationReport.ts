/**
 * React recovers from two things while hydrating the server's HTML, and they mean different things:
 * - a part the server could not render (a remote down, slow or throwing: React error 419) is
 *   rendered by the browser, as designed; worth a note, not an alarm;
 * - HTML that differs from what the browser renders (418 and its kin) is a bug: the page was
 *   rendered twice. The e2e suite fails on the "[hydration]" message.
 */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/i.test(message)) {
    console.warn('[ssr] a part the server could not render is rendered in the browser');
    return;
  }
  console.error(`[hydration] ${message}`);
}
