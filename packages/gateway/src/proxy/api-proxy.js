// @ts-check
'use strict';
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * `/api` on the gateway's port, passed to the API as it came (uploads and downloads streamed both
 * ways). In the compose stack nginx sends /api to the API itself; this is the proxy of `npm start`
 * and of anyone who reaches a gateway directly.
 *
 * The API's cross-site check compares a request's Origin with its Host and X-Forwarded-Host
 * (services/src/common/request-guards.ts), and its rate limits count by X-Forwarded-For. These
 * headers are therefore the gateway's own word. X-Forwarded-Host is always the Host the gateway was
 * asked for, never a client's X-Forwarded-Host, even from a trusted hop: nginx in front passes the
 * browser's Host as Host, and `npm start` trusts loopback, so any local client would otherwise choose
 * it. The protocol and the address chain are passed on only from a hop TRUST_PROXY trusts; otherwise
 * they are those of the gateway's own connection (Express's req.protocol and req.ips).
 *
 * @param {string} apiUrl  where the API listens (http://127.0.0.1:3100)
 */
function apiProxy(apiUrl) {
  return createProxyMiddleware({
    target: apiUrl,
    pathFilter: '/api',
    // The X-Forwarded-* headers are written below (http-proxy's xfwd appends to the client's own).
    xfwd: false,
    proxyTimeout: 60_000,
    on: {
      proxyReq(proxyReq, req) {
        const request = /** @type {import('express').Request} */ (req);
        // No Host at all (HTTP/1.0): no forwarded host either, rather than the client's.
        const host = request.get('host');
        if (host) proxyReq.setHeader('X-Forwarded-Host', host);
        else proxyReq.removeHeader('X-Forwarded-Host');
        proxyReq.setHeader('X-Forwarded-Proto', request.protocol);
        // The believed chain: the visitor first, this hop's peer last.
        proxyReq.setHeader('X-Forwarded-For', [...request.ips, request.socket.remoteAddress ?? ''].filter(Boolean).join(', '));
      },
      // http-proxy pipes the API's answer on but neither ends nor destroys ours when the API's is
      // cut midway (an export or download the API had to stop): the visitor's download would hang
      // until a timeout. Cut ours as well, so the browser reports a failed download at once.
      proxyRes(proxyRes, _req, res) {
        proxyRes.on('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
      },
      error(_err, _req, res) {
        if ('headersSent' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The API is not reachable right now.' }));
        }
      },
    },
  });
}

module.exports = { apiProxy };
