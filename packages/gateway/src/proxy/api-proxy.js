// @ts-check
'use strict';
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * `/api` on the gateway's port, passed to the API as it came (uploads and downloads streamed both
 * ways). In the compose stack nginx sends /api to the API itself; this is the proxy of `npm start`
 * and of anyone who reaches a gateway directly.
 *
 * @param {string} apiUrl  where the API listens (http://127.0.0.1:3100)
 */
function apiProxy(apiUrl) {
  return createProxyMiddleware({
    target: apiUrl,
    pathFilter: '/api',
    xfwd: true,
    proxyTimeout: 60_000,
    on: {
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
