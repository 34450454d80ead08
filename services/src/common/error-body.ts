import type { Response } from 'express';

/**
 * The one error shape of the API. Front ends read `message` (and `errors` per field for
 * validation failures); `requestId` ties a report from a visitor to the server's log line.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

/**
 * Sends `body` as JSON with its status. The type is set here: a route may have set another one
 * before it failed (the metrics' text/plain, a download's type), and an error is always JSON.
 */
export function sendError(res: Response, body: ErrorBody): void {
  // A length set for a download that then failed is not this body's.
  res.removeHeader('Content-Length');
  res.status(body.statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
