import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'http';
import { sendError, type ErrorBody } from './error-body';
import { requestIdOf } from '../logging/http-observer';
import { InputValidationException } from './validation';

/**
 * Every error leaves the API in one JSON shape, and never with a stack trace: unexpected errors
 * are logged with the request id and answered with a generic 500. The errors of express's own
 * layers (the JSON parser's, the router's) arrive here already turned into the 4xx they stand for
 * (json-body.ts, wrong-method.ts).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const requestId = requestIdOf(res);

    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message = 'Something went wrong on our side. Please try again.';
    let errors: Record<string, string[]> | undefined;
    let extra: Record<string, unknown> | undefined;

    if (exception instanceof InputValidationException) {
      status = exception.getStatus();
      errors = exception.errors;
      message = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const m = (body as { message?: unknown }).message;
        message = Array.isArray(m) ? String(m[0]) : typeof m === 'string' ? m : exception.message;
        const e = (body as { errors?: unknown }).errors;
        if (e && typeof e === 'object') errors = e as Record<string, string[]>;
        // Fields an answer adds to the error shape (a 409 of the content's editor carries both versions).
        const x = (body as { extra?: unknown }).extra;
        if (x && typeof x === 'object') extra = x as Record<string, unknown>;
      }
    } else {
      this.logger.error(`[${requestId}] ${req.method} ${req.originalUrl}: ${describe(exception)}`);
    }

    const body: ErrorBody = {
      ...extra,
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message,
      ...(errors ? { errors } : {}),
      requestId,
    };
    if (res.headersSent) return;
    // Rate limits say how long to wait (RFC 9110 Retry-After, in seconds).
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    sendError(res, body);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
}
