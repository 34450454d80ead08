import { json } from 'body-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeBodyError } from './body-errors';
import { checkJsonDepth } from './json-depth';

/** The largest JSON body any route takes. */
const JSON_LIMIT = '100kb';

type RawRequest = IncomingMessage & { body?: unknown };

/**
 * The API's one body parser, in place of fastify's own: JSON only (no form encoding: the site's
 * forms send JSON or multipart), with its errors turned into a 4xx (body-errors.ts); the depth is
 * checked on the raw bytes before parsing (json-depth.ts).
 *
 * Registered for every content type, so that fastify never answers a body type itself: a body of
 * another type is left unread, and the route decides. BodyTypeGuard answers 415 in the API's error
 * shape, and the inquiry's upload interceptor reads its multipart stream (multer on the Node
 * request). body-parser stays the reader, not fastify's JSON parser, because it is what the API's
 * answers to odd bodies were built and tested on (bad-input.e2e.test.ts pins them): gzip and deflate
 * bodies, charsets, the size limit counted after decompression, and its error types.
 */
export function acceptJsonBodies(http: FastifyInstance): void {
  const parse = json({ limit: JSON_LIMIT, verify: (_req, _res, body) => checkJsonDepth(body) });
  http.removeAllContentTypeParsers();
  http.addContentTypeParser('*', (request: FastifyRequest, _payload, done) => {
    const raw = request.raw as RawRequest;
    // body-parser reads the Node request itself and skips a body that is not JSON without reading it;
    // it hands the response only to `verify`, which does not read it (a content-type parser has none).
    parse(raw, undefined as unknown as ServerResponse, (error?: unknown) => {
      if (error) done(describeBodyError(error) as Error, undefined);
      else done(null, raw.body);
    });
  });
}
