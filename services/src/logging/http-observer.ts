import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { requestIdOf as idFor, requestLevel, roundMs } from '@agency/server-kit';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics';

/**
 * Polled by load balancers and monitors, and by every gateway replica without Redis once a second
 * for content changes: logged at debug, not info (an error still at its own level).
 */
const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics', '/api/content/changes']);

/** Node's channel for an answer whose last byte was handed to the connection (its 'finish'). */
const FINISHED = 'http.server.response.finish';

/**
 * Each observed server's handler, found by the answer's server: one subscriber for the process
 * (tests run several apps in one), and an app that is gone takes its entry with it. A server may
 * be closed and listen again (supertest does so per request), so closing it does not end this.
 */
const observers = new WeakMap<Server, (res: Response) => void>();
subscribe(FINISHED, (message) => {
  const answer = message as { response: Response; server: Server };
  observers.get(answer.server)?.(answer.response);
});

/** What the observer notes per request, in express's per-request `res.locals`. */
interface Observation {
  requestId?: string;
  observedAt?: number;
}

/** The request's id (as sent in X-Request-Id), for error bodies and log lines elsewhere. */
export function requestIdOf(res: Response): string | undefined {
  return (res.locals as Observation | undefined)?.requestId;
}

/**
 * The API's first middleware, one per request: an id (nginx's or the gateway's X-Request-Id when
 * sane, else a new one: @agency/server-kit's rule, the gateway's too) echoed in X-Request-Id;
 * when the answer is sent, the duration in the metrics by route pattern and status, and one log line with the request id, method, route, address, status and
 * duration (unless LOG_REQUESTS=false).
 *
 * It runs on every request, so it allocates little: the route's name joined once per route, its
 * two notes kept in `res.locals` (a dictionary express makes for each request) rather than as new
 * properties of Node's request object, which would make V8 move that object to a new shape on
 * every request, and no listener per answer: Node publishes each finished answer of `server` on
 * its `http.server.response.finish` channel (docs/decisions/api-request-observer.md says why, and
 * what guards it), where one subscriber takes them all.
 */
export function createHttpObserver(server: Server, logger: Logger, metrics: Metrics, logRequests: boolean) {
  function onFinished(res: Response): void {
    const notes = res.locals as Observation | undefined;
    // An answer express never saw (no notes).
    if (notes?.observedAt === undefined) return;
    const req = res.req;
    const status = res.statusCode;
    const ms = performance.now() - notes.observedAt;
    // The pattern matched (a bounded label set); a request no route took is "unmatched".
    const route = req.route ? routeOf(req) : 'unmatched';
    metrics.request(req.method, route, status, ms / 1000);
    if (!logRequests) return;
    const level = requestLevel(status, QUIET_ROUTES.has(route));
    if (!logger.isLevelEnabled(level)) return;
    logger[level]({ requestId: notes.requestId, method: req.method, route, url: req.originalUrl, status, durationMs: roundMs(ms), ip: req.ip }, 'request');
  }
  observers.set(server, onFinished);
  return function observeRequest(req: Request, res: Response, next: NextFunction): void {
    const notes = res.locals as Observation;
    notes.observedAt = performance.now();
    const id = idFor(req.headers['x-request-id']);
    notes.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

/** "/api" + "/health", joined once per route object instead of once per request. */
const routeNames = new WeakMap<object, Map<string, string>>();
function routeOf(req: Request): string {
  const layer = req.route as { path: string };
  let byBase = routeNames.get(layer);
  if (!byBase) routeNames.set(layer, (byBase = new Map()));
  let name = byBase.get(req.baseUrl);
  if (name === undefined) byBase.set(req.baseUrl, (name = `${req.baseUrl}${layer.path}`));
  return name;
}
