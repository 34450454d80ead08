'use strict';
const { createSharedLimiter } = require('@agency/server-kit');
const { RateLimiterMemory, RateLimiterRes } = require('rate-limiter-flexible');

const DEFAULT_PER_IP = 60;
const DEFAULT_WINDOW_SECONDS = 60;

/**
 * How many pages one client address may have rendered on the server (cache misses) per window.
 * A kept page is cheap, a render costs the gateway's one thread many times more: an address that is not
 * a page (`/portfolio/<anything>`, a 404 is never kept) or a page about one visitor is a render
 * every time, so a single client could keep every renderer busy. Past the budget the client gets
 * the shell's page for the browser alone (what the gateway sends when a render fails), not an
 * error: a visitor behind a carrier's shared address still gets a working page, and kept pages
 * are served from the cache as always.
 *
 * Counted in Redis when the gateway is given one (REDIS_URL; compose does), so the replicas share
 * one budget per address, as the API's sign-in limits are shared: in each gateway's memory, N
 * replicas allowed N times the budget. While Redis does not answer, each gateway counts in its own
 * memory (rate-limiter-flexible's insurance limiter) and says so at most once a minute: a page
 * never waits for Redis and a Redis outage never costs a visitor a page.
 *
 * @param {object} [o]
 * @param {number} [o.perIp]
 * @param {number} [o.windowSeconds]
 * @param {(ip: string | undefined) => void} [o.onLimited]  said once per address and window
 * @param {import('ioredis').Redis | null} [o.redis]  the shared store (./redis-client.js)
 * @param {() => void} [o.onStoreDown]  Redis does not answer (at most once a minute)
 */
function createRenderLimit({ perIp = DEFAULT_PER_IP, windowSeconds = DEFAULT_WINDOW_SECONDS, onLimited = () => undefined, redis = null, onStoreDown = () => undefined } = {}) {
  let warned = 0;
  /** @type {import('rate-limiter-flexible').RateLimiterAbstract} */
  const limiter = redis
    ? createSharedLimiter({
        redis,
        keyPrefix: 'nyota:render',
        points: perIp,
        duration: windowSeconds,
        // Asked only while Redis fails (@agency/server-kit, as the API's limits): said at most once a minute.
        onFallback: () => {
          if (Date.now() - warned <= 60_000) return;
          warned = Date.now();
          onStoreDown();
        },
      })
    : new RateLimiterMemory({ points: perIp, duration: windowSeconds, keyPrefix: 'render' });
  return {
    /** Takes one render from the address's budget: false once it is spent for this window. */
    /** @param {string | undefined} ip */
    async allow(ip) {
      try {
        await limiter.consume(ip || 'unknown');
        return true;
      } catch (rejection) {
        // Said once per address and window, not once per request of a flood.
        if (rejection instanceof RateLimiterRes && rejection.consumedPoints === perIp + 1) onLimited(ip);
        return false;
      }
    },
    /** Lets go of the shared store (at shutdown). */
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * RENDER_RATE_PER_IP and RENDER_RATE_WINDOW_SECONDS, each a whole number from 1; a bad value stops the start.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ perIp: number, windowSeconds: number }}
 */
function renderLimitSettings(env = process.env) {
  // Named like load-config's readers, so the .env.example test finds the settings it reads.
  /** @type {(name: string, fallback: number) => number} */
  const int = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number from 1 (got "${raw}")`);
    return Number(raw);
  };
  return { perIp: int('RENDER_RATE_PER_IP', DEFAULT_PER_IP), windowSeconds: int('RENDER_RATE_WINDOW_SECONDS', DEFAULT_WINDOW_SECONDS) };
}

module.exports = { createRenderLimit, renderLimitSettings };
