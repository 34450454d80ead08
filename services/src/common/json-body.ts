import { json } from 'body-parser';
import type { RequestHandler } from 'express';
import { bodyErrorMiddleware } from './body-errors';
import { checkJsonDepth } from './json-depth';

/** The largest JSON body any route takes. */
const JSON_LIMIT = '100kb';

/**
 * Every route's JSON body parser, with its errors turned into a 4xx (body-errors.ts), as one
 * middleware that a request without a body passes straight through. JSON only (no form encoding:
 * the site's forms send JSON or multipart); the depth is checked on the raw bytes before parsing
 * (json-depth.ts).
 *
 * Why not body-parser on every request (Nest's useBodyParser) with the error middleware after it:
 * body-parser gives each request it sees a `body` property (undefined when there is none), so
 * every GET had one more property added to Node's request object, which makes V8 move the object
 * to a new shape, and the router walked one more layer. Counted with callgrind on GET /api/health
 * (`npm run bench:instructions -w services`, compiler and GC apart, 2026-11-27): 746k instructions
 * per answer before, 690k after (bare express 588k), the largest single piece of the API's own work.
 */
export function createJsonBody(): RequestHandler {
  const parse = json({ limit: JSON_LIMIT, verify: (_req, _res, body) => checkJsonDepth(body) });
  return (req, res, next) => {
    // body-parser's own test (type-is hasBody): a body is announced by either header. With neither,
    // it would only set req.body to undefined, which reading an absent property gives as well.
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    parse(req, res, (error?: unknown) => (error ? bodyErrorMiddleware(error, req, res, next) : next()));
  };
}
