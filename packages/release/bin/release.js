#!/usr/bin/env node
'use strict';
/**
 * `npm run release -w <remote>`: builds that one remote, copies the build to
 * .deploy/remotes/<name>/<version>/ and points .deploy/remotes.json at it (atomic rename).
 *   --remote <name>      instead of the workspace npm runs in
 *   --from <folder>      release this build folder as it is (no build)
 *   --no-build           release the remote's current dist/ as it is
 *   --deploy-dir <dir>   default: $DEPLOY_DIR or <repo>/.deploy
 *   --keep <n>           versions kept on disk (default 5; the live one and the one before always stay)
 */
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT } = require('@agency/workspace');
const { parseArgs, remoteFromContext, fail } = require('../src/cli');
const { deployPaths } = require('../src/deploy-state');
const { releaseFolder } = require('../src/release');

function main() {
  const options = parseArgs(process.argv.slice(2));
  const remote = remoteFromContext(options);
  const paths = deployPaths(options['deploy-dir']);
  let sourceDir = path.join(ROOT, remote.dir, 'dist');
  if (options.from) sourceDir = path.resolve(String(options.from));
  else if (!options['no-build']) {
    console.log(`[release] building ${remote.dir}`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', remote.dir, '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of ${remote.dir} failed; nothing was released`);
  }
  const result = releaseFolder({ remote: remote.name, sourceDir, paths, keep: Number(options.keep ?? 5) });
  if (!result.changed) {
    console.log(`[release] ${remote.name}: the build is identical to the live release ${result.version}; nothing to do`);
    return;
  }
  console.log(`[release] ${remote.name} ${result.version} is live: ${result.url}`);
  console.log(`[release] previous: ${result.previous ?? 'base build'} (npm run rollback -w ${remote.dir} switches back)`);
  if (result.removed.length) console.log(`[release] removed old versions: ${result.removed.join(', ')}`);
}

try {
  main();
} catch (error) {
  fail(error);
}
