// @ts-check
'use strict';
const fs = require('fs');
const { loadRouteTable, ownerOf } = require('@agency/workspace');
const { readRemotesMap, remoteFile } = require('../releases/remotes-map');
const { readJson, shellBuild } = require('./shell-build');
const { pageDocument } = require('./page-document');

/**
 * @typedef {import('./shell-build').ShellBuild} ShellBuild
 * @typedef {import('./page-document').PageStartup} PageStartup
 * @typedef {Record<string, unknown>} RemotesMap  remote name -> its manifest's URL (remotes.json)
 * @typedef {{ path?: unknown, name?: unknown }} RemoteEntry
 * @typedef {{ metaData?: { remoteEntry?: RemoteEntry }, exposes?: { name: string, assets?: { js?: { sync?: string[] } } }[] }} Manifest
 * @typedef {ReturnType<typeof loadRouteTable>} RouteTable
 */


/** How many manifests are kept: a few versions of each remote (releases, canaries, rollbacks). */
const MAX_MANIFESTS = 200;
/** @type {Map<string, { version: string, manifest: Manifest | null }>} by file: read again only when rewritten */
const manifests = new Map();

/**
 * A remote's manifest as deployed, or null when the gateway cannot read it (another origin,
 * missing). Read once per build of the remote: a released version's folder never changes, and a
 * remote rebuilt in place gets a new stamp (its time and size), so a page the cache does not hold
 * costs a stat per remote, not a read.
 * @param {unknown} manifestUrl @param {string} deployDir
 * @returns {Manifest | null}
 */
function readManifest(manifestUrl, deployDir) {
  const file = typeof manifestUrl === 'string' ? remoteFile(manifestUrl, deployDir) : null;
  const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!file || !stat) return null;
  const version = `${stat.mtimeMs} ${stat.size}`;
  const kept = manifests.get(file);
  if (kept?.version === version) return kept.manifest;
  const manifest = readJson(file);
  manifests.delete(file);
  manifests.set(file, { version, manifest });
  while (manifests.size > MAX_MANIFESTS) manifests.delete(/** @type {string} */ (manifests.keys().next().value));
  return manifest;
}

/**
 * Each remote's manifest, for both the inlined map and the hints.
 * @param {RemotesMap} remotes @param {string} deployDir
 * @returns {Record<string, Manifest | null>}
 */
function readManifests(remotes, deployDir) {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, readManifest(url, deployDir)]));
}

/**
 * The folder a manifest is served from: its remote's files are relative to it (publicPath 'auto').
 * @param {string} manifestUrl
 */
const manifestBase = (manifestUrl) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

const SAFE_NAME = /^[\w-][\w.-]*$/;
const SAFE_PATH = /^(?:[\w-][\w.-]*)(?:\/[\w-][\w.-]*)*$/;

/**
 * The URL of a remote's remoteEntry.js, next to its manifest.
 * @param {string} manifestUrl @param {Manifest | null | undefined} manifest
 */
function entryUrl(manifestUrl, manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') return null;
  // A file in the manifest's own folder: a name or path leading elsewhere ('..', '//host') is refused.
  if (!SAFE_NAME.test(entry.name) || (entry.path && (typeof entry.path !== 'string' || !SAFE_PATH.test(entry.path)))) return null;
  return `${manifestBase(manifestUrl)}${entry.path ? `${entry.path}/` : ''}${entry.name}`;
}

/**
 * The map the browser gets: each remote's remoteEntry.js where the gateway could read its manifest
 * (`manifests`, from readManifests), so the browser loads the entry directly (the shell is built
 * without the runtime's manifest reader: no manifest request before a remote's code). A manifest
 * it cannot read is passed on as is, and the shell reads it itself (packages/platform/src/federation).
 * @param {RemotesMap} remotes @param {Record<string, Manifest | null>} manifests
 * @returns {RemotesMap}
 */
function browserRemotes(remotes, manifests) {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, (typeof url === 'string' && entryUrl(url, manifests[name])) || url]));
}

/**
 * The files the owning remote of a page needs first: its entry and the routes module (and its
 * manifest when the browser must read it).
 * @param {string} manifestUrl @param {Manifest | null | undefined} manifest
 * @returns {{ scripts: string[], manifest: string | null }}
 */
function remotePreloads(manifestUrl, manifest) {
  if (!manifest) return { scripts: [], manifest: null };
  const entry = entryUrl(manifestUrl, manifest);
  const scripts = entry ? [entry] : [];
  const routes = (manifest.exposes ?? []).find((e) => e.name === 'routes');
  for (const js of routes?.assets?.js?.sync ?? []) scripts.push(`${manifestBase(manifestUrl)}${js}`);
  return { scripts, manifest: entry ? null : manifestUrl };
}

/**
 * What one page address starts with in the browser: the remotes map to inline (no /remotes.json
 * round trip), the typefaces to hint, and every script the first render needs for the loader
 * (./script-loader.js), which asks for them all at once after the first paint: fetched in
 * parallel instead of discovered one after another, and after what the visitor sees first.
 * @param {object} o
 * @param {string} o.pathname
 * @param {ShellBuild} o.build  the shell's build (./shell-build.js)
 * @param {string} o.deployDir
 * @param {RemotesMap} o.remotes
 * @param {RouteTable} [o.routeTable]
 * @returns {PageStartup}
 */
function pageStartup({ pathname, build, deployDir, remotes, routeTable = loadRouteTable() }) {
  const manifests = readManifests(remotes, deployDir);
  const owner = ownerOf(pathname.replace(/\/+$/, '') || '/', routeTable);
  const files = { scripts: [...build.document.scripts], preload: [...build.preloads], fetch: /** @type {string[]} */ ([]) };
  const ownerUrl = owner ? remotes[owner] : undefined;
  if (owner && typeof ownerUrl === 'string') {
    const { scripts, manifest } = remotePreloads(ownerUrl, manifests[owner]);
    if (manifest) files.fetch.push(manifest);
    files.preload.push(...scripts);
  }
  return { remotes: browserRemotes(remotes, manifests), fonts: build.fonts, files };
}

/**
 * The shell's page for one address, for the browser to render alone: what nginx would serve, with
 * the start-up of ./page-document.js (the gateway without a server renderer).
 * @param {object} o
 * @param {string} o.pathname
 * @param {string} o.shellDist
 * @param {string} o.deployDir
 * @param {RemotesMap} [o.remotes]
 * @param {RouteTable} [o.routeTable]
 * @param {boolean} [o.noindex]
 */
function renderIndex({ pathname, shellDist, deployDir, remotes = readRemotesMap(deployDir), routeTable, noindex = false }) {
  const build = shellBuild(shellDist);
  return pageDocument({ shell: build.document, startup: pageStartup({ pathname, build, deployDir, remotes, routeTable }), noindex, body: null });
}

module.exports = { renderIndex, pageStartup, remotePreloads, browserRemotes, readManifests, readManifest };
