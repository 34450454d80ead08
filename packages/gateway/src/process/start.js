#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm start`: builds what is not built, then serves the composed site and the API on one port
 * (PORT, default 3000) with the embedded defaults: PGlite database, local mail outbox, local
 * payment sandbox. No Docker, no database server, no internet.
 * `npm run dev` (--dev): the same, with every app rebuilt on change.
 */
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { randomBytes } = require('crypto');
const { ROOT, FRONTENDS } = require('@agency/workspace');
const { buildChanged } = require('@agency/tools');
const { createGateway } = require('../gateway');
const { createPageRenderer } = require('../pages/page-renderer');
const { createRenderLimit } = require('../pages/render-limit');
const { gatewaySettingsOrExit } = require('./settings');
const { createRedisClient } = require('../pages/redis-client');
const { createContentFeed } = require('../pages/content-changes');
const { startProcess, waitForHttp, runtimeSettings } = require('./services');

const dev = process.argv.includes('--dev');
// --no-build: serve the builds as they are (a team working on one slice builds only its own).
const noBuild = process.argv.includes('--no-build') || process.env.NO_BUILD === '1';
/** @type {import('child_process').ChildProcess[]} */
const children = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function main() {
  const settings = runtimeSettings();
  // The gateway signs its pages' visit tokens and the API checks them with the same secret: without
  // one given (and outside production, which requires it), this start makes one for both processes.
  if (!process.env.PAGE_TOKEN_SECRET && process.env.NODE_ENV !== 'production') process.env.PAGE_TOKEN_SECRET = randomBytes(32).toString('hex');
  // Read before anything starts, so a bad value stops the start with its own message.
  const gateway = gatewaySettingsOrExit();
  if (!noBuild && !(await buildChanged())) {
    console.error('[start] a build failed; see above.');
    process.exit(1);
  }

  if (dev) {
    const webpackBin = require.resolve('webpack-cli/bin/cli.js');
    for (const app of FRONTENDS) {
      const child = spawn(process.execPath, [webpackBin, '--mode', 'development', '--watch'], {
        cwd: path.join(ROOT, app.dir),
        stdio: 'inherit',
      });
      children.push(child);
    }
    children.push(
      spawn(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
        cwd: path.join(ROOT, 'services'),
        stdio: 'inherit',
      }),
    );
  }

  const sandboxMain = path.join(ROOT, 'packages', 'payment-sandbox', 'dist', 'main.js');
  const sandboxUrl = `http://127.0.0.1:${settings.sandboxPort}`;
  if (fs.existsSync(sandboxMain) && !process.env.PAYMENT_PROVIDER_URL) {
    children.push(startProcess('sandbox', [sandboxMain], { PORT: String(settings.sandboxPort), HOST: '127.0.0.1', PUBLIC_URL: sandboxUrl }));
  }

  const apiArgs = [...(dev ? ['--watch-path=services/dist'] : []), path.join('services', 'dist', 'main.js')];
  const api = startProcess('api', apiArgs, {
    PORT: String(settings.apiPort),
    // The API and the sandbox are reached through the gateway only, whatever HOST the site has.
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    PUBLIC_URL: settings.siteUrl,
    PAYMENT_PROVIDER_URL: process.env.PAYMENT_PROVIDER_URL || sandboxUrl,
    NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production-local'),
  });
  children.push(api);
  api.on('exit', (code) => {
    if (!dev) {
      console.error(`[start] the API stopped (exit ${code}).`);
      stopAll(code || 1);
    }
  });

  const deployDir = process.env.DEPLOY_DIR ? path.resolve(ROOT, process.env.DEPLOY_DIR) : path.join(ROOT, '.deploy');
  // The canary watcher (packages/release, `npm run releases -- --watch`): withdraws a canary that does
  // worse than the live version with no one at the keyboard. RELEASE_WATCH=off leaves it out.
  if (process.env.RELEASE_WATCH !== 'off') {
    children.push(startProcess('watch', [path.join('packages', 'release', 'bin', 'releases.js'), '--watch', '--deploy-dir', deployDir], { API_PORT: String(settings.apiPort) }));
  }
  // Every page rendered on the server and hydrated in the browser (not in --dev, where the apps
  // are rebuilt on change while the server keeps the shell it loaded; SSR=off turns it off).
  const pages =
    !dev && process.env.SSR !== 'off'
      ? createPageRenderer({
          shellDist: path.join(ROOT, 'shell', 'dist'),
          deployDir,
          origin: `http://127.0.0.1:${settings.port}`,
          apiUrl: settings.apiUrl,
          cache: process.env.PAGE_CACHE !== 'off',
          log: (message) => console.log(`[render] ${message}`),
        })
      : null;
  const renderLimit = createRenderLimit({
    ...gateway.renderLimits,
    // With REDIS_URL (which the API then uses too) the budget is counted there.
    redis: gateway.redisUrl ? createRedisClient(gateway.redisUrl) : null,
    onLimited: (ip) => console.log(`[render] ${ip} used up its renders for this window: it gets pages for the browser to render`),
    onStoreDown: () => console.error('[render] Redis is unreachable: the render budget is counted in this process until it is back'),
  });
  // The API's content changes (Redis with REDIS_URL, else the API's change list once a second): the
  // kept pages that read a changed item, and the sitemap's lists, are dropped.
  const contentFeed = createContentFeed({ apiUrl: settings.apiUrl, redisUrl: gateway.redisUrl, log: (message) => console.log(`[render] ${message}`) });
  const app = createGateway({ apiUrl: settings.apiUrl, deployDir, pages, trustProxy: gateway.trustProxy, renderLimit, tokenSecret: gateway.tokenSecret, contentFeed });
  contentFeed.start();
  const server = app.listen(settings.port, settings.host, () => {
    console.log(`[start] site on ${settings.siteUrl} (listening on ${settings.host}; API proxied at /api)`);
  });
  server.on('error', (error) => {
    console.error(`[start] cannot listen on port ${settings.port}: ${error.message}`);
    stopAll(1);
  });

  if (await waitForHttp(`${settings.apiUrl}/api/health`)) {
    console.log(`[start] ready: open ${settings.siteUrl}`);
    if (pages) {
      // One page of each remote that owns pages, so their server code is loaded before visitors come.
      await pages.warm(['/', '/portfolio', '/blog', '/pricing']);
      console.log('[start] pages are rendered on the server and hydrated in the browser.');
    } else console.log('[start] server rendering is off: pages are rendered by their scripts only.');
  } else {
    console.error('[start] the API did not become healthy within 60 s.');
  }
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
