// @ts-check
'use strict';
const fs = require('fs');
const { remoteFile } = require('../releases/remotes-map');

/**
 * The server entry of a remote sits beside its browser manifest (`<dir>/mf-manifest.json` ->
 * `<dir>/server/remoteEntry.js`), so the one remotes map (remotes.json) tells both the browser and
 * the server which version of a remote is live. Entries are absolute URLs: the federation runtime
 * in Node resolves a remote's chunks against them.
 * @param {Record<string, unknown>} remotesMap
 * @param {string} origin
 * @returns {Record<string, string>}
 */
function serverEntries(remotesMap, origin) {
  /** @type {Record<string, string>} */
  const entries = {};
  for (const [name, manifestUrl] of Object.entries(remotesMap)) {
    if (typeof manifestUrl !== 'string') continue;
    const url = new URL(manifestUrl, origin);
    url.pathname = url.pathname.replace(/[^/]*$/, 'server/remoteEntry.js');
    entries[name] = url.href;
  }
  return entries;
}

/**
 * Answers the server federation runtime's requests for files this gateway serves itself from disk
 * (no HTTP round trip to its own port); anything else goes to the network as usual.
 * @param {{ origin: string, deployDir: string }} o
 * @returns {(input: string | URL) => Promise<Response | undefined>}
 */
function localFetch({ origin, deployDir }) {
  const own = new URL(origin).origin;
  return async (input) => {
    const url = new URL(String(input));
    if (url.origin !== own) return undefined;
    const file = remoteFile(url.pathname, deployDir);
    if (!file) return new Response('Not found', { status: 404 });
    const body = await fs.promises.readFile(file);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/javascript' } });
  };
}

module.exports = { serverEntries, localFetch };
