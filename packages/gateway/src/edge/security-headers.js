// @ts-check
'use strict';
const { SECURITY_HEADERS } = require('@agency/server-kit');
const { FRAME_OPTIONS, pagePolicy } = require('./csp');

/**
 * The headers of every answer, the API's through the proxy included: no type sniffing, and the
 * referrer cut to the origin on other sites.
 * @param {import('express').Request} _req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
function everyAnswerHeaders(_req, res, next) {
  res.setHeader('X-Content-Type-Options', SECURITY_HEADERS['X-Content-Type-Options']);
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
}

/**
 * Everything the gateway itself serves (not the API, which sends its own policy) may not be framed
 * and runs only the site's scripts. Pages replace this policy with their own, which allows their
 * inline scripts by hash (./csp.js setPageSecurityHeaders). In the compose stack nginx sends the
 * files with the same headers itself (deploy/nginx/static-headers.conf, its CSP written from csp.js):
 * this is the one-port development form of the same rule.
 * @returns {import('express').RequestHandler}
 */
function gatewayPolicyHeaders() {
  const basePolicy = pagePolicy();
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', basePolicy);
    res.setHeader('X-Frame-Options', FRAME_OPTIONS);
    next();
  };
}

module.exports = { everyAnswerHeaders, gatewayPolicyHeaders };
