/**
 * express's `trust proxy` setting: all, none, a hop count, or addresses and subnets
 */
export type TrustProxy = boolean | number | string;
/** @typedef {boolean | number | string} TrustProxy  express's `trust proxy` setting: all, none, a hop count, or addresses and subnets */
/**
 * TRUST_PROXY as express reads `trust proxy`: `true`, `false`, a hop count, or a comma-separated
 * list of addresses, subnets and the names loopback, linklocal and uniquelocal. Default: loopback
 * (a proxy on the same machine). Throws one line naming the problem: a value express cannot read
 * (it would stop the start with proxy-addr's stack trace), or `true` in production: it believes
 * the X-Forwarded-For of whoever connects, not only the proxy's, so a client that reaches the
 * server past nginx, or through a balancer that appends to the client's header, names its own
 * address and steps past the limits counted per address.
 *
 * @param {string | undefined} raw  the variable's value
 * @param {{ production?: boolean }} [options]
 * @returns {TrustProxy}
 */
export function parseTrustProxy(raw: string | undefined, { production }?: {
    production?: boolean;
}): TrustProxy;
