import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from './error-body';

/**
 * Node's HTTP parser refuses a request whose headers pass its limit (16 KB, `--max-http-header-size`)
 * before any route sees it, and answers a bare 431 with no body. The API answers it in its one error
 * shape instead (declared for every address in the contract, common-answers.ts), so a client reads
 * the same kind of answer as for every other refusal. Any other error of a connection that never
 * became a request is answered as Node does (400, 408), then the socket is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A peer that went away is not answered (Node's documented handler does the same).
    if (socket.writable && error.code !== 'ECONNRESET') {
      // Not a request the API took: nothing of it was written yet (Node only calls this before).
      if (error.code === 'HPE_HEADER_OVERFLOW') socket.write(headersTooLarge());
      else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      else socket.write('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
    socket.destroy();
  });
}

function headersTooLarge(): string {
  const body: ErrorBody = {
    statusCode: 431,
    error: 'Request Header Fields Too Large',
    message: 'The request headers are too large (at most 16 KB).',
    requestId: randomUUID(),
  };
  const text = JSON.stringify(body);
  return [
    'HTTP/1.1 431 Request Header Fields Too Large',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}
