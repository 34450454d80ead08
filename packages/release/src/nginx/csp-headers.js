// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { FRAME_OPTIONS, hashScript, inlineScripts, pagePolicy } = require('@agency/gateway/src/csp');
const { remoteOrigins } = require('@agency/gateway/src/version-choice');

/** File nginx includes (from static-headers.conf) for the page headers; written next to nginx.conf. */
const CSP_HEADERS_FILE = 'csp-headers.conf';

/**
 * The inline scripts nginx may serve itself: those of the shell's index.html as built (pages are
 * rendered by the gateway, which sends each page's own policy). nginx's header is fixed.
 * @param {string} shellRoot
 */
function nginxScriptHashes(shellRoot) {
  let index = '';
  try {
    index = fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8');
  } catch {
    // nothing built yet: nginx -t and the first request say so
  }
  return inlineScripts(index).map(hashScript);
}

/**
 * The origins of remotes published to their own hosts (remotes.json and running canaries at the
 * time the configuration is written): the shell's page that nginx serves when no renderer answers
 * loads them. Written again by `agency-nginx` after a remote moves to a new origin.
 * @param {string} [deployDir]
 */
function deployedOrigins(deployDir) {
  if (!deployDir) return [];
  /** @type {(file: string) => Record<string, any>} a JSON file as written by hand or by a release: each value is checked where it is read */
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(deployDir, file), 'utf8'));
    } catch {
      return {};
    }
  };
  const urls = { ...read('remotes.json') };
  for (const [name, canary] of Object.entries(read('canaries.json'))) if (canary && typeof canary.url === 'string') urls[`${name}:canary`] = canary.url;
  return remoteOrigins(urls);
}

/**
 * The nginx lines of the page headers: the one policy of csp.js, and X-Frame-Options.
 * @param {string} shellRoot
 * @param {string} [deployDir]
 */
function cspHeaderLines(shellRoot, deployDir) {
  // @ts-expect-error csp.js is typed after the server-kit merge: until then its parameters are inferred as never[]
  const policy = pagePolicy({ scriptHashes: nginxScriptHashes(shellRoot), origins: deployedOrigins(deployDir) });
  if (/["\\$]/.test(policy)) throw new Error('the content security policy cannot be written into nginx.conf as it is');
  return [
    '# Written by packages/release/src/nginx/csp-headers.js from packages/gateway/src/csp.js: do not edit.',
    `add_header Content-Security-Policy "${policy}" always;`,
    `add_header X-Frame-Options "${FRAME_OPTIONS}" always;`,
    '',
  ].join('\n');
}

/**
 * @param {string} confDir
 * @param {string} shellRoot
 * @param {string} [deployDir]
 */
function writeCspHeaders(confDir, shellRoot, deployDir) {
  const file = path.join(confDir, CSP_HEADERS_FILE);
  fs.writeFileSync(file, cspHeaderLines(shellRoot, deployDir));
  return file;
}

module.exports = { CSP_HEADERS_FILE, nginxScriptHashes, deployedOrigins, cspHeaderLines, writeCspHeaders };
