'use strict';
const proxyaddr = require('proxy-addr');

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
function parseTrustProxy(raw, { production = false } = {}) {
  const value = (raw ?? '').trim() || 'loopback';
  if (value === 'true') {
    if (production) {
      throw new Error("TRUST_PROXY=true believes any client's X-Forwarded-For: set the proxy's address or subnet (compose: the backend network) or its hop count");
    }
    return true;
  }
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  try {
    // The very parser express runs on the setting, split on commas the same way: what passes here passes there.
    proxyaddr.compile(value.split(',').map((part) => part.trim()));
  } catch (error) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count, or addresses and subnets such as loopback, 172.29.16.0/24 (${/** @type {Error} */ (error).message})`);
  }
  return value;
}

module.exports = { parseTrustProxy };
