// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { FRAME_OPTIONS, hashScript, inlineScripts, pagePolicy } = require('@agency/gateway/csp');
const { ORIGINS_VARIABLE } = require('./csp-origins');

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

/** Stands for the remotes' origins while the policy is made, then becomes nginx's variable. */
const ORIGINS_SLOT = 'https://remote-origins.invalid';

/**
 * The nginx lines of the page headers: the one policy of csp.js, and X-Frame-Options. Where the
 * policy lists the origins of remotes on their own hosts it names nginx's $remote_origins, read from
 * the file the release tool writes into the deploy folder (./csp-origins.js): the image's shell is
 * fixed at build time, the remotes' origins change with each release.
 * @param {string} shellRoot
 */
function cspHeaderLines(shellRoot) {
  const policy = pagePolicy({ scriptHashes: nginxScriptHashes(shellRoot), origins: [ORIGINS_SLOT] });
  if (/["\\$]/.test(policy)) throw new Error('the content security policy cannot be written into nginx.conf as it is');
  return [
    '# Written by packages/release/src/nginx/csp-headers.js from packages/gateway/src/edge/csp.js: do not edit.',
    // The variable holds its own leading space: with no remote elsewhere the header is the policy as csp.js makes it.
    `add_header Content-Security-Policy "${policy.split(` ${ORIGINS_SLOT}`).join(ORIGINS_VARIABLE)}" always;`,
    `add_header X-Frame-Options "${FRAME_OPTIONS}" always;`,
    '',
  ].join('\n');
}

/**
 * @param {string} confDir
 * @param {string} shellRoot
 */
function writeCspHeaders(confDir, shellRoot) {
  const file = path.join(confDir, CSP_HEADERS_FILE);
  fs.writeFileSync(file, cspHeaderLines(shellRoot));
  return file;
}

module.exports = { CSP_HEADERS_FILE, nginxScriptHashes, cspHeaderLines, writeCspHeaders };
