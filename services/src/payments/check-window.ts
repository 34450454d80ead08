/**
 * At most one question to the provider per payment per window from the routes anyone can call:
 * a visitor's verify, Pesapal's IPN and MoMo's callback. Without it, someone holding the reference
 * of their own pending payment made the API ask Pesapal or MoMo as fast as they sent requests (our
 * provider accounts throttled for everyone) and wrote a payment_events row each time. The window
 * is taken in the database (payments.checked_at, PaymentsRepository.claimCheck), so it holds
 * across replicas. The site's own page polls every 5 s (POLL_INTERVAL_MS of mf-commerce), well
 * outside it. The reconciler and the back office's "check now" always ask.
 */
export const CHECK_WINDOW_MS = 1000;

export const THROTTLED_SOURCES: ReadonlySet<string> = new Set(['verify', 'ipn', 'momo-callback']);

/** A provider telling us something changed: inside the window, asked again once it has passed. */
export const NOTIFICATION_SOURCES: ReadonlySet<string> = new Set(['ipn', 'momo-callback']);

/**
 * One pending ask per payment in this process, whatever number of notifications came inside the
 * window (a flood of forged IPNs makes one timer, not one each).
 */
export class DeferredChecks {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  schedule(reference: string, delayMs: number, run: () => Promise<void>): void {
    if (this.timers.has(reference)) return;
    const timer = setTimeout(() => {
      this.timers.delete(reference);
      void run();
    }, delayMs);
    // A process stopping does not wait for it: a pending payment is still the reconciler's.
    timer.unref();
    this.timers.set(reference, timer);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
