// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { withLock } = require('./atomic');
const { compressDir } = require('./compress');
const { contractProblems, liveSite } = require('./contracts');
const { makeReadable } = require('./readable');
const { readHistory, writeHistory, switchRemote, manifestUrl, versionFolder, readCanaries, writeCanaries } = require('./deploy-state');
const { contentHash, makeVersion } = require('./version');
const { addPreview, previewQuery, readPreviews } = require('./preview');

/** @typedef {import('./deploy-state').DeployPaths} DeployPaths */
/** @typedef {import('./deploy-state').History} History */
/** @typedef {import('./deploy-state').Origin} Origin */
/** @typedef {import('./contracts').Contract} Contract */
/**
 * What a release is checked against (./contracts.js liveSite): read from the live site when left out.
 * @typedef {{ required?: Contract[], host?: Contract | null }} CheckedAgainst
 */

/** What the shell needs from a remote's build; a folder without them would break the site. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

/** Files of the build folder that do not go into a release (build stamps, stats, stale compressions). */
const SKIP_ON_COPY = /(^|[\\/])(\.build-inputs|mf-manifest-stats\.json)$|\.(gz|br)$/;

/** @param {string} dir */
function assertBuildFolder(dir) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`no build folder at ${dir}`);
  const missing = REQUIRED_FILES.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) throw new Error(`${dir} is not a remote's build: ${missing.join(', ')} missing`);
}

/** How long a version that visitors were given stays on disk after it stopped being served (skew protection). */
const KEEP_SERVED_MS = 48 * 3600_000;

/**
 * Versions older than the newest `keep` are deleted, except the live one, the one before it, a
 * running canary, and any version served within `keepServedMs` (a page opened before a release or
 * rollback keeps loading that version's chunks until it is reloaded: skew protection).
 * @param {DeployPaths} paths
 * @param {History} history
 * @param {number} keep
 * @param {{ now?: Date, keepServedMs?: number }} [options]
 * @returns {string[]} the versions deleted
 */
function prune(paths, history, keep, { now = new Date(), keepServedMs = KEEP_SERVED_MS } = {}) {
  const live = history.releases.filter((r) => !r.pruned);
  const currentIndex = live.findIndex((r) => r.version === history.current);
  const previewed = readPreviews(paths, now).filter((p) => p.remote === history.remote).map((p) => p.version);
  const protectedVersions = new Set([history.current, currentIndex > 0 ? live[currentIndex - 1].version : null, history.canary?.version ?? null, ...previewed]);
  /** @type {string[]} */
  const removed = [];
  for (const release of live.slice(0, Math.max(0, live.length - keep))) {
    if (protectedVersions.has(release.version)) continue;
    const lastServed = Date.parse(release.servedUntil ?? release.releasedAt);
    if (now.getTime() - lastServed < keepServedMs) continue;
    fs.rmSync(versionFolder(paths, history.remote, release.version, release.origin), { recursive: true, force: true });
    release.pruned = true;
    removed.push(release.version);
  }
  return removed;
}

/**
 * Marks a version as served until now: pruning keeps it for KEEP_SERVED_MS from here.
 * @param {History} history
 * @param {string|null} version
 * @param {Date} now
 */
function stopServing(history, version, now) {
  const release = history.releases.find((r) => r.version === version);
  if (release) release.servedUntil = now.toISOString();
}

/**
 * Copies a remote's build to its versioned folder (pre-compressed) if it is not there yet, after
 * checking it against what the site runs. Never changes what is served.
 * @param {{ remote: string, sourceDir: string, paths: DeployPaths, history: History, now: Date, compress: boolean } & CheckedAgainst} o
 */
function publish({ remote, sourceDir, paths, history, now, compress, required, host }) {
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
  const origin = history.origin ?? null;
  const known = history.releases.find((r) => r.hash === hash && !r.pruned && JSON.stringify(r.origin ?? null) === JSON.stringify(origin));
  const version = known?.version ?? makeVersion(hash, now);
  const target = versionFolder(paths, remote, version, origin);
  if (!fs.existsSync(target)) {
    // Copy and compress beside the target, then rename: a half-copied version is never visible.
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const incoming = path.join(path.dirname(target), `.incoming-${version}-${process.pid}`);
    fs.rmSync(incoming, { recursive: true, force: true });
    fs.cpSync(sourceDir, incoming, { recursive: true, filter: (src) => !SKIP_ON_COPY.test(src) });
    if (compress) compressDir(incoming);
    makeReadable(incoming);
    fs.renameSync(incoming, target);
  }
  if (!known) {
    history.releases.push({ version, hash, releasedAt: now.toISOString(), ...(origin ? { origin } : {}) });
  }
  return { version, hash, origin, url: manifestUrl(remote, version, origin) };
}

