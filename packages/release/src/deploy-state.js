'use strict';
const path = require('path');
const { REMOTES, ROOT, defaultRemotesMap, remoteBasePath } = require('@agency/workspace');
const { readJson, writeJsonAtomic } = require('./atomic');
const { writeOriginsMap } = require('./nginx/csp-origins');

/**
 * The deploy folder every serving layer reads (the gateway and nginx alike):
 *   remotes.json                       remote name -> URL of its mf-manifest.json (what the shell loads)
 *   remotes/<name>/<version>/          released builds, served under /remotes/<name>/<version>/
 *   history/<name>.json                releases of one remote and which one is live
 */
function deployPaths(deployDir = process.env.DEPLOY_DIR || path.join(ROOT, '.deploy')) {
  const dir = path.resolve(deployDir);
  return {
    dir,
    remotesFile: path.join(dir, 'remotes.json'),
    lockFile: path.join(dir, '.release.lock'),
    versionsDir: (name) => path.join(dir, 'remotes', name),
    versionDir: (name, version) => path.join(dir, 'remotes', name, version),
    historyFile: (name) => path.join(dir, 'history', `${name}.json`),
    // Canaries running now: remote name -> { version, url, share } (./canary.js); read by every renderer.
    canariesFile: path.join(dir, 'canaries.json'),
  };
}

/** Finds a remote by its federation name (blog) or its folder / package name (mf-blog). */
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
 */
function manifestUrl(name, version, origin = null) {
  if (version && origin) return `${origin.url.replace(/\/+$/, '')}/${version}/mf-manifest.json`;
  return version ? `${remoteBasePath(name)}/${version}/mf-manifest.json` : `${remoteBasePath(name)}/mf-manifest.json`;
}

/** The folder a version's files go to: the deploy folder, or the remote's own origin's folder. */
function versionFolder(paths, name, version, origin = null) {
  return origin ? path.join(path.resolve(origin.dir), version) : paths.versionDir(name, version);
}

/** The full map the shell gets: defaults for every remote, overridden by the released entries. */
function readRemotesMap(paths) {
  return { ...defaultRemotesMap(), ...readJson(paths.remotesFile, {}) };
}

/** Points one remote at a version and leaves every other entry exactly as it was. */
function switchRemote(paths, name, version, origin = null) {
  const map = readRemotesMap(paths);
  map[name] = manifestUrl(name, version, origin);
  writeJsonAtomic(paths.remotesFile, map);
  writeOriginsMap(paths.dir);
  return map;
}

function readCanaries(paths) {
  return readJson(paths.canariesFile, {});
}

/** Writes canaries.json (every renderer reads it) and the origins nginx's policy allows with it. */
function writeCanaries(paths, canaries) {
  writeJsonAtomic(paths.canariesFile, canaries);
  writeOriginsMap(paths.dir);
}

function emptyHistory(name) {
  return { remote: name, current: null, releases: [], log: [] };
}

function readHistory(paths, name) {
  return readJson(paths.historyFile(name), emptyHistory(name));
}

function writeHistory(paths, history) {
  writeJsonAtomic(paths.historyFile(history.remote), history);
}

module.exports = { deployPaths, findRemote, manifestUrl, versionFolder, readRemotesMap, switchRemote, readCanaries, writeCanaries, readHistory, writeHistory, emptyHistory };
