import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics';

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Polled by load balancers and monitors: logged at debug, not info. */
const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics']);

/**
 * The request's id: nginx's X-Request-Id when sane, else a new one. fastify's `genReqId`
 * (app.factory.ts), so it is made once per request, before any hook, and kept as `request.id`.
 */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

/** The request's id (as sent in X-Request-Id), for error bodies and log lines elsewhere. */
export function requestIdOf(request: FastifyRequest): string {
  return request.id;
}

/** The route pattern a request matched (a bounded label set); a request no route took is "unmatched". */
export function routeOf(request: FastifyRequest): string {
  return request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
}

/** fastify's request hook that echoes the request's id in X-Request-Id on every answer. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('X-Request-Id', request.id);
  done();
}

/**
 * fastify's response hook: when the answer is sent, the duration in the metrics by route pattern
 * and status, and one log line with the request id, method, route, address, status and duration
 * (unless LOG_REQUESTS=false). fastify keeps the id and the start time on its own request and
 * reply, so nothing is added per request.
 */
export function createHttpObserver(logger: Logger, metrics: Metrics, logRequests: boolean) {
  return function onResponse(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    const route = routeOf(request);
    metrics.request(request.method, route, status, seconds);
    if (logRequests) {
      const level = status >= 500 ? 'error' : QUIET_ROUTES.has(route) ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) {
        logger[level]({ requestId: request.id, method: request.method, route, url: request.url, status, durationMs: Math.round(seconds * 1e4) / 10, ip: request.ip }, 'request');
      }
    }
    done();
  };
}
