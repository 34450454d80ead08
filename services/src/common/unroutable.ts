import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { sendError } from './error-body';
import type { SecurityHeaders } from './security-headers';

/**
 * fastify's answer to an address its router cannot read (a broken %-escape in a path parameter:
 * 400; a parameter longer than the router takes: 414), which it sends before any hook runs. The
 * same as every other answer of the API: its error shape, the request id and the security headers
 * (fastify's own carried neither).
 */
export function createUnroutableAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode === 414 ? 414 : 400;
    headers(reply, request.url);
    reply.header('X-Request-Id', request.id);
    const message = status === 414 ? 'The address is too long.' : 'The address is not valid: it holds a broken %-escape.';
    sendError(reply, { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, requestId: request.id });
  };
}
