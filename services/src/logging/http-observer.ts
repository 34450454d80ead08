import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics';

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Polled by load balancers and monitors: logged at debug, not info. */
const QUIET_ROUTES = new Set(['/api/health', '/api/metrics']);

/**
 * Per request: an id (nginx's X-Request-Id when sane, else a new one) echoed in X-Request-Id;
 * on finish, the duration in the metrics by route pattern and status, and one log line with the
 * request id, method, route, address, status and duration (unless LOG_REQUESTS=false).
 */
export function createHttpObserver(logger: Logger, metrics: Metrics, logRequests: boolean) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    req.id = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The pattern matched (bounded label set); a request no route took is "unmatched".
      const route = req.route ? `${req.baseUrl}${req.route.path as string}` : 'unmatched';
      metrics.request(req.method, route, res.statusCode, seconds);
      if (!logRequests) return;
      const level = res.statusCode >= 500 ? 'error' : QUIET_ROUTES.has(route) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        { requestId: req.id, method: req.method, route, url: req.originalUrl, status: res.statusCode, durationMs: Math.round(seconds * 1e4) / 10, ip: req.ip },
        'request',
      );
    });
    next();
  };
}
