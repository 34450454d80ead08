// @ts-check
'use strict';
const { REMOTES } = require('@agency/workspace');
const { readHistory } = require('./deploy-state');
const { readPreviews } = require('./preview');
const { DEFAULTS, rateOf } = require('./watch');

/** Earlier versions shown per remote. */
const OLDER_SHOWN = 3;

/** @type {[string, (value: number) => string][]} */
const VITALS = [
  ['LCP', (v) => `${Math.round(v)} ms`],
  ['INP', (v) => `${Math.round(v)} ms`],
  ['CLS', (v) => v.toFixed(3)],
];

/**
 * The p75 of each vital, as a line shows them.
 * @param {Record<string, number | null> | undefined} p75
 */
const vitalsOf = (p75) => VITALS.map(([metric, show]) => `${metric} p75 ${p75?.[metric] == null ? '-' : show(p75[metric])}`).join(', ');

/**
 * One line per route pattern under a version: LCP and CLS of its pages that showed the version, INP
 * of the interactions the version's elements took there.
 * @param {import('./rum-client').VersionStats | undefined} s
 * @param {string} indent
 */
const routeLines = (s, indent) => (s?.routes ?? []).map((r) => `${indent}${r.route}: ${vitalsOf(r.p75)} (${r.interactions} interactions)`);

/**
 * The lines of `npm run releases`: per remote, its live and canary versions and the canary's share,
 * then per version the visitors' error rate and the p75 of each Core Web Vital, and the same p75s
 * per route pattern (`stats` per remote as fetchStats returns them, or an Error when the API could
 * not be asked); last, the INP of interactions the frame's own elements took (`stats.shell`).
 * @param {import('./deploy-state').DeployPaths} paths
 * @param {Record<string, Record<string, import('./rum-client').VersionStats> | Error | undefined>} statsByRemote
 * @param {{ minVisits?: number, minStableVisits?: number, inpMargin?: number | null, minInteractions?: number }} [decide] the watcher's minimum of distinct visits and INP signal (./watch.js)
 * @returns {string[]}
 */
function statusLines(paths, statsByRemote, { minVisits = DEFAULTS.minVisits, minStableVisits = DEFAULTS.minStableVisits, inpMargin = DEFAULTS.inpMargin, minInteractions = DEFAULTS.minInteractions } = {}) {
  /** @type {string[]} */
  const lines = [`The watcher decides on a canary after ${minVisits} distinct visits of it and ${minStableVisits} of the live version (visits with a signed visit token only).`];
  if (inpMargin != null) lines.push(`It withdraws one whose p75 INP is more than ${inpMargin} ms above the live version's, once each has ${minInteractions} INP reports.`);
  for (const { name } of REMOTES) {
    const history = readHistory(paths, name);
    const stable = history.current ?? 'base';
    const canary = history.canary;
    lines.push(`${name}: stable ${stable}${canary ? `, canary ${canary.version} for ${canary.share} %${canary.autoPromote ? ' (auto-promote)' : ''}` : ''}`);
    for (const p of readPreviews(paths).filter((entry) => entry.remote === name)) lines.push(`  preview ${p.version}: private (signed link) until ${p.expiresAt}`);
    const stats = statsByRemote[name];
    if (stats instanceof Error) {
      lines.push(`  (no visitors' figures: ${stats.message})`);
      continue;
    }
    // Besides the stable and the canary, the newest earlier releases of this deploy folder that visitors
    // reported on (the API also holds figures of other deploy folders' versions).
    const older = history.releases
      .filter((r) => !r.pruned && r.version !== history.current && r.version !== canary?.version && stats?.[r.version])
      .slice(-OLDER_SHOWN)
      .map((r) => r.version);
    for (const version of new Set([stable, ...(canary ? [canary.version] : []), ...older])) {
      const s = stats?.[version];
      const role = version === stable ? 'stable' : version === canary?.version ? 'canary' : 'older ';
      if (!s || !s.views) {
        lines.push(`  ${role} ${version}: no views reported`);
        continue;
      }
      lines.push(`  ${role} ${version}: ${s.visits ?? 0} visits, ${s.views} views, error rate ${(rateOf(s) * 100).toFixed(1)}% (${s.errors} errors, ${s.loadFailures} failed loads), ${vitalsOf(s.p75)}`);
      lines.push(...routeLines(s, '    '));
    }
    const last = history.log.filter((entry) => entry.action !== 'preview' && entry.action !== 'preview-removed').at(-1);
    if (last && (last.action === 'withdraw' || last.action === 'promote')) {
      lines.push(`  last: ${last.action} of ${last.action === 'withdraw' ? last.from : last.to} at ${last.at} by ${last.by ?? 'person'}${last.reason ? `: ${last.reason}` : ''}`);
    }
  }
  const shell = statsByRemote.shell;
  if (shell instanceof Error) lines.push(`shell (the frame's own elements): no visitors' figures: ${shell.message}`);
  else if (shell?.base?.routes?.length) {
    lines.push(`shell (the frame's own elements): INP p75 ${shell.base.p75?.INP == null ? '-' : `${Math.round(shell.base.p75.INP)} ms`} (${shell.base.interactions ?? 0} interactions)`);
    for (const r of shell.base.routes) if (r.interactions) lines.push(`    ${r.route}: INP p75 ${r.p75?.INP == null ? '-' : `${Math.round(r.p75.INP)} ms`} (${r.interactions} interactions)`);
  }
  return lines;
}

module.exports = { statusLines };
