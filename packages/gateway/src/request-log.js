'use strict';
const { randomUUID } = require('crypto');
const pino = require('pino');

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
/** A request slower than this is logged at info whatever it asked for. */
const SLOW_MS = 1000;

/**
 * The gateway's log, the same way as the API's (services/src/logging): JSON lines when LOG_FORMAT
 * is json (default in production), readable text otherwise; time in UTC, level by name. JSON goes
 * to stdout asynchronously, as the API's: lines share a write under load, flushed at exit.
 */
function createLogger(env = process.env) {
  const json = (env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'json';
  const options = {
    // Jest sets NODE_ENV=test: quiet unless LOG_LEVEL asks.
    level: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (json) return pino(options, pino.destination({ dest: 1, sync: false }));
  return pino(options, require('pino-pretty')({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', singleLine: true }));
}

/** A bounded name for what was asked: the API, one remote's files, or a page of the site. */
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
 */
function levelOf(route, status, durationMs, slowMs = SLOW_MS) {
  if (status >= 500) return 'error';
  if (route === '/api/health' || route === '/healthz') return 'debug';
  if (status >= 400 || durationMs >= slowMs) return 'info';
  return route === 'file' || route.startsWith('/remotes/') ? 'debug' : 'info';
}

/**
 * Express middleware, first in the chain (one line: `app.use(requestLog())`): gives each request
 * an id (the incoming X-Request-Id when sane, else a new one), passes it on to the API behind the
 * proxy, echoes it, and logs one line per request with the id, method, route, status and duration,
 * at the level levelOf gives.
 */
function requestLog({ logger = createLogger(), slowMs = SLOW_MS } = {}) {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeOf(req.path);
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const level = levelOf(route, res.statusCode, durationMs, slowMs);
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ requestId: id, method: req.method, route, url: req.originalUrl, status: res.statusCode, durationMs }, 'request');
    });
    next();
  };
}

module.exports = { createLogger, levelOf, requestLog, routeOf };
