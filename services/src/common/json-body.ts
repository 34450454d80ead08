import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { describeBodyError } from './body-errors';

/** The largest JSON body any route takes. */
export const JSON_LIMIT = '100kb';

/**
 * The API's one body parser: express's JSON parser (body-parser) with the API's size limit,
 * through Nest's `useBodyParser`, in place of Nest's default pair (JSON and URL-encoded forms, with
 * express's own limits): the site's forms send JSON or multipart, and no route reads a form
 * encoding. A body of another type is left unread for the route: BodyTypeGuard answers 415, and
 * the inquiry's upload interceptor hands its multipart stream to multer. gzip and deflate bodies,
 * charsets and the limit counted after decompression are body-parser's; its errors are turned
 * into a 4xx in plain words by the error middleware right after it (body-errors.ts), before they
 * reach the exception filter. The nesting depth, NUL and prototype-key rules are RawInputPipe's.
 */
export function acceptJsonBodies(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: JSON_LIMIT });
  app.use(bodyErrors);
}

function bodyErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next(describeBodyError(error) ?? error);
}
