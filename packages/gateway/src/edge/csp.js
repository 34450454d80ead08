// @ts-check
'use strict';
const { createHash } = require('crypto');
const { SECURITY_HEADERS } = require('@agency/server-kit');

/**
 * The content security policy of every page of the site: ONE definition, sent by the gateway
 * (gateway.js, per page) and by nginx (packages/release/src/nginx/render.js writes it into
 * csp-headers.conf; the web image does the same at build time).
 *
 * Scripts run only from the site's own files, plus inline scripts whose exact text is allowed by
 * its SHA-256 hash. To add an inline script to pages:
 *   - served by the gateway: nothing to do, `policyForHtml(html)` hashes every inline script of
 *     the page it sends;
 *   - served by nginx (fixed header): the script's text must be the same on every page (put the
 *     data that varies in a `<script type="application/json">` block, which is never run), and
 *     its hash must be added where nginx's policy is made (`pagePolicy({ scriptHashes })`,
 *     see render.js `nginxScriptHashes`).
 *
 * Styles may be inline ('unsafe-inline'): emotion writes <style> elements at run time and React
 * sets style attributes; a hash cannot cover either, and styles cannot run code.
 */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for small inline images in CSS, blob: for previews made in the page.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  // The PDF viewer's worker is a file of the site.
  'worker-src': ["'self'", 'blob:'],
  // Motion items whose address is a YouTube embed play in its frame (spec: the video-host marker).
  'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** @typedef {Record<string, string[]>} Directives a policy's directives by name */
/** @typedef {{ scriptHashes?: string[], origins?: string[] }} PolicyExtras */

/** For browsers older than frame-ancestors. */
// The API's answers carry the same (@agency/server-kit).
const FRAME_OPTIONS = SECURITY_HEADERS['X-Frame-Options'];

/**
 * `'sha256-…'` of a script's exact text, as CSP wants it.
 * @param {string} text
 * @returns {string}
 */
function hashScript(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The text of every inline script of a page that a browser would run (not src=, not data blocks).
 * @param {string} html
 * @returns {string[]}
 */
function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_TAG)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    const value = type ? (type[2] ?? type[3] ?? type[4] ?? '') : '';
    if (EXECUTABLE_TYPE.test(value.trim())) found.push(body);
  }
  return found;
}

/** What a remote served from its own origin loads from there: its code, styles, images, fonts and manifest. */
const REMOTE_ORIGIN_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

/**
 * The header value, with `scriptHashes` (from `hashScript`) allowed besides the site's files, and
 * `origins` (remotes published to their own origins, version-choice.js remoteOrigins) besides 'self'.
 * @param {PolicyExtras} [extras]
 * @returns {string}
 */
function pagePolicy({ scriptHashes = [], origins = [] } = {}) {
  /** @type {Directives} */
  const directives = { ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src'], ...new Set(scriptHashes)] };
  for (const name of REMOTE_ORIGIN_DIRECTIVES) if (origins.length) directives[name] = [...directives[name], ...new Set(origins)];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy for one page: its own inline scripts allowed by hash, nothing else inline.
 * @param {string} html
 * @param {PolicyExtras} [extras]
 * @returns {string}
 */
function policyForHtml(html, { scriptHashes = [], origins = [] } = {}) {
  return pagePolicy({ scriptHashes: [...inlineScripts(html).map(hashScript), ...scriptHashes], origins });
}

/**
 * Sets the page headers (CSP and X-Frame-Options) on an http.ServerResponse for `html`.
 * @param {import('http').ServerResponse} res
 * @param {string} html
 * @param {{ origins?: string[] }} [options]
 */
function setPageSecurityHeaders(res, html, { origins = [] } = {}) {
  res.setHeader('Content-Security-Policy', policyForHtml(html, { origins }));
  res.setHeader('X-Frame-Options', FRAME_OPTIONS);
}

module.exports = { DIRECTIVES, FRAME_OPTIONS, hashScript, inlineScripts, pagePolicy, policyForHtml, setPageSecurityHeaders };
