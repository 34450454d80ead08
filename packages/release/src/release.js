'use strict';
const fs = require('fs');
const path = require('path');
const { withLock } = require('./atomic');
const { compressDir } = require('./compress');
const { contractProblems, liveSite } = require('./contracts');
const { makeReadable } = require('./readable');
const { readHistory, writeHistory, switchRemote, manifestUrl } = require('./deploy-state');
const { contentHash, makeVersion } = require('./version');

/** What the shell needs from a remote's build; a folder without them would break the site. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

/** Files of the build folder that do not go into a release (build stamps, stats, stale compressions). */
const SKIP_ON_COPY = /(^|[\\/])(\.build-inputs|mf-manifest-stats\.json)$|\.(gz|br)$/;

function assertBuildFolder(dir) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`no build folder at ${dir}`);
  const missing = REQUIRED_FILES.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) throw new Error(`${dir} is not a remote's build: ${missing.join(', ')} missing`);
}

/** Versions older than the newest `keep` are deleted, except the live one and the one before it. */
function prune(paths, history, keep) {
  const live = history.releases.filter((r) => !r.pruned);
  const currentIndex = live.findIndex((r) => r.version === history.current);
  const protectedVersions = new Set([history.current, currentIndex > 0 ? live[currentIndex - 1].version : null]);
  const removed = [];
  for (const release of live.slice(0, Math.max(0, live.length - keep))) {
    if (protectedVersions.has(release.version)) continue;
    fs.rmSync(paths.versionDir(history.remote, release.version), { recursive: true, force: true });
    release.pruned = true;
    removed.push(release.version);
  }
  return removed;
}

/**
 * Releases a remote's build folder: copies it to remotes/<name>/<version>/ (pre-compressed), then
 * switches remotes.json to it in one atomic rename. The shell and the other remotes are not touched.
 * A build identical to the live one is not released again.
 *
 * @returns {{changed: boolean, version: string, previous: string|null, url: string, removed: string[]}}
 */
function releaseFolder({ remote, sourceDir, paths, now = new Date(), keep = 5, compress = true, required, host }) {
  assertBuildFolder(sourceDir);
  if (required === undefined || host === undefined) {
    const live = liveSite(remote, paths.dir);
    if (required === undefined) required = live.required;
    if (host === undefined) host = live.host;
  }
  // A build that stopped exposing a module (or props) the shell or another remote imports would
  // break them: `required` are those consumers' contracts, as released (else built here). A build
  // that uses a shared-package name the live shell (`host`) does not provide would break itself.
  const problems = contractProblems(remote, sourceDir, required, host);
  if (problems.length) throw new Error(`${remote}'s build breaks what the site runs: ${problems.join('; ')}`);
  const hash = contentHash(sourceDir);
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    const live = history.releases.find((r) => r.version === history.current);
    if (live && live.hash === hash) {
      return { changed: false, version: live.version, previous: live.version, url: manifestUrl(remote, live.version), removed: [] };
    }

    const version = makeVersion(hash, now);
    const target = paths.versionDir(remote, version);
    if (!fs.existsSync(target)) {
      // Copy and compress beside the target, then rename: a half-copied version is never visible.
      const incoming = path.join(paths.versionsDir(remote), `.incoming-${version}-${process.pid}`);
      fs.rmSync(incoming, { recursive: true, force: true });
      fs.cpSync(sourceDir, incoming, { recursive: true, filter: (src) => !SKIP_ON_COPY.test(src) });
      if (compress) compressDir(incoming);
      makeReadable(incoming);
      fs.renameSync(incoming, target);
    }

    const previous = history.current;
    switchRemote(paths, remote, version);
    history.releases = history.releases.filter((r) => r.version !== version);
    history.releases.push({ version, hash, releasedAt: now.toISOString() });
    history.current = version;
    history.log.push({ at: now.toISOString(), action: 'release', from: previous, to: version });
    const removed = prune(paths, history, keep);
    writeHistory(paths, history);
    return { changed: true, version, previous, url: manifestUrl(remote, version), removed };
  });
}

/**
 * Switches a remote back to the release before the live one (or to `to`, a version or "base").
 * Before its first release a remote is served from its own build ("base", version null).
 *
 * @returns {{from: string|null, to: string|null, url: string}}
 */
function rollback({ remote, paths, to, now = new Date() }) {
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    if (!history.current) throw new Error(`nothing to roll back: ${remote} already serves its own build (no release is live)`);
    const available = history.releases.filter((r) => !r.pruned);
    let target;
    if (to === 'base') target = null;
    else if (to) {
      if (!available.some((r) => r.version === to)) throw new Error(`${remote} has no release ${to}`);
      target = to;
    } else {
      const index = available.findIndex((r) => r.version === history.current);
      target = index > 0 ? available[index - 1].version : null;
    }
    if (target && !fs.existsSync(path.join(paths.versionDir(remote, target), 'mf-manifest.json'))) {
      throw new Error(`the files of ${remote} ${target} are gone from ${paths.versionDir(remote, target)}`);
    }
    const from = history.current;
    switchRemote(paths, remote, target);
    history.current = target;
    history.log.push({ at: now.toISOString(), action: 'rollback', from, to: target });
    writeHistory(paths, history);
    return { from, to: target, url: manifestUrl(remote, target) };
  });
}

module.exports = { releaseFolder, rollback, prune, assertBuildFolder, REQUIRED_FILES };
