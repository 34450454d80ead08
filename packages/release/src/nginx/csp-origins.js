// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { remoteOrigins } = require('@agency/gateway/version-choice');
const { writeFileAtomic } = require('../atomic');

/**
 * nginx's page policy (csp-headers.conf) names the origins of remotes published to their own hosts
 * through the variable $remote_origins, a `map` of nginx.conf that includes this file of the deploy
 * folder. The release tool writes it whenever remotes.json or canaries.json changes (release, canary,
 * promotion, rollback, the watcher's withdrawal); nginx reads it again on reload (the web image
 * reloads by itself when the file changes: deploy/docker/web-entrypoint.sh). The image's own
 * policy (script hashes of its shell) stays as it was built.
 */
const ORIGINS_FILE = 'nginx-csp-origins.conf';
/** The nginx variable csp-headers.conf puts where the policy lists remotes' origins. */
const ORIGINS_VARIABLE = '$remote_origins';
/** The key the map of nginx.conf looks up (a constant: one value for every request). */
const ORIGINS_KEY = 'remote_origins';

/** What an origin may hold to be written into nginx's configuration and a CSP header as it is. */
const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origins of the remotes in remotes.json and of the running canaries (canaries.json) that are
 * named by an absolute URL: exactly what a visitor's page may load a remote from.
 * @param {string | undefined} deployDir
 * @returns {string[]}
 */
function deployedOrigins(deployDir) {
  if (!deployDir) return [];
  /** @type {(file: string) => Record<string, any>} */
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(deployDir, file), 'utf8'));
    } catch {
      return {};
    }
  };
  /** @type {Record<string, unknown>} */
  const urls = { ...read('remotes.json') };
  for (const [name, canary] of Object.entries(read('canaries.json'))) if (canary && typeof canary.url === 'string') urls[`${name}:canary`] = canary.url;
  return remoteOrigins(urls);
}

/**
 * The text of the map's include: one `key "origins";` line (none when every remote is on the site's host).
 * @param {string[]} origins
 */
function originsMapText(origins) {
  const bad = origins.filter((o) => !PLAIN_ORIGIN.test(o));
  if (bad.length) throw new Error(`cannot write these remote origins into nginx's policy: ${bad.join(', ')}`);
  return [
    '# Written by the release tool (packages/release/src/nginx/csp-origins.js) from remotes.json and',
    "# canaries.json: the origins nginx's page policy allows besides its own. Do not edit.",
    // A leading space: csp-headers.conf writes the variable right after the site's own sources.
    ...(origins.length ? [`${ORIGINS_KEY} " ${origins.join(' ')}";`] : []),
    '',
  ].join('\n');
}

/**
 * Writes the deploy folder's origins file if it changed (atomic rename); returns the origins.
 * @param {string} deployDir
 */
function writeOriginsMap(deployDir) {
  const origins = deployedOrigins(deployDir);
  const text = originsMapText(origins);
  const file = path.join(deployDir, ORIGINS_FILE);
  let before = null;
  try {
    before = fs.readFileSync(file, 'utf8');
  } catch {
    // first write
  }
  if (before !== text) writeFileAtomic(file, text);
  return origins;
}

module.exports = { ORIGINS_FILE, ORIGINS_VARIABLE, ORIGINS_KEY, deployedOrigins, originsMapText, writeOriginsMap };
