#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `npm run release -w <remote>`: builds that one remote, copies the build to
 * .deploy/remotes/<name>/<version>/ and points .deploy/remotes.json at it (atomic rename).
 *   --remote <name>      instead of the workspace npm runs in
 *   --from <folder>      release this build folder as it is (no build)
 *   --no-build           release the remote's current dist/ as it is
 *   --deploy-dir <dir>   default: $DEPLOY_DIR or <repo>/.deploy
 *   --keep <n>           versions kept on disk (default 5; the live one, the one before, a canary and
 *                        any version served in the last 48 hours always stay: skew protection)
 *   --canary <share>     serve the build to <share> % of visitors only (1-99); the rest keep the live
 *                        release. `npm run promote` gives it to everyone, `npm run rollback` withdraws it,
 *                        the watcher (`npm run releases -- --watch`) withdraws it when it does worse.
 *   --preview            a private preview: published, but shown only to the holders of the signed link
 *                        it prints (and the cookie the link sets), never cached, noindex. Lasts
 *                        --expires <hours> (default 24, at most 720); `npm run rollback -- --preview`
 *                        removes it; `npm run releases` lists them. Signed with PAGE_TOKEN_SECRET
 *                        (the gateway's). --site <url> prefixes the link (default $PUBLIC_URL).
 *   --auto-promote       with --canary: the watcher promotes it after a healthy watch period
 *   --watch-period <min> with --auto-promote: minutes it must stay healthy (default 30)
 *   --publish-dir <dir> --public-url <url>
 *                        publish to the remote's own static host or CDN: versions are copied to
 *                        <dir>/<version>/ and named <url>/<version>/mf-manifest.json in remotes.json.
 *                        Remembered for the remote's next releases (its history).
 */
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT } = require('@agency/workspace');
const { parseArgs, stringOption, remoteFromContext, fail } = require('../src/cli');
const { deployPaths } = require('../src/deploy-state');
const { releaseFolder, startCanary, startPreview } = require('../src/release');

/**
 * --publish-dir and --public-url together (a remote on its own origin), or neither.
 * @param {import('../src/cli').Args} options
 */
function originOption(options) {
  const dir = options['publish-dir'];
  const url = options['public-url'];
  if (dir === undefined && url === undefined) return undefined;
  if (typeof dir !== 'string' || typeof url !== 'string') throw new Error('--publish-dir and --public-url go together');
  if (!/^https?:\/\/[^/]+/i.test(url)) throw new Error(`--public-url must be an absolute http(s) URL, not "${url}"`);
  return { dir: path.resolve(dir), url: url.replace(/\/+$/, '') };
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const remote = remoteFromContext(options);
  const paths = deployPaths(stringOption(options, 'deploy-dir'));
  let sourceDir = path.join(ROOT, remote.dir, 'dist');
  if (options.from) sourceDir = path.resolve(String(options.from));
  else if (!options['no-build']) {
    console.log(`[release] building ${remote.dir}`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', remote.dir, '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of ${remote.dir} failed; nothing was released`);
  }
  const origin = originOption(options);
  if (options.preview) {
    if (options.canary !== undefined) throw new Error('--preview and --canary do not go together');
    const hours = options.expires === undefined ? undefined : Number(options.expires);
    if (hours !== undefined && !(hours > 0)) throw new Error('--expires takes hours');
    const preview = startPreview({ remote: remote.name, sourceDir, paths, ...(hours ? { ttlMs: Math.round(hours * 3600_000) } : {}) });
    const site = String(options.site ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
    console.log(`[release] ${remote.name} ${preview.version} is a private preview until ${preview.expiresAt}; nobody else sees it:`);
    console.log(`${site}/?${preview.query}`);
    console.log(`[release] remove it: npm run rollback -w ${remote.dir} -- --preview`);
    return;
  }
  if (options.canary !== undefined) {
    const share = Number(options.canary);
    const watchMs = options['watch-period'] !== undefined ? Number(options['watch-period']) * 60_000 : null;
    if (watchMs !== null && !(watchMs >= 0)) throw new Error('--watch-period takes minutes');
    const canary = startCanary({ remote: remote.name, sourceDir, paths, share, origin, autoPromote: Boolean(options['auto-promote']), watchMs });
    console.log(`[release] ${remote.name} ${canary.version} is a canary for ${canary.share} % of visitors: ${canary.url}`);
    console.log(`[release] the others keep ${canary.stable ?? 'the base build'}. Watch: npm run releases; then npm run promote -w ${remote.dir} or npm run rollback -w ${remote.dir}`);
    return;
  }
  const result = releaseFolder({ remote: remote.name, sourceDir, paths, keep: Number(options.keep ?? 5), origin });
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
