// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { ROOT, REMOTES, defaultRemotesMap } = require('@agency/workspace');

/**
 * The deploy-time remotes map: a release's `.deploy/remotes.json` over the default map.
 * @param {string} deployDir
 * @returns {Record<string, string>}
 */
function readRemotesMap(deployDir) {
  try {
    return { ...defaultRemotesMap(), ...JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) };
  } catch {
    return defaultRemotesMap();
  }
}

/**
 * The file on disk behind a URL under /remotes/<name>/, looked up as the gateway serves it.
 * @param {string} urlPath
 * @param {string} deployDir
 * @returns {string | null}
 */
function remoteFile(urlPath, deployDir) {
  const match = /^\/remotes\/([a-z]+)\/(.+)$/.exec(urlPath);
  if (!match) return null;
  const remote = REMOTES.find((r) => r.name === match[1]);
  if (!remote) return null;
  const rest = path.normalize(match[2]);
  if (rest.startsWith('..')) return null;
  for (const base of [path.join(deployDir, 'remotes', remote.name), path.join(ROOT, remote.dir, 'dist')]) {
    const file = path.join(base, rest);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

module.exports = { readRemotesMap, remoteFile };
