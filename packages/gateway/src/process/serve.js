#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * The gateway alone, as its own service behind nginx (docker-compose `gateway`, replicated like the
 * API): renders every page on the server (../pages/page-renderer.js) over the builds and the deploy
 * folder it is given. nginx serves the files itself and sends only page addresses here; the
 * gateway still serves files and proxies /api (to API_URL) for anyone who reaches it directly.
 * No build, no API or sandbox of its own (that is `npm start`, ./start.js).
 *
 *   PORT (3000), HOST (127.0.0.1), API_URL (http://127.0.0.1:3100), DEPLOY_DIR (.deploy),
 *   PAGE_CACHE=off (render every request), SSR=off (the shell's page only), TRUST_PROXY (loopback:
 *   whose X-Forwarded-For names the visitor), RENDER_RATE_PER_IP / RENDER_RATE_WINDOW_SECONDS (60 / 60:
 *   server renders per client address, ../pages/render-limit.js), REDIS_URL (where the replicas count
 *   that budget together; without it each counts alone)
 */
const path = require('path');
const { ROOT } = require('@agency/workspace');
const { createGateway } = require('../gateway');
const { createPageRenderer } = require('../pages/page-renderer');
const { createRenderLimit } = require('../pages/render-limit');
const { createRedisClient } = require('../pages/redis-client');
const { createContentFeed } = require('../pages/content-changes');
const { gatewaySettingsOrExit } = require('./settings');
const { createLogger } = require('../observability/request-log');
const { createRenderMetrics } = require('../observability/render-metrics');

// One log for the service: JSON lines in production, as its requests are (../observability/request-log.js).
const logger = createLogger();
// Read before anything starts, so a bad value stops the start with its own message.
const gateway = gatewaySettingsOrExit();
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const apiUrl = process.env.API_URL || 'http://127.0.0.1:3100';
const deployDir = path.resolve(ROOT, process.env.DEPLOY_DIR || '.deploy');

const metrics = createRenderMetrics();
const pages =
  process.env.SSR !== 'off'
    ? createPageRenderer({
        shellDist: path.join(ROOT, 'shell', 'dist'),
        deployDir,
        origin: `http://127.0.0.1:${port}`,
        apiUrl,
        cache: process.env.PAGE_CACHE !== 'off',
        log: metrics.watchLog((message) => logger.warn({ context: 'render' }, message)),
      })
    : null;

const renderLimit = createRenderLimit({
  ...gateway.renderLimits,
  redis: gateway.redisUrl ? createRedisClient(gateway.redisUrl) : null,
  onLimited: (ip) => logger.warn({ context: 'render', ip }, 'a client used up its renders for this window: it gets pages for the browser to render'),
  onStoreDown: () => logger.error({ context: 'render' }, 'Redis is unreachable: the render budget is counted in this process until it is back'),
});
// The API's content changes, on every replica (Redis with REDIS_URL, else the API's change list once
// a second): the kept pages that read a changed item, and the sitemap's lists, are dropped.
const contentFeed = createContentFeed({ apiUrl, redisUrl: gateway.redisUrl, log: (message) => logger.warn({ context: 'content' }, message) });
const app = createGateway({ apiUrl, deployDir, pages, logger, trustProxy: gateway.trustProxy, renderLimit, tokenSecret: gateway.tokenSecret, contentFeed });
contentFeed.start();
const server = app.listen(port, host, async () => {
  logger.info(`pages on http://${host}:${port} (API at ${apiUrl}, deploy folder ${deployDir})`);
  if (pages) {
    await pages.warm(['/', '/portfolio', '/blog', '/pricing']);
    logger.info('ready: pages are rendered on the server');
  }
});
server.prependListener('request', metrics.observe);
// Renders, cache hits, render time, parts left to the browser (render-metrics.js): a port nginx never proxies.
if (process.env.METRICS_PORT) metrics.listen(Number(process.env.METRICS_PORT), host);
const stop = () => server.close(() => Promise.all([renderLimit.close(), contentFeed.close()]).finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
