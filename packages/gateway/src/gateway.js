'use strict';
const fs = require('fs');
const path = require('path');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { ROOT, REMOTES, remoteBasePath } = require('@agency/workspace');
const { cacheControlFor } = require('./cache');
const { readRemotesMap } = require('./remotes-map');
const { renderIndex } = require('./snapshot');
const { CAPTURE_HEADER, injectPrerender } = require('./prerender');
const { FRAME_OPTIONS, pagePolicy, setPageSecurityHeaders } = require('./csp');
const { requestLog } = require('./request-log');

function staticOptions({ cors = false } = {}) {
  return {
    index: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/**
 * The composed site on one port: the shell at /, each remote under /remotes/<name>/ as if it were
 * its own origin, the deploy-time /remotes.json, and /api proxied to the API.
 *
 * @param {object} o
 * @param {string} o.apiUrl        where the API listens (http://127.0.0.1:3100)
 * @param {string} [o.deployDir]   release folder: remotes.json and versioned remote builds
 * @param {{ get(pathname: string): object | null }} [o.prerender]  first paints (./prerender.js)
 */
function createGateway({ apiUrl, deployDir = path.join(ROOT, '.deploy'), prerender = null }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);
  app.use(requestLog());

  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  // The API answers itself (and streams uploads/downloads): proxy before compression.
  app.use(
    createProxyMiddleware({
      target: apiUrl,
      pathFilter: '/api',
      xfwd: true,
      proxyTimeout: 60_000,
      on: {
        error(_err, _req, res) {
          if ('headersSent' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The API is not reachable right now.' }));
          }
        },
      },
    }),
  );

  // Everything the gateway itself serves may not be framed and runs only the site's scripts;
  // pages get their own policy below, with their inline scripts allowed by hash (csp.js).
  const basePolicy = pagePolicy();
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', basePolicy);
    res.setHeader('X-Frame-Options', FRAME_OPTIONS);
    next();
  });

  app.use(compression());

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(readRemotesMap(deployDir));
  });

  for (const remote of REMOTES) {
    const base = remoteBasePath(remote.name);
    // Released versions (.deploy/remotes/<name>/<version>/) first, then the remote's own build.
    app.use(base, express.static(path.join(deployDir, 'remotes', remote.name), staticOptions({ cors: true })));
    app.use(base, express.static(path.join(ROOT, remote.dir, 'dist'), staticOptions({ cors: true })));
    app.use(base, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }

  const shellDist = path.join(ROOT, 'shell', 'dist');
  const index = path.join(shellDist, 'index.html');
  const sendPage = (req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The site is not built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const html = renderIndex({ html: fs.readFileSync(index, 'utf8'), pathname: req.path, shellDist, deployDir });
    const firstPaint = prerender && !req.get(CAPTURE_HEADER) ? prerender.get(req.path) : null;
    const page = firstPaint ? injectPrerender(html, firstPaint) : html;
    setPageSecurityHeaders(res, page);
    res.type('html').send(page);
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.use(express.static(shellDist, staticOptions()));

  // Every other page address is a route of the single-page app.
  app.get(/.*/, (req, res, next) => {
    if (path.extname(req.path)) return next();
    sendPage(req, res);
  });

  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}

module.exports = { createGateway };
