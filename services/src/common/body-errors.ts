import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * body-parser reports a broken or oversized body with its own raw messages ("Unexpected end of
 * JSON input"); visitors and client developers get a plain sentence instead.
 */
export function bodyErrorMiddleware(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (type === 'entity.too.large') return next(new PayloadTooLargeException('The request is too large.'));
  if (type === 'entity.parse.failed') return next(new BadRequestException('The request body is not valid JSON.'));
  if (typeof type === 'string' && type.startsWith('entity.') || type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return next(new BadRequestException('The request body could not be read.'));
  }
  next(error);
}
