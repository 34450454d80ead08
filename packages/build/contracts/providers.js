'use strict';
const fs = require('fs');
const path = require('path');

/** The file each front end's production build writes beside its mf-manifest.json. */
const CONTRACT_FILE = 'mf-contract.json';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The workspace folders of the repository (its package.json `workspaces`, one level of `*`). */
function workspaceDirs(root) {
  const pkg = readJson(path.join(root, 'package.json')) || {};
  return (pkg.workspaces || []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return fs.existsSync(parent) ? fs.readdirSync(parent).map((d) => path.join(parent, d)) : [];
  });
}

/** Contracts of the builds in this checkout (<workspace>/dist/mf-contract.json), by app name. */
function workspaceContracts(root) {
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
 */
function releasedContracts(deployDir) {
  const map = readJson(path.join(deployDir, 'remotes.json')) || {};
  const found = {};
  for (const [name, url] of Object.entries(map)) {
    const relative = String(url).replace(/^\/+/, '').replace(/mf-manifest\.json$/, '');
    const folder = path.resolve(deployDir, relative);
    // An unversioned entry (/remotes/blog/mf-manifest.json) is the workspace build, not a release.
    if (!folder.startsWith(path.join(deployDir, 'remotes') + path.sep) || relative.split('/').filter(Boolean).length < 3) continue;
    const contract = readJson(path.join(folder, CONTRACT_FILE));
    if (contract) found[name] = { ...contract, source: folder };
  }
  return found;
}

/** What the composed site runs: each remote at its released version, else this checkout's build. */
function liveContracts({ root, deployDir = process.env.DEPLOY_DIR ? path.resolve(root, process.env.DEPLOY_DIR) : path.join(root, '.deploy') }) {
  return { ...workspaceContracts(root), ...releasedContracts(deployDir) };
}

module.exports = { CONTRACT_FILE, workspaceDirs, workspaceContracts, releasedContracts, liveContracts, readJson };
