import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express handlers run in turn as one layer of express's router, for the handlers every request
 * passes (the request id and log, the security headers, CORS, the body parser, the query check).
 * Why: the router's walk from one layer to the next (the path read again, the layer matched, the
 * handler called under its own try/catch) costs about as much per request as a handler's own
 * work, counted in instructions by `npm run bench:instructions -w services`.
 *
 * Each handler gets a `next` that calls the following one; an error (or express's 'route' and
 * 'router') leaves the chain for express's own `next`, which hands it to the error handlers as a
 * layer's would. A handler that throws is treated as express treats a layer that throws, also
 * when it runs later from another handler's callback (the body parser's, once the body is read).
 * A promise a handler returns is not awaited, as express 5 would for a layer of its own: each
 * handler here answers through `next`, and an async one belongs in a layer of its own.
 */
export function inOneLayer(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        void handler(req, res, next);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
