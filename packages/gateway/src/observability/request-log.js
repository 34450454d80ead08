'use strict';
const { createLogger: createServerLogger, requestIdOf, requestLevel, roundMs } = require('@agency/server-kit');

/** A request slower than this is logged at info whatever it asked for. */
const SLOW_MS = 1000;

/**
 * The gateway's log, the API's set-up (@agency/server-kit): JSON lines when LOG_FORMAT is json
 * (default in production), readable text otherwise; time in UTC, level by name.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('pino').Logger}
 */
function createLogger(env = process.env) {
  return createServerLogger({
    service: 'gateway',
    format: (env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'json' ? 'json' : 'pretty',
    // Jest sets NODE_ENV=test: quiet unless LOG_LEVEL asks.
    level: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  });
}

/**
 * A bounded name for what was asked: the API, one remote's files, or a page of the site.
 *
 * @param {string} pathname
 * @returns {string}
 */
function routeOf(pathname) {
  if (pathname === '/api/health' || pathname === '/healthz') return pathname;
  if (pathname.startsWith('/api/')) return '/api';
  const remote = /^\/remotes\/([a-z][a-z0-9-]*)\//.exec(pathname);
  if (remote) return `/remotes/${remote[1]}`;
  return /\.[A-Za-z0-9]+$/.test(pathname) ? 'file' : 'page';
}

/**
 * The level of one request's line. Pages, API calls, client errors (a missing file included) and
 * slow requests are what an operator reads: info. A static file served fine is one of dozens per
 * page view, and a health check (the API's, or the gateway's own /healthz that compose polls) is a monitor's poll every few seconds: debug, so they do not bury
 * the rest (LOG_LEVEL=debug shows them). Server errors: error.
 *
 * @param {string} route  routeOf's name
 * @param {number} status
 * @param {number} durationMs
 * @param {number} [slowMs]
 * @returns {'error' | 'info' | 'debug'}
 */
function levelOf(route, status, durationMs, slowMs = SLOW_MS) {
  const quiet = route === '/api/health' || route === '/healthz';
  const file = route === 'file' || route.startsWith('/remotes/');
  return requestLevel(status, quiet, status >= 400 || durationMs >= slowMs || !file ? 'info' : 'debug');
}

/**
 * Express middleware, first in the chain (one line: `app.use(requestLog())`): gives each request
 * an id (the incoming X-Request-Id when sane, else a new one), passes it on to the API behind the
 * proxy, echoes it, and logs one line per request with the id, method, route, status and duration,
 * at the level levelOf gives. The id follows @agency/server-kit's rule, the API's too, so one
 * request carries one id from nginx to the API's line.
 *
 * @param {{ logger?: import('pino').Logger, slowMs?: number }} [options]
 * @returns {import('express').RequestHandler}
 */
function requestLog({ logger = createLogger(), slowMs = SLOW_MS } = {}) {
  return (req, res, next) => {
    const id = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeOf(req.path);
      const durationMs = roundMs(Number(process.hrtime.bigint() - started) / 1e6);
      const level = levelOf(route, res.statusCode, durationMs, slowMs);
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ requestId: id, method: req.method, route, url: req.originalUrl, status: res.statusCode, durationMs }, 'request');
    });
    next();
  };
}

module.exports = { createLogger, levelOf, requestLog, routeOf };
