'use strict';
const path = require('path');

/** Repository root (this file is packages/workspace/src/apps.js). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * @typedef {object} FrontEnd
 * @property {string} name       its federation name
 * @property {string} dir        its workspace folder
 * @property {'host'|'remote'} kind
 */

/**
 * The front-end apps: the shell and the remotes, with their federation names.
 * @type {FrontEnd[]}
 */
const FRONTENDS = [
  { name: 'shell', dir: 'shell', kind: 'host' },
  { name: 'marketing', dir: 'mf-marketing', kind: 'remote' },
  { name: 'portfolio', dir: 'mf-portfolio', kind: 'remote' },
  { name: 'blog', dir: 'mf-blog', kind: 'remote' },
  { name: 'commerce', dir: 'mf-commerce', kind: 'remote' },
  { name: 'assistant', dir: 'mf-assistant', kind: 'remote' },
  { name: 'admin', dir: 'mf-admin', kind: 'remote' },
];

const REMOTES = FRONTENDS.filter((app) => app.kind === 'remote');
/** The one host: its build provides the shared packages to the remotes. */
const HOST = /** @type {FrontEnd} */ (FRONTENDS.find((app) => app.kind === 'host'));

/**
 * Where the composed site serves a remote: its own path, as if it were its own origin.
 * @param {string} name
 */
function remoteBasePath(name) {
  return `/remotes/${name}`;
}

/**
 * The remotes file used when no release has written one (.deploy/remotes.json).
 * @returns {Record<string, string>}
 */
function defaultRemotesMap() {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `${remoteBasePath(r.name)}/mf-manifest.json`]));
}

module.exports = { ROOT, FRONTENDS, REMOTES, HOST, remoteBasePath, defaultRemotesMap };
