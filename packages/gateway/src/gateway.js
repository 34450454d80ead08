// @ts-check
'use strict';
const fs = require('fs');
const { STATUS_CODES } = require('http');
const path = require('path');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { ROOT, REMOTES, remoteBasePath, loadRouteTable } = require('@agency/workspace');
const { cacheControlFor } = require('./cache');
const { precompressedStatic, preferredEncoding } = require('./precompressed');
const { renderIndex } = require('./snapshot');
const { FRAME_OPTIONS, pagePolicy, setPageSecurityHeaders } = require('./csp');
const { SECURITY_HEADERS } = require('@agency/server-kit');
const { createLogger, requestLog } = require('./request-log');
const { seoRoutes } = require('./seo/sitemap');
const { remotesForRequest, remoteOrigins } = require('./version-choice');
const { hideServerBundle, oneHostHeader } = require('./hostile-requests');

/**
 * @param {{ cors?: boolean }} [options]
 * @returns {import('serve-static').ServeStaticOptions<import('express').Response>}
 */
function staticOptions({ cors = false } = {}) {
  return {
    index: false,
    // A folder is never an answer here: without this, serve-static answered /server (or /blog/%2e%2e,
    // which resolves to the build folder) with a 301 to /server/, which the page route's tidy path
    // sent back to /server: a redirect loop. Now such an address falls through to the pages (a 404).
    redirect: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/**
 * A page's path with doubled slashes and a trailing slash taken out. Never a path a browser would
 * read as another host ("//host", "/\\host"): the result starts with one slash and no backslash.
 * @param {string} pathname
 */
function tidyPath(pathname) {
  const tidy = pathname.replace(/[\\/]{2,}/g, '/');
  return tidy.length > 1 ? tidy.replace(/\/$/, '') : tidy;
}

/**
 * A request's target as a path: HTTP/1.1 allows the absolute form (`GET http://host/about`), which
 * Node passes on as it came. Express still finds the path in it, but the page renderer and the API
 * proxy read the raw URL: an absolute URL whose host or port is invalid (`http://x:99999/about`)
 * threw in the renderer, and the promise's rejection ended the whole process. A valid absolute URL
 * becomes its path and query; any other target that is not a path gets a 400.
 * @type {import('express').RequestHandler}
 */
function originForm(req, res, next) {
  if (req.url.startsWith('/')) return next();
  let url;
  try {
    url = new URL(req.url);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    res.status(400).type('text/plain').send('Bad request: the request target must be a path.');
    return;
  }
  // Express noted the target as it came (originalUrl) before this ran; the pages read that one.
  req.url = `${url.pathname}${url.search}`;
  req.originalUrl = req.url;
  next();
}

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

/**
 * The composed site on one port: the shell at /, each remote under /remotes/<name>/ as if it were
 * its own origin, the deploy-time /remotes.json, and /api proxied to the API.
 *
 * @param {object} o
 * @param {string} o.apiUrl        where the API listens (http://127.0.0.1:3100)
 * @param {string} [o.deployDir]   release folder: remotes.json and versioned remote builds
 * @param {{ render(url: string, o?: { remotes?: Record<string, string>, mayRender?: () => Promise<boolean> }): Promise<{ html: string, status: number, location?: string, etag: string | null, encoded?: { br?: Buffer, gzip?: Buffer }, cached?: boolean, limited?: boolean }> } | null} [o.pages]  the server renderer (./page-renderer.js)
 * @param {import('pino').Logger} [o.logger]  where request lines go (default: ./request-log.js createLogger())
 * @param {string} [o.shellDist]  the shell's build (default shell/dist)
 * @param {boolean | number | string} [o.trustProxy]  whose X-Forwarded-For to believe for the client's address (TRUST_PROXY; loopback)
 * @param {{ allow(ip: string | undefined): Promise<boolean> } | null} [o.renderLimit]  each client's budget of server renders (./render-limit.js)
 */
function createGateway({ apiUrl, deployDir = path.join(ROOT, '.deploy'), pages = null, logger, shellDist = path.join(ROOT, 'shell', 'dist'), trustProxy = 'loopback', renderLimit = null }) {
  const app = express();
  app.disable('x-powered-by');
  // Behind nginx every request comes from nginx: the visitor's address is in X-Forwarded-For.
  app.set('trust proxy', trustProxy);
  app.set('etag', true);
  const log = logger ?? createLogger();
  app.use(originForm);
  app.use(requestLog({ logger: log }));
  app.use(oneHostHeader);

  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', SECURITY_HEADERS['X-Content-Type-Options']);
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

  // @ts-expect-error @types/compression is written against express 4's types (the root's, for the API); compression works as express 5 middleware
  app.use(compression());

  // For a load balancer or compose's health check when the gateway runs as its own service.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok\n');
  });

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // The visitor's versions (a running canary for its share of visitors: ./version-choice.js).
    res.json(remotesForRequest(req, res, deployDir));
  });

  for (const remote of REMOTES) {
    const base = remoteBasePath(remote.name);
    // Released versions (.deploy/remotes/<name>/<version>/) first, then the remote's own build;
    // both with their .br / .gz copies sent as they are (precompressed.js).
    app.use(base, precompressedStatic(path.join(deployDir, 'remotes', remote.name), staticOptions({ cors: true })));
    app.use(base, precompressedStatic(path.join(ROOT, remote.dir, 'dist'), staticOptions({ cors: true })));
    app.use(base, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }

  const redirects = loadRouteTable().redirects ?? {};
  const index = path.join(shellDist, 'index.html');
  /** @type {(req: import('express').Request, res: import('express').Response) => Promise<void>} */
  const sendPage = async (req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The site is not built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The versions this visitor gets (./version-choice.js): rendered here and loaded by the browser.
    const remotes = remotesForRequest(req, res, deployDir);
    const security = { origins: remoteOrigins(remotes) };
    if (pages) {
      // One address per page: /about/ and //about are /about (one entry in the page cache and in
      // search engines, not one per spelling; each spelling used to be a render of its own). The
      // route table's old addresses are answered here too, in the same one hop, before any render.
      const tidy = tidyPath(req.path);
      const target = redirects[tidy] ?? (tidy !== req.path ? tidy : null);
      if (target) {
        const query = req.originalUrl.indexOf('?');
        res.redirect(301, `${target}${query === -1 ? '' : req.originalUrl.slice(query)}`);
        return;
      }
      const page = await pages.render(req.originalUrl, { remotes, ...(renderLimit ? { mayRender: () => renderLimit.allow(req.ip) } : {}) });
      if (page.location) {
        res.redirect(page.status, page.location);
        return;
      }
      // For operators (and the e2e suite): served from the page cache, rendered for this request, or
      // left to the browser because this client's budget of renders is spent (render-limit.js).
      res.setHeader('X-Page-Cache', page.limited ? 'limited' : page.cached ? 'hit' : 'miss');
      // Its inline scripts (the constant event capture, ./event-capture.js) allowed by hash.
      setPageSecurityHeaders(res, page.html, security);
      // A kept page's compressed bytes, once made (page-cache.js): sent as they are.
      const encoding = page.encoded ? preferredEncoding(req, Object.keys(page.encoded)) : null;
      if (page.etag) {
        res.vary('Accept-Encoding');
        // Each encoding is its own representation, with its own validator.
        res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
        if (req.fresh) {
          res.status(304).end();
          return;
        }
      }
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        // @ts-expect-error `encoding` is set only when page.encoded holds it (one of its keys, chosen by preferredEncoding)
        res.status(page.status ?? 200).type('html').send(page.encoded[encoding]);
        return;
      }
      res.status(page.status ?? 200).type('html').send(page.html);
      return;
    }
    const html = renderIndex({ pathname: req.path, shellDist, deployDir, remotes });
    setPageSecurityHeaders(res, html, security);
    res.type('html').send(html);
  };
  app.use(seoRoutes({ shellDist }));
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // The shell's server bundle is read from disk by the renderer, never fetched: not a file to serve.
  // (A remote's server entry stays under /remotes/<name>/server/: a remote hosted on another origin
  // is loaded by URL, so those are public by design.)
  app.use(hideServerBundle);
  app.use(precompressedStatic(shellDist, staticOptions()));

  // Every other address is a page of the single-page app, a dot in it or not: a customer's page
  // (/admin/customers/a%40b.com), a case study named x.com. A route renders; anything else, a missing
  // file too, gets the site's own 404 page (status 404). The promise is returned so that Express 5
  // hands a failure to the error handler below; a dropped one ended the process.
  app.get(/.*/, (req, res) => sendPage(req, res));

  // A page is read, never written to: another method on a page address is 405 (not 404), and
  // OPTIONS says which ones it takes.
  app.all(/.*/, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return res.status(204).end();
    res.status(405).type('text/plain').send('Method not allowed');
  });

  app.use(errorAnswer(log));
  return app;
}

module.exports = { createGateway, tidyPath };
