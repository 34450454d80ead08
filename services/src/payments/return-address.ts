/** The loopback names one machine answers to; a browser keeps each one's storage apart. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the provider's hosted checkout sends the payer back when it is not PUBLIC_URL's
 * `/payment/callback`: outside production, the same local site under the loopback name the
 * visitor is using (the request's Origin), same scheme and port.
 *
 * `npm start` says "open http://localhost:3000"; a visitor on http://127.0.0.1:3000 came back from
 * the checkout to localhost, another origin with another localStorage, and looked signed out
 * Only loopback names are taken from the request: any other
 * Origin would let whoever starts a payment choose where the payer's browser lands after paying
 * (a page of theirs, sent to a victim with the checkout link). In production PUBLIC_URL is the
 * one address, always.
 *
 * @returns the callback address to use, or undefined for PUBLIC_URL's own
 */
export function loopbackCallbackUrl(origin: unknown, publicUrl: string, production: boolean): string | undefined {
  if (production || typeof origin !== 'string') return undefined;
  let seen: URL;
  let own: URL;
  try {
    seen = new URL(origin);
    own = new URL(publicUrl);
  } catch {
    return undefined;
  }
  // An Origin is scheme, host and port only: anything more is not one.
  if (seen.origin !== origin) return undefined;
  if (seen.protocol !== own.protocol || seen.port !== own.port) return undefined;
  if (!LOOPBACK.has(seen.hostname) || !LOOPBACK.has(own.hostname) || seen.hostname === own.hostname) return undefined;
  return `${seen.origin}/payment/callback`;
}
