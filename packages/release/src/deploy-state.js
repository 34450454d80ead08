// @ts-check
'use strict';
const path = require('path');
const { REMOTES, ROOT, defaultRemotesMap, remoteBasePath } = require('@agency/workspace');
const { readJson, writeJsonAtomic } = require('./atomic');
const { writeOriginsMap } = require('./nginx/csp-origins');

/** A remote published to its own origin: its base URL and the folder behind it. */
/** @typedef {{ url: string, dir: string }} Origin */

/**
 * One release of a remote, in its history.
 * @typedef {object} ReleaseEntry
 * @property {string} version
 * @property {string} hash          its build folder's content hash
 * @property {string} releasedAt    ISO time
 * @property {Origin} [origin]
 * @property {boolean} [pruned]     its files are deleted
 * @property {string} [servedUntil] ISO time it stopped being served (skew protection)
 */

/**
 * The canary running for a remote.
 * @typedef {object} Canary
 * @property {string} version
 * @property {string} url
 * @property {number} share       per cent of visitors
 * @property {string} startedAt   ISO time
 * @property {boolean} [autoPromote]
 * @property {number} [watchMs]
 */

/**
 * @typedef {object} LogEntry
 * @property {string} at ISO time
 * @property {'release'|'canary'|'promote'|'withdraw'|'rollback'|'preview'|'preview-removed'} action
 * @property {string|null} from
 * @property {string|null} to
 * @property {number} [share]
 * @property {string} [by]
 * @property {string} [reason]
 */

/**
 * history/<name>.json: the releases of one remote and which one is live (null: its own build).
 * @typedef {object} History
 * @property {string} remote
 * @property {string|null} current
 * @property {ReleaseEntry[]} releases
 * @property {LogEntry[]} log
 * @property {Canary} [canary]
 * @property {Origin|null} [origin]
 */

/** @typedef {ReturnType<typeof deployPaths>} DeployPaths */

/**
 * The deploy folder every serving layer reads (the gateway and nginx alike):
 *   remotes.json                       remote name -> URL of its mf-manifest.json (what the shell loads)
 *   remotes/<name>/<version>/          released builds, served under /remotes/<name>/<version>/
 *   history/<name>.json                releases of one remote and which one is live
 * @param {string} [deployDir]
 */
function deployPaths(deployDir = process.env.DEPLOY_DIR || path.join(ROOT, '.deploy')) {
  const dir = path.resolve(deployDir);
  return {
    dir,
    remotesFile: path.join(dir, 'remotes.json'),
    lockFile: path.join(dir, '.release.lock'),
    /** @param {string} name */
    versionsDir: (name) => path.join(dir, 'remotes', name),
    /** @param {string} name @param {string} version */
    versionDir: (name, version) => path.join(dir, 'remotes', name, version),
    /** @param {string} name */
    historyFile: (name) => path.join(dir, 'history', `${name}.json`),
    // Canaries running now: remote name -> { version, url, share } (./canary.js); read by every renderer.
    canariesFile: path.join(dir, 'canaries.json'),
  };
}

/**
 * Finds a remote by its federation name (blog) or its folder / package name (mf-blog).
 * @param {string} nameOrDir
 */
function findRemote(nameOrDir) {
  const remote = REMOTES.find((r) => r.name === nameOrDir || r.dir === nameOrDir);
  if (!remote) {
    throw new Error(`unknown remote "${nameOrDir}"; known: ${REMOTES.map((r) => r.dir).join(', ')}`);
  }
  return remote;
}

/**
 * URL of a remote's manifest: a released version, or (version null) its unversioned build. A remote
 * published to its own origin (`origin.url`, recorded in its history) is named by an absolute URL.
 * @param {string} name
 * @param {string|null} version
 * @param {Origin|null} [origin]
 */
function manifestUrl(name, version, origin = null) {
  if (version && origin) return `${origin.url.replace(/\/+$/, '')}/${version}/mf-manifest.json`;
  return version ? `${remoteBasePath(name)}/${version}/mf-manifest.json` : `${remoteBasePath(name)}/mf-manifest.json`;
}

/**
 * The folder a version's files go to: the deploy folder, or the remote's own origin's folder.
 * @param {DeployPaths} paths
 * @param {string} name
 * @param {string} version
 * @param {Origin|null} [origin]
 */
function versionFolder(paths, name, version, origin = null) {
  return origin ? path.join(path.resolve(origin.dir), version) : paths.versionDir(name, version);
}

/**
 * The full map the shell gets: defaults for every remote, overridden by the released entries.
 * @param {DeployPaths} paths
 * @returns {Record<string, string>}
 */
function readRemotesMap(paths) {
  return { ...defaultRemotesMap(), ...readJson(paths.remotesFile, {}) };
}

/**
 * Points one remote at a version and leaves every other entry exactly as it was.
 * @param {DeployPaths} paths
 * @param {string} name
 * @param {string|null} version
 * @param {Origin|null} [origin]
 */
function switchRemote(paths, name, version, origin = null) {
  const map = readRemotesMap(paths);
  map[name] = manifestUrl(name, version, origin);
  writeJsonAtomic(paths.remotesFile, map);
  writeOriginsMap(paths.dir);
  return map;
}

/**
 * @param {DeployPaths} paths
 * @returns {Record<string, any>} canaries.json: remote name -> its running canary (checked where read)
 */
function readCanaries(paths) {
  return readJson(paths.canariesFile, {});
}

/**
 * Writes canaries.json (every renderer reads it) and the origins nginx's policy allows with it.
 * @param {DeployPaths} paths
 * @param {Record<string, unknown>} canaries
 */
function writeCanaries(paths, canaries) {
  writeJsonAtomic(paths.canariesFile, canaries);
  writeOriginsMap(paths.dir);
}

/**
 * @param {string} name
 * @returns {History}
 */
function emptyHistory(name) {
  return { remote: name, current: null, releases: [], log: [] };
}

/**
 * @param {DeployPaths} paths
 * @param {string} name
 * @returns {History}
 */
function readHistory(paths, name) {
  return readJson(paths.historyFile(name), emptyHistory(name));
}

/**
 * @param {DeployPaths} paths
 * @param {History} history
 */
function writeHistory(paths, history) {
  writeJsonAtomic(paths.historyFile(history.remote), history);
}

module.exports = { deployPaths, findRemote, manifestUrl, versionFolder, readRemotesMap, switchRemote, readCanaries, writeCanaries, readHistory, writeHistory, emptyHistory };
