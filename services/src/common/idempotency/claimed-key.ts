/** Where the interceptor leaves the claimed key on the request, for a handler that keeps it with what it stores. */
const CLAIMED = Symbol('idempotency:claimed-key');

type Carrier = { [CLAIMED]?: string };

/** Called by the interceptor once it has claimed the key: the caller's scope and the key, one string. */
export function setClaimedKey(req: object, scopeAndKey: string): void {
  (req as Carrier)[CLAIMED] = scopeAndKey;
}

/**
 * The request's claimed Idempotency-Key with its caller's scope, or undefined without the header.
 * A payment stores it, so that a request sent again after a failed answer finds its first attempt
 * (a released key alone would start a second order at the provider).
 */
export function claimedKeyOf(req: object): string | undefined {
  return (req as Carrier)[CLAIMED];
}
