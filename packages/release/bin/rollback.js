#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm run rollback -w <remote>`: withdraws the remote's running canary (its visitors go back to
 * the live release); without one, points .deploy/remotes.json back at the release before the live
 * one (or at the remote's own build when the live release is its first).
 *   --remote <name>      instead of the workspace npm runs in
 *   --to <version|base>  a given release, or base = the remote's own build
 *   --preview [version]  remove the remote's private previews (or that one): their links stop working
 *   --list               print the releases and which one is live
 *   --deploy-dir <dir>   default: $DEPLOY_DIR or <repo>/.deploy
 */
const { parseArgs, stringOption, remoteFromContext, fail } = require('../src/cli');
const { deployPaths, readHistory } = require('../src/deploy-state');
const { rollback } = require('../src/release');
const { removePreviews } = require('../src/preview');

function main() {
  const options = parseArgs(process.argv.slice(2));
  const remote = remoteFromContext(options);
  const paths = deployPaths(stringOption(options, 'deploy-dir'));
  if (options.list) {
    const history = readHistory(paths, remote.name);
    console.log(`${remote.name}: live ${history.current ?? 'base build'}${history.canary ? `, canary ${history.canary.version} for ${history.canary.share} %` : ''}`);
    for (const r of history.releases) {
      console.log(`${r.version === history.current ? '*' : ' '} ${r.version}  ${r.releasedAt}${r.pruned ? '  (files removed)' : ''}`);
    }
    return;
  }
  if (options.preview) {
    const removed = removePreviews({ remote: remote.name, paths, ...(typeof options.preview === 'string' ? { version: options.preview } : {}) });
    for (const p of removed) console.log(`[rollback] ${remote.name}: preview ${p.version} removed; its link shows the live site again`);
    return;
  }
  const result = rollback({ remote: remote.name, paths, to: options.to ? String(options.to) : undefined });
  if (result.canary) console.log(`[rollback] ${remote.name}: canary ${result.from} withdrawn; every visitor gets ${result.to ?? 'the base build'} (${result.url})`);
  else console.log(`[rollback] ${remote.name}: ${result.from} -> ${result.to ?? 'base build'} (${result.url})`);
}

try {
  main();
} catch (error) {
  fail(error);
}
