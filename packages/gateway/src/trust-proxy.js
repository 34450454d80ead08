'use strict';
const proxyaddr = require('proxy-addr');

/**
 * TRUST_PROXY, read as the API reads it (services/src/config/trust-proxy.ts) and as express reads
 * `trust proxy`: true, false, a hop count, or a comma-separated list of addresses, subnets and the
 * names loopback, linklocal and uniquelocal. Default: loopback. Throws one line naming the problem:
 * a value express cannot read (it used to stop the start with proxy-addr's stack trace), or `true`
 * in production: it believes the X-Forwarded-For of whoever connects, not only nginx's, so a client
 * that reaches the gateway past nginx, or through a balancer that appends to the client's header,
 * names its own address and steps past the render budget.
 */
function trustProxySetting(env = process.env) {
  const value = (env.TRUST_PROXY || '').trim() || 'loopback';
  if (value === 'true') {
    if (env.NODE_ENV === 'production') {
      throw new Error("TRUST_PROXY=true believes any client's X-Forwarded-For: set the proxy's address or subnet (compose: the backend network) or its hop count");
    }
    return true;
  }
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  try {
    // The very parser express runs on the setting: what passes here passes there.
    proxyaddr.compile(value.split(',').map((part) => part.trim()));
  } catch (error) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count, or addresses and subnets such as loopback, 172.29.16.0/24 (${error.message})`);
  }
  return value;
}

module.exports = { trustProxySetting };
