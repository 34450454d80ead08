#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm run releases`: per remote, the live (stable) and canary versions, the canary's share, and per
 * version what visitors reported (services/src/rum): distinct visits, error rate and p75 of LCP, INP
 * and CLS, and the same p75s per route pattern; the INP of interactions the frame's own elements
 * took; the private previews; and the distinct visits the watcher needs before it decides
 * (--min-visits, --min-stable-visits).
 *   --since <minutes>     figures of the last <minutes> (default 1440)
 *   --api <url>           the API asked directly (default $RUM_API_URL or http://127.0.0.1:$API_PORT)
 *   --deploy-dir <dir>    default: $DEPLOY_DIR or <repo>/.deploy
 *   --watch               keep watching running canaries: withdraw one that does worse than the live
 *                         version, promote one with --auto-promote after its watch period. Settings:
 *     --window <min> (15)  --threshold <errors per view above live> (0.02)  --min-visits <n> (50, canary)
 *     --min-stable-visits <n> (50, live)  --max-error-rate <errors per view> (0.05, the ceiling while
 *     the live version has too few views to compare)  --watch-period <min> (30)  --interval <s> (30)
 *     --inp-margin <ms> (off)  withdraw a canary whose p75 INP is this much above the live version's,
 *     once each has --min-interactions <n> (20) INP reports
 *     --once (one look, then exit)   (docs/TEAM.md, "What the watcher decides")
 *     --heartbeat <file>   touched after every look (the container's health check reads its age)
 */
const fs = require('fs');
const { REMOTES } = require('@agency/workspace');
const { parseArgs, stringOption, fail } = require('../src/cli');
const { deployPaths } = require('../src/deploy-state');
const { apiBase, fetchStats } = require('../src/rum-client');
const { statusLines } = require('../src/status');
const { watchOnce, watchSettings } = require('../src/watch');

/** @typedef {import('../src/cli').Args} Args */
/** @typedef {import('../src/deploy-state').DeployPaths} DeployPaths */

/**
 * @param {Args} options
 * @param {DeployPaths} paths
 * @param {string} base the API's origin
 */
async function status(options, paths, base) {
  const minutes = Number(options.since ?? 1440);
  if (!(minutes > 0)) throw new Error('--since takes minutes');
  const since = new Date(Date.now() - minutes * 60_000);
  /** @type {Parameters<typeof statusLines>[1]} */
  const stats = {};
  // The frame's own interactions (header, footer, menu): no remote's, INP only.
  for (const name of [...REMOTES.map((r) => r.name), 'shell']) {
    try {
      stats[name] = await fetchStats(base, name, since);
    } catch (error) {
      stats[name] = error instanceof Error ? error : new Error(String(error));
    }
  }
  for (const line of statusLines(paths, stats, watchSettings(options))) console.log(line);
}

/**
 * @param {Args} options
 * @param {DeployPaths} paths
 * @param {string} base the API's origin
 */
async function watch(options, paths, base) {
  const settings = watchSettings(options);
  /** @param {string} line */
  const log = (line) => console.log(`${new Date().toISOString()} ${line}`);
  log(`[watch] canaries in ${paths.dir}: window ${settings.windowMs / 60_000} min, threshold ${settings.threshold}, at least ${settings.minVisits} distinct visits of the canary and ${settings.minStableVisits} of the live version (else a ceiling of ${settings.maxErrorRate})${settings.inpMargin == null ? '' : `, INP p75 at most ${settings.inpMargin} ms above the live version's once each has ${settings.minInteractions} INP reports`}`);
  for (;;) {
    await watchOnce({ paths, fetchStats: (remote, since) => fetchStats(base, remote, since), settings, log });
    if (typeof options.heartbeat === 'string') fs.writeFileSync(options.heartbeat, `${new Date().toISOString()}\n`);
    if (options.once) return;
    await new Promise((resolve) => setTimeout(resolve, settings.intervalMs));
  }
}

const options = parseArgs(process.argv.slice(2));
const paths = deployPaths(stringOption(options, 'deploy-dir'));
const base = apiBase(options);
(options.watch ? watch(options, paths, base) : status(options, paths, base)).catch(fail);
