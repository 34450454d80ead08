'use strict';
const fs = require('fs');
const path = require('path');

/** A prop as a contract describes it: its type's text and whether it must be passed. */
/** @typedef {{ type: string, required: boolean }} PropSpec */
/** @typedef {{ props: Record<string, PropSpec> }} ModuleContract */

/**
 * An app's mf-contract.json. Read from a build or release folder, a hand-edited or older one may
 * lack `shared` or hold anything there: those fields are checked where they are read.
 * @typedef {object} Contract
 * @property {string} name
 * @property {Record<string, ModuleContract>} exposes
 * @property {Record<string, ModuleContract>} [imports]
 * @property {{ versions?: unknown, runtime?: unknown, uses?: unknown, provides?: unknown }} [shared]
 * @property {string} [source] where it was read (liveContracts)
 */

/** The file each front end's production build writes beside its mf-manifest.json. */
const CONTRACT_FILE = 'mf-contract.json';

/**
 * A JSON file's value, or null when it is missing or not JSON (its shape is the caller's to check).
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The workspace folders of the repository (its package.json `workspaces`, one level of `*`).
 * @param {string} root
 * @returns {string[]}
 */
function workspaceDirs(root) {
  const pkg = readJson(path.join(root, 'package.json')) || {};
  return /** @type {string[]} */ (pkg.workspaces || []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return fs.existsSync(parent) ? fs.readdirSync(parent).map((d) => path.join(parent, d)) : [];
  });
}

/**
 * Contracts of the builds in this checkout (<workspace>/dist/mf-contract.json), by app name.
 * @param {string} root
 * @returns {Record<string, Contract>}
 */
function workspaceContracts(root) {
  /** @type {Record<string, Contract>} */
  const found = {};
  for (const dir of workspaceDirs(root)) {
    const contract = readJson(path.join(dir, 'dist', CONTRACT_FILE));
    if (contract && contract.name) found[contract.name] = { ...contract, source: path.relative(root, path.join(dir, 'dist')) || '.' };
  }
  return found;
}

/**
 * Contracts of the released remotes: the deploy folder's remotes.json points each remote at
 * /remotes/<name>/<version>/mf-manifest.json, served from <deploy>/remotes/<name>/<version>/
 * (packages/release/src/deploy-state.js); the contract lies beside that manifest.
 * @param {string} deployDir
 * @returns {Record<string, Contract>}
 */
function releasedContracts(deployDir) {
  const map = readJson(path.join(deployDir, 'remotes.json')) || {};
  /** @type {Record<string, Contract>} */
  const found = {};
  for (const [name, url] of Object.entries(/** @type {Record<string, unknown>} */ (map))) {
    const relative = String(url).replace(/^\/+/, '').replace(/mf-manifest\.json$/, '');
    const folder = path.resolve(deployDir, relative);
    // An unversioned entry (/remotes/blog/mf-manifest.json) is the workspace build, not a release.
    if (!folder.startsWith(path.join(deployDir, 'remotes') + path.sep) || relative.split('/').filter(Boolean).length < 3) continue;
    const contract = readJson(path.join(folder, CONTRACT_FILE));
    if (contract) found[name] = { ...contract, source: folder };
  }
  return found;
}

/**
 * What the composed site runs: each remote at its released version, else this checkout's build.
 * @param {{ root: string, deployDir?: string }} o
 * @returns {Record<string, Contract>}
 */
function liveContracts({ root, deployDir = process.env.DEPLOY_DIR ? path.resolve(root, process.env.DEPLOY_DIR) : path.join(root, '.deploy') }) {
  return { ...workspaceContracts(root), ...releasedContracts(deployDir) };
}

module.exports = { CONTRACT_FILE, workspaceDirs, workspaceContracts, releasedContracts, liveContracts, readJson };
