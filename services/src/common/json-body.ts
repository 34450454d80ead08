import { json } from 'body-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describeBodyError } from './body-errors';
import { verifyUtf8Json } from './utf8-text';

/** The largest JSON body any route takes. */
export const JSON_LIMIT = '100kb';

/**
 * The API's one body parser: express's JSON parser (body-parser's `json`, which express exports as
 * `express.json`) with the API's size limit, in place of Nest's default pair (JSON and URL-encoded
 * forms, with express's own limits): the site's forms send JSON or multipart, and no route reads a
 * form encoding. A body of another type is left unread for the route: BodyTypeGuard answers 415,
 * and the inquiry's upload interceptor hands its multipart stream to multer. gzip and deflate
 * bodies, charsets and the limit counted after decompression are body-parser's; its errors are
 * turned into a 4xx in plain words as it hands them on (body-errors.ts), before
 * they reach the exception filter. The nesting depth, NUL and prototype-key rules are RawInputPipe's.
 *
 * A request that announces no body (neither header: body-parser's own test, type-is `hasBody`)
 * passes straight on. body-parser would only give it `req.body = undefined`, which adds a property
 * to Node's request object on every GET (V8 then moves the object to a new shape), the largest
 * single piece of the API's own work per health answer when counted (`npm run bench:instructions`).
 */
export function jsonBodies(): RequestHandler {
  const parse = json({ limit: JSON_LIMIT, verify: verifyUtf8Json });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    // The parser's error in plain words here rather than in an error middleware of its own: that
    // would be one more layer express walks past on every request, body or not.
    parse(req, res, (error?: unknown) => (error == null ? next() : next(describeBodyError(error) ?? error)));
  };
}
