'use strict';

/**
 * The security headers every answer of both servers carries, whatever it is (a page, a file, JSON,
 * an error): no MIME sniffing, and no page of another site may frame it. The content security
 * policy is not here: pages get theirs from the gateway (packages/gateway/src/edge/csp.js), the API a
 * JSON-only one through helmet (services/src/common/security-headers.ts), built from these values.
 */
const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});

module.exports = { SECURITY_HEADERS };