/**
 * Releases a remote's build folder: copies it to remotes/<name>/<version>/ (pre-compressed), or to
 * the remote's own origin's folder, then switches remotes.json to it in one atomic rename. The shell
 * and the other remotes are not touched. A build identical to the live one is not released again.
 * A running canary is withdrawn: everyone gets the new release.
 *
 * @param {{ remote: string, sourceDir: string, paths: DeployPaths, now?: Date, keep?: number, keepServedMs?: number, compress?: boolean, origin?: Origin | null } & CheckedAgainst} o
 * @returns {{changed: boolean, version: string, previous: string|null, url: string, removed: string[]}}
 */
function releaseFolder({ remote, sourceDir, paths, now = new Date(), keep = 5, keepServedMs = KEEP_SERVED_MS, compress = true, required, host, origin }) {
  assertBuildFolder(sourceDir);
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    if (origin !== undefined) history.origin = origin;
    const live = history.releases.find((r) => r.version === history.current);
    if (live && live.hash === contentHash(sourceDir) && JSON.stringify(live.origin ?? null) === JSON.stringify(history.origin ?? null) && !history.canary) {
      return { changed: false, version: live.version, previous: live.version, url: manifestUrl(remote, live.version, live.origin), removed: [] };
    }
    const { version, url } = publish({ remote, sourceDir, paths, history, now, compress, required, host });
    const previous = history.current;
    if (history.canary) endCanary(paths, history, now, 'replaced by a full release');
    switchRemote(paths, remote, version, history.origin);
    if (previous !== version) stopServing(history, previous, now);
    history.current = version;
    history.log.push({ at: now.toISOString(), action: 'release', from: previous, to: version });
    const removed = prune(paths, history, keep, { now, keepServedMs });
    writeHistory(paths, history);
    return { changed: true, version, previous, url, removed };
  });
}

/**
 * Takes a remote's canary out of canaries.json and of its history (the caller logs why).
 * @param {DeployPaths} paths
 * @param {History} history with a canary running (each caller checks)
 * @param {Date} now
 * @param {string} reason
 */
function endCanary(paths, history, now, reason) {
  const canary = /** @type {import('./deploy-state').Canary} */ (history.canary);
  const canaries = readCanaries(paths);
  delete canaries[history.remote];
  writeCanaries(paths, canaries);
  stopServing(history, canary.version, now);
  delete history.canary;
  return { ...canary, reason };
}

/**
 * Serves a build to `share` % of visitors (the rest keep the live release): the version is
 * published as for a release and written to canaries.json, which every renderer reads with the
 * visitor's bucket cookie (packages/gateway/src/releases/version-choice.js). remotes.json is not touched.
 *
 * @param {{ remote: string, sourceDir: string, paths: DeployPaths, share: number, now?: Date, compress?: boolean, origin?: Origin | null, autoPromote?: boolean, watchMs?: number | null } & CheckedAgainst} o
 * @returns {{version: string, stable: string|null, share: number, url: string}}
 */
function startCanary({ remote, sourceDir, paths, share, now = new Date(), compress = true, required, host, origin, autoPromote = false, watchMs = null }) {
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new Error(`--canary takes a share of visitors from 1 to 99 (per cent), not ${share}`);
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    if (origin !== undefined) history.origin = origin;
    const { version, url } = publish({ remote, sourceDir, paths, history, now, compress, required, host });
    if (version === history.current) throw new Error(`${remote}: this build is the live release ${version}; nothing to try as a canary`);
    if (history.canary && history.canary.version !== version) endCanary(paths, history, now, 'replaced by a new canary');
    history.canary = { version, url, share, startedAt: now.toISOString(), autoPromote: Boolean(autoPromote), ...(watchMs ? { watchMs } : {}) };
    const canaries = readCanaries(paths);
    canaries[remote] = { version, url, share, stable: history.current };
    writeCanaries(paths, canaries);
    history.log.push({ at: now.toISOString(), action: 'canary', from: history.current, to: version, share });
    writeHistory(paths, history);
    return { version, stable: history.current, share, url };
  });
}

/**
 * Publishes a build as a private preview (./preview.js): served only to the holders of the signed
 * link returned, until it expires or `npm run rollback -- --preview` removes it.
 * @param {{ remote: string, sourceDir: string, paths: DeployPaths, now?: Date, ttlMs?: number, compress?: boolean, secret?: string } & CheckedAgainst} o
 * @returns {{ version: string, url: string, query: string, expiresAt: string }}
 */
