'use strict';
const { parseTrustProxy } = require('@agency/server-kit');

/**
 * TRUST_PROXY, read as the API reads it (@agency/server-kit): true, false, a hop count, or
 * addresses and subnets; default loopback. Throws one line naming the problem, `true` in
 * production included.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('@agency/server-kit').TrustProxy}
 */
function trustProxySetting(env = process.env) {
  return parseTrustProxy(env.TRUST_PROXY, { production: env.NODE_ENV === 'production' });
}

module.exports = { trustProxySetting };
