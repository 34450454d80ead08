#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm run promote -w <remote>`: gives the running canary to every visitor (it becomes the live
 * release in remotes.json; the version before stays on disk for pages opened earlier).
 *   --remote <name>      instead of the workspace npm runs in
 *   --deploy-dir <dir>   default: $DEPLOY_DIR or <repo>/.deploy
 */
const { parseArgs, stringOption, remoteFromContext, fail } = require('../src/cli');
const { deployPaths } = require('../src/deploy-state');
const { promote } = require('../src/release');

try {
  const options = parseArgs(process.argv.slice(2));
  const remote = remoteFromContext(options);
  const result = promote({ remote: remote.name, paths: deployPaths(stringOption(options, 'deploy-dir')) });
  console.log(`[promote] ${remote.name}: ${result.from ?? 'base build'} -> ${result.to} for every visitor (${result.url})`);
  if (result.removed.length) console.log(`[promote] removed old versions: ${result.removed.join(', ')}`);
} catch (error) {
  fail(error);
}