function startPreview({ remote, sourceDir, paths, now = new Date(), ttlMs, compress = true, required, host, secret }) {
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    const { version, url } = publish({ remote, sourceDir, paths, history, now, compress, required, host });
    const preview = addPreview({ remote, version, url, paths, now, ttlMs });
    history.log.push({ at: now.toISOString(), action: 'preview', from: history.current, to: version });
    writeHistory(paths, history);
    const query = previewQuery({ remote, version, ttlMs: Date.parse(preview.expiresAt) - now.getTime(), now, ...(secret ? { secret } : {}) });
    return { version, url, query, expiresAt: preview.expiresAt };
  });
}

/**
 * Moves every visitor to the running canary: it becomes the live release.
 * @param {{ remote: string, paths: DeployPaths, now?: Date, keep?: number, keepServedMs?: number, by?: string, reason?: string, version?: string }} o
 *   version: the canary judged; refused when another runs now
 */
function promote({ remote, paths, now = new Date(), keep = 5, keepServedMs = KEEP_SERVED_MS, by = 'person', reason, version: expected }) {
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    if (!history.canary) throw new Error(`${remote} has no canary running; nothing to promote`);
    // The watcher judged one canary: a person may have replaced it since.
    if (expected && history.canary.version !== expected) throw new Error(`${remote}'s canary is now ${history.canary.version}, not ${expected}`);
    const { version } = history.canary;
    // publish() recorded every version it made a canary of.
    const release = /** @type {import('./deploy-state').ReleaseEntry} */ (history.releases.find((r) => r.version === version));
    const previous = history.current;
    endCanary(paths, history, now, 'promoted');
    delete release.servedUntil;
    switchRemote(paths, remote, version, release.origin);
    stopServing(history, previous, now);
    history.current = version;
    history.log.push({ at: now.toISOString(), action: 'promote', from: previous, to: version, by, ...(reason ? { reason } : {}) });
    const removed = prune(paths, history, keep, { now, keepServedMs });
    writeHistory(paths, history);
    return { from: previous, to: version, url: manifestUrl(remote, version, release.origin), removed };
  });
}

/**
 * Stops a running canary: its visitors go back to the live release.
 * @param {{ remote: string, paths: DeployPaths, now?: Date, by?: string, reason?: string, version?: string }} o
 */
function withdrawCanary({ remote, paths, now = new Date(), by = 'person', reason = 'withdrawn by a person', version: expected }) {
  return withLock(paths.lockFile, () => {
    const history = readHistory(paths, remote);
    if (!history.canary) throw new Error(`${remote} has no canary running`);
    if (expected && history.canary.version !== expected) throw new Error(`${remote}'s canary is now ${history.canary.version}, not ${expected}`);
    const canary = endCanary(paths, history, now, reason);
    history.log.push({ at: now.toISOString(), action: 'withdraw', from: canary.version, to: history.current, by, reason });
    writeHistory(paths, history);
    return { from: canary.version, to: history.current, reason };
  });
}

/**
 * Switches a remote back to the release before the live one (or to `to`, a version or "base").
 * Before its first release a remote is served from its own build ("base", version null).
 *
 * @param {{ remote: string, paths: DeployPaths, to?: string, now?: Date }} o
 * @returns {{from: string|null, to: string|null, url: string, canary?: boolean}}
 */
function rollback({ remote, paths, to, now = new Date() }) {
  // A running canary is what a rollback takes back first: the live release stays.
  if (!to && readHistory(paths, remote).canary) {
    const withdrawn = withdrawCanary({ remote, paths, now });
    const history = readHistory(paths, remote);
    const live = history.releases.find((r) => r.version === history.current);
    return { from: withdrawn.from, to: withdrawn.to, url: manifestUrl(remote, history.current, live?.origin), canary: true };
  }
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
    const targetOrigin = available.find((r) => r.version === target)?.origin ?? null;
    const folder = target ? versionFolder(paths, remote, target, targetOrigin) : null;
    if (folder && !fs.existsSync(path.join(folder, 'mf-manifest.json'))) {
      throw new Error(`the files of ${remote} ${target} are gone from ${folder}`);
    }
    const from = history.current;
    if (history.canary) {
      endCanary(paths, history, now, 'rolled back');
      history.log.push({ at: now.toISOString(), action: 'withdraw', from: null, to: target, by: 'person', reason: 'rolled back' });
    }
    switchRemote(paths, remote, target, targetOrigin);
    stopServing(history, from, now);
    history.current = target;
    history.log.push({ at: now.toISOString(), action: 'rollback', from, to: target });
    writeHistory(paths, history);
    return { from, to: target, url: manifestUrl(remote, target, targetOrigin) };
  });
}

module.exports = { releaseFolder, rollback, prune, startCanary, startPreview, promote, withdrawCanary, assertBuildFolder, REQUIRED_FILES, KEEP_SERVED_MS };
