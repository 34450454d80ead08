// @ts-check
'use strict';
const { STATUS_CODES } = require('http');

/**
 * The last word on an error no route answered: its own 4xx status when it has one (a malformed
 * address), else a plain 500. Never the error's text or stack (Express's own handler shows the
 * stack outside production, with the server's file paths in it).
 * @param {import('pino').Logger} logger
 * @returns {import('express').ErrorRequestHandler}
 */
function errorAnswer(logger) {
  // Express tells an error handler by its four parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    const clientError = Number.isInteger(status) && status >= 400 && status < 500;
    if (!clientError) logger.error({ err: error, requestId: req.headers['x-request-id'], url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A 4xx says what it is in HTTP's own words (serve-static's 400 for a malformed address, 416 for
    // a range past the file's end); never the error's own message.
    res.status(clientError ? status : 500).type('text/plain').send(clientError ? (STATUS_CODES[status] ?? 'Bad request') : 'Something went wrong on our side. Please try again.');
  };
}

module.exports = { errorAnswer };
