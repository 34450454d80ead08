import { Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('Request');
const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;
/**
 * Gives each request an id (kept from X-Request-Id when sane), echoes it and, unless turned off
 * (LOG_REQUESTS=false), logs the outcome with the time taken.
 */
export function createRequestIdMiddleware(logRequests: boolean) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction) => requestId(req, res, next, logRequests);
}

function requestId(req: Request & { id?: string }, res: Response, next: NextFunction, logRequests: boolean): void {
  const incoming = req.header('x-request-id');
  req.id = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  if (!logRequests) return next();
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.log(`${req.id} ${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
