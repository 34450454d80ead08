#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Runs the `web` image's nginx configuration with Debian's nginx, over the local builds.
 *   node packages/release/bin/nginx-native.js start --port 4550 --api 127.0.0.1:3301[,127.0.0.1:3311]
 *        --pages 127.0.0.1:3300[,...]   the page renderers (the gateway: npm start, or packages/gateway/src/process/serve.js)
 *        [--trusted-proxies 10.0.0.0/8[,...]]   a load balancer in front whose X-Forwarded-For is believed
 *        [--prefix /tmp/agency-nginx-4550] [--deploy-dir .deploy] [--no-compress]
 *   node packages/release/bin/nginx-native.js stop [--port 4550 | --prefix <dir>]
 *   node packages/release/bin/nginx-native.js reload [--port 4550 | --prefix <dir>]   (after a remote moved
 *        to another origin: nginx reads the deploy folder's origins file again, as the web image does by itself)
 *   node packages/release/bin/nginx-native.js render --port 4550 --api ... [--prefix <dir>]   (writes conf only)
 * The prefix holds conf/, logs/, run/nginx.pid and links to the builds; stop reads that pid.
 */
const path = require('path');
const os = require('os');
const { ROOT } = require('@agency/workspace');
const { parseArgs, fail } = require('../src/cli');
const { start, stop, reload, prepare, missingBuilds } = require('../src/nginx/native');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const command = options._[0];
  const port = Number(options.port || process.env.NGINX_PORT || 8080);
  const prefix = path.resolve(String(options.prefix || path.join(os.tmpdir(), `agency-nginx-${port}`)));
  if (command === 'stop') {
    console.log((await stop({ prefix })) ? `[nginx] stopped (${prefix})` : `[nginx] not running (${prefix})`);
    return;
  }
  if (command === 'reload') {
    reload({ prefix });
    console.log(`[nginx] reloaded (${prefix})`);
    return;
  }
  if (command !== 'start' && command !== 'render') throw new Error('usage: nginx-native.js start|stop|reload|render --port N --api host:port[,host:port]');
  const apiServers = String(options.api || process.env.API_UPSTREAMS || '127.0.0.1:3100')
    .split(/[,\s]+/)
    .filter(Boolean);
  const pageServers = String(options.pages || process.env.PAGES_UPSTREAMS || '127.0.0.1:3000')
    .split(/[,\s]+/)
    .filter(Boolean);
  const trustedProxies = String(options['trusted-proxies'] || process.env.TRUSTED_PROXIES || '')
    .split(/[,\s]+/)
    .filter(Boolean);
  const missing = missingBuilds();
  if (missing.length) throw new Error(`builds missing (npm run build): ${missing.join(', ')}`);
  const settings = {
    port,
    apiServers,
    pageServers,
    trustedProxies,
    prefix,
    deployDir: String(options['deploy-dir'] || process.env.DEPLOY_DIR || path.join(ROOT, '.deploy')),
    compress: !options['no-compress'],
  };
  if (command === 'render') {
    console.log(`[nginx] config written to ${prepare(settings).conf}`);
    return;
  }
  const running = await start(settings);
  console.log(`[nginx] serving ${running.url} (pid ${running.pid}, API upstream ${apiServers.join(', ')}, pages from ${pageServers.join(', ')}, logs ${running.logDir})`);
}

main().catch(fail);
