/// <reference types="webpack/module" />
'use strict';
/**
 * Runtime plugin of every server bundle (packages/build/server-config.js).
 *
 * - The gateway may answer the federation runtime's fetches itself (reading a released remote's
 *   files from disk instead of asking its own port over HTTP): it installs
 *   `globalThis.__AGENCY_SERVER_FETCH__`, which returns a Response or undefined.
 * - A remote's assets (images, documents) must get the same URLs on the server as in the browser,
 *   where they sit beside the browser bundle, one folder above the server entry
 *   (`/remotes/blog/<version>/server/remoteEntry.js` -> `/remotes/blog/<version>/`).
 * - A remote's server entry is evaluated here as a CommonJS module of its own, never through a
 *   global variable named after the remote: after a release the new version's entry is loaded
 *   beside the old one, and the old one is never handed out again.
 */
/** @typedef {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} RuntimePlugin */
/** What a remote's container exports (module federation's RemoteEntryExports). */
/** @typedef {Exclude<Awaited<ReturnType<NonNullable<RuntimePlugin['loadEntry']>>>, void>} RemoteEntryExports */

/**
 * The globals this plugin reads, set by the gateway (packages/gateway) before it renders.
 * @typedef {object} ServerGlobals
 * @property {(url: string, init?: RequestInit) => Promise<Response | undefined>} [__AGENCY_SERVER_FETCH__]
 * @property {string} [__AGENCY_SERVER_ORIGIN__]
 * @property {{ __INSTANCES__?: { options?: { remotes?: { name: string, entry?: string }[] } }[] }} [__FEDERATION__]
 */
const globals = /** @type {typeof globalThis & ServerGlobals} */ (globalThis);

/** @param {string} url */
async function readText(url) {
  const read = globals.__AGENCY_SERVER_FETCH__;
  const res = (typeof read === 'function' && (await read(url))) || (await fetch(url));
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res.text();
}

/**
 * @param {string} url a remote's server entry (its container)
 * @returns {Promise<RemoteEntryExports>} what the container exports
 */
async function evaluateEntry(url) {
  // eslint-disable-next-line no-undef -- webpack's escape hatch to Node's own require
  const nodeRequire = __non_webpack_require__;
  const vm = /** @type {typeof import('vm')} */ (nodeRequire('vm'));
  const code = await readText(url);
  const module = { exports: /** @type {RemoteEntryExports} */ ({}) };
  const { pathname } = new URL(url);
  const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url }).runInThisContext();
  run(module.exports, module, nodeRequire, pathname.slice(0, pathname.lastIndexOf('/')), pathname);
  return module.exports;
}

/**
 * @param {string | undefined} name
 * @returns {string | null}
 */
function entryOf(name) {
  const federation = globals.__FEDERATION__;
  const instances = federation && Array.isArray(federation.__INSTANCES__) ? federation.__INSTANCES__ : [];
  let found = null;
  for (const instance of instances) {
    for (const remote of (instance.options && instance.options.remotes) || []) {
      if (remote.name === name && typeof remote.entry === 'string') found = remote.entry;
    }
  }
  return found;
}

/**
 * A remote on its own origin gets an absolute public path (its assets' URLs, as in the browser),
 * and module federation's node runtime resolves its server chunks against an absolute public path
 * too: a chunk would be asked for in the browser folder. Its server chunks sit in `server/` below
 * it, so a fetch under that folder is sent there. Folders of the remotes that have one, by URL.
 */
/** @type {Map<string, string>} */
const serverFolders = new Map();

/** @param {string} url */
function serverChunkUrl(url) {
  for (const [browserFolder, serverFolder] of serverFolders) {
    if (url.startsWith(browserFolder) && !url.startsWith(serverFolder)) return serverFolder + url.slice(browserFolder.length);
  }
  return url;
}

/** @returns {RuntimePlugin} */
module.exports = function agencyServerPlugin() {
  return {
    name: 'agency-server-plugin',
    beforeInit(args) {
      const entry = entryOf(args.options && args.options.name);
      if (entry) {
        const url = new URL(entry);
        // A remote served from its own origin (not the gateway's, __AGENCY_SERVER_ORIGIN__) keeps
        // that origin in its assets' URLs, as in the browser; the gateway's own remotes get paths.
        const own = globals.__AGENCY_SERVER_ORIGIN__;
        const base = own && url.origin !== own ? url.origin : '';
        const folder = url.pathname.replace(/server\/[^/]*$/, '');
        if (base) serverFolders.set(base + folder, `${base}${folder}server/`);
        // eslint-disable-next-line no-undef -- webpack's own variable: this bundle's public path
        __webpack_public_path__ = base + folder;
      }
      return args;
    },
    loadEntry({ remoteInfo }) {
      return evaluateEntry(remoteInfo.entry);
    },
    // The gateway's own reader first (a released remote's files from disk), else a fetch of the
    // chunk's real address; nothing to change: the runtime fetches it itself.
    fetch(url, init) {
      const target = serverChunkUrl(String(url));
      const read = globals.__AGENCY_SERVER_FETCH__;
      if (typeof read !== 'function' && target === String(url)) return undefined;
      return (async () => (typeof read === 'function' && (await read(target, init))) || fetch(target, init))();
    },
  };
};
