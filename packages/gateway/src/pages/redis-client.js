'use strict';
const { Redis } = require('ioredis');

/**
 * REDIS_URL: empty for none, else a redis:// or rediss:// address (a bad value stops the start).
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
function redisUrlSetting(env = process.env) {
  const raw = env.REDIS_URL;
  if (raw === undefined || raw.trim() === '') return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !['redis:', 'rediss:'].includes(url.protocol) || !url.hostname) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address (got "${raw.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  return raw;
}

/**
 * The gateway's Redis client (the shared render budget, ./render-limit.js). No offline queue: while
 * Redis is not connected a command fails at once and the budget is counted in memory, so a page
 * never waits for a reconnection; ioredis keeps reconnecting in the background. A Redis that
 * accepts the connection but does not answer fails the command after half a second.
 *
 * @param {string} url
 * @returns {Redis}
 */
function createRedisClient(url) {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 500 });
  // Without a listener an unreachable Redis would be an unhandled 'error' event; the limiter says it.
  client.on('error', () => undefined);
  return client;
}

module.exports = { redisUrlSetting, createRedisClient };
