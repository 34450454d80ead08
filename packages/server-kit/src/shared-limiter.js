'use strict';
const { RateLimiterMemory, RateLimiterRedis } = require('rate-limiter-flexible');

/**
 * The in-process limiter a Redis limiter falls back on (rate-limiter-flexible's insurance
 * limiter): the library asks it only when Redis failed or is not connected, so each time it is
 * asked is one request counted in this process instead of in Redis, and `onFallback` hears of it.
 * A subclass overriding the public `consume`, not a method patched on an instance.
 */
class FallbackLimiter extends RateLimiterMemory {
  /**
   * @param {import('rate-limiter-flexible').IRateLimiterOptions} options
   * @param {() => void} onFallback
   */
  constructor(options, onFallback) {
    super(options);
    this.onFallback = onFallback;
  }

  /**
   * @param {string | number} key
   * @param {number} [points]
   * @param {{ [key: string]: any }} [options]
   * @override
   */
  consume(key, points, options) {
    this.onFallback();
    return super.consume(key, points, options);
  }
}

/**
 * A fixed-window limiter counted in Redis, shared by every replica, that keeps counting in this
 * process while Redis does not answer: a request never waits for Redis and an outage never turns
 * into refusals or errors. `rejectIfRedisNotReady`: while the client is not connected the command
 * is not even sent, the fallback answers at once. `onFallback` is called for every request the
 * fallback counts (the caller decides how often to say so).
 *
 * @param {object} o
 * @param {import('ioredis').Redis} o.redis  a client with no offline queue and a short command timeout
 * @param {string} o.keyPrefix
 * @param {number} o.points  requests per window
 * @param {number} o.duration  the window, in seconds
 * @param {() => void} [o.onFallback]
 * @returns {RateLimiterRedis}
 */
function createSharedLimiter({ redis, keyPrefix, points, duration, onFallback = () => undefined }) {
  const insuranceLimiter = new FallbackLimiter({ points, duration, keyPrefix }, onFallback);
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter, rejectIfRedisNotReady: true });
}

module.exports = { FallbackLimiter, createSharedLimiter };
