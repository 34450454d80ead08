// @ts-check
'use strict';
const path = require('path');
const express = require('express');
const { ROOT } = require('@agency/workspace');
const { hideServerBundle, oneHostHeader, originForm } = require('./edge/hostile-requests');
const { everyAnswerHeaders, gatewayPolicyHeaders } = require('./edge/security-headers');
const { errorAnswer } = require('./edge/error-answer');
const { createLogger, requestLog } = require('./observability/request-log');
const { apiProxy } = require('./proxy/api-proxy');
const { compressAnswers, remoteFiles, shellFiles } = require('./static/static-files');
const { seoRoutes } = require('./seo/sitemap');
const { pageTokenSecret } = require('@agency/server-kit');
const { visitorRemotes } = require('./releases/visitor-remotes');
const { pageMethods, pageRoute, tidyPath } = require('./pages/page-route');

/**
 * The composed site on one port: the shell at /, each remote under /remotes/<name>/ as if it were
 * its own origin, the deploy-time /remotes.json, and /api proxied to the API. This file only puts
 * the parts in their order; each part's own file holds what it does:
 *
 *   edge/           hostile requests, security headers and the CSP, the error answer, TRUST_PROXY
 *   proxy/          /api passed to the API
 *   static/         the site's files, their cache rules and compressed copies (nginx's job in compose)
 *   releases/       which version of each remote a visitor gets (canary cookie), the remotes map
 *   seo/            robots.txt, sitemap.xml, head tags, structured data
 *   pages/          a page address: redirect, render on the server, page cache, render budget
 *   document/       the HTML page assembled from the shell's build, its inline and startup scripts
 *   observability/  request logs and render metrics
 *   process/        what `npm start` (start.js) and the gateway service (serve.js) run
 *
 * @param {object} o
 * @param {string} o.apiUrl        where the API listens (http://127.0.0.1:3100)
 * @param {string} [o.deployDir]   release folder: remotes.json and versioned remote builds
 * @param {import('./pages/page-route').Pages | null} [o.pages]  the server renderer (./pages/page-renderer.js)
 * @param {import('pino').Logger} [o.logger]  where request lines go (default: ./observability/request-log.js createLogger())
 * @param {string} [o.shellDist]  the shell's build (default shell/dist)
 * @param {boolean | number | string} [o.trustProxy]  whose X-Forwarded-For to believe for the client's address (TRUST_PROXY; loopback)
 * @param {import('./pages/page-route').RenderLimit | null} [o.renderLimit]  each client's budget of server renders (./pages/render-limit.js)
 * @param {string} [o.tokenSecret]  PAGE_TOKEN_SECRET: signs the pages' visit tokens, checks preview links
 * @param {{ onChange(listener: (tags: string[] | null) => void): unknown } | null} [o.contentFeed]  the API's content
 *   changes (./pages/content-changes.js): the kept pages that read a changed tag and the sitemap's lists are dropped
 */
function createGateway({ apiUrl, deployDir = path.join(ROOT, '.deploy'), pages = null, logger, shellDist = path.join(ROOT, 'shell', 'dist'), trustProxy = 'loopback', renderLimit = null, tokenSecret = pageTokenSecret(), contentFeed = null }) {
  const app = express();
  app.disable('x-powered-by');
  // Behind nginx every request comes from nginx: the visitor's address is in X-Forwarded-For.
  app.set('trust proxy', trustProxy);
  app.set('etag', true);
  const log = logger ?? createLogger();
  app.use(originForm);
  app.use(requestLog({ logger: log }));
  app.use(oneHostHeader);
  app.use(everyAnswerHeaders);

  // The API answers itself (and streams uploads/downloads): proxy before compression.
  app.use(apiProxy(apiUrl));

  app.use(gatewayPolicyHeaders());
  app.use(compressAnswers());

  // For a load balancer or compose's health check when the gateway runs as its own service.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok\n');
  });

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // The visitor's versions (a running canary for its share of visitors: ./releases/version-choice.js),
    // and a private preview for the holder of its link (./releases/preview.js).
    res.json(visitorRemotes(req, res, deployDir, tokenSecret).remotes);
  });

  app.use(remoteFiles(deployDir));

  const sendPage = pageRoute({ shellDist, deployDir, pages, renderLimit, tokenSecret });
  const seo = seoRoutes({ shellDist, apiUrl, log: (message) => log.warn({ context: 'seo' }, message) });
  contentFeed?.onChange((tags) => {
    pages?.contentChanged?.(tags);
    seo.contentChanged();
  });
  app.use(seo);
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // The shell's server bundle is read from disk by the renderer, never fetched: not a file to serve.
  // (A remote's server entry stays under /remotes/<name>/server/: a remote hosted on another origin
  // is loaded by URL, so those are public by design.)
  app.use(hideServerBundle);
  app.use(shellFiles(shellDist));

  // Every other address is a page of the single-page app, a dot in it or not: a customer's page
  // (/admin/customers/a%40b.com), a case study named x.com. A route renders; anything else, a missing
  // file too, gets the site's own 404 page (status 404). The promise is returned so that Express 5
  // hands a failure to the error handler below; a dropped one ended the process.
  app.get(/.*/, (req, res) => sendPage(req, res));
  app.all(/.*/, pageMethods);

  app.use(errorAnswer(log));
  return app;
}

module.exports = { createGateway, tidyPath };
