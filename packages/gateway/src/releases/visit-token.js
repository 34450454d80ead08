// @ts-check
'use strict';
const { VISIT_COOKIE, VISIT_TOKEN_TTL_MS, visitToken } = require('@agency/server-kit');

/** A released version's folder in a remote's URL (as packages/platform/src/rum/attribution.ts reads it). */
const VERSION = /\/(\d{8}T\d{6}Z-[0-9a-f]{8})\/[^/]*$/;

/**
 * The version of each remote a remotes map serves: the release folder its URL names, or "base"
 * (the remote's own build).
 * @param {Record<string, unknown>} remotes
 * @returns {Record<string, string>}
 */
function versionsOf(remotes) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') continue;
    let pathname;
    try {
      pathname = new URL(url, 'http://x').pathname;
    } catch {
      continue;
    }
    versions[name] = VERSION.exec(pathname)?.[1] ?? 'base';
  }
  return versions;
}

/**
 * Gives this page answer its visit token (docs/decisions/rum-visit-tokens.md): signed, naming the
 * versions this page serves, sent back by the browser with its RUM reports only (Path=/api/rum).
 * A cookie of the answer, not a part of the HTML: a kept page (page-cache.js) stays the same bytes
 * for everyone, and each answer still carries a token of its own.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} secret PAGE_TOKEN_SECRET
 * @param {Record<string, unknown>} remotes the versions served to this visitor
 * @param {string[]} [previews] remotes of a private preview on this page: named, never counted
 */
function setVisitCookie(req, res, secret, remotes, previews = []) {
  const versions = versionsOf(remotes);
  for (const name of previews) delete versions[name];
  const token = visitToken(secret, versions, { previews });
  res.append('Set-Cookie', `${VISIT_COOKIE}=${token}; Path=/api/rum; Max-Age=${VISIT_TOKEN_TTL_MS / 1000}; SameSite=Strict; HttpOnly${req.secure ? '; Secure' : ''}`);
}

module.exports = { versionsOf, setVisitCookie };
