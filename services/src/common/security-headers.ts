import type { IncomingMessage, ServerResponse } from 'http';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Header = readonly [name: string, value: string | number | readonly string[]];

/**
 * helmet's headers, worked out once at start and then set with one call per request.
 *
 * helmet runs a chain of a dozen middlewares per request to produce headers that never change
 * for the options this API uses (no per-request CSP nonce); on GET /api/health that chain was
 * about a third of the request's CPU time. helmet stays the source of the values.
 */
export function createSecurityHeaders(options: HelmetOptions) {
  const { set, removed } = captureHelmet(options);
  return function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
    for (let i = 0; i < set.length; i++) res.setHeader(set[i][0], set[i][1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]);
    next();
  };
}

export function captureHelmet(options: HelmetOptions): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    done = true;
    failure = error;
  });
  // helmet answers synchronously; if a future version does not, fail at start rather than send no headers.
  if (!done) throw new Error('helmet did not finish synchronously; security headers cannot be precomputed');
  if (failure) throw failure;
  return { set, removed };
}
