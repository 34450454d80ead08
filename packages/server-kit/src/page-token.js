'use strict';
const { createHmac, randomBytes, timingSafeEqual } = require('crypto');

/**
 * Signed tokens the gateway's pages carry (docs/decisions/rum-visit-tokens.md): the visit token a
 * page's RUM reports must come with (the versions that page served, short-lived), and the link to
 * a private preview of a remote (packages/release `--preview`). HMAC-SHA256 with PAGE_TOKEN_SECRET,
 * one purpose per kind so a token of one kind is never read as the other.
 *
 * A token is `<payload>.<signature>`, both base64url; the payload is JSON with `e`, its expiry in
 * seconds since the epoch.
 */

/** The secret outside production when none is set: published here, so refused in production. */
const DEV_PAGE_TOKEN_SECRET = 'dev-only-page-token-secret-change-me-in-production';
const MIN_SECRET_LENGTH = 32;
/** How long a page's visit token is good for: a page kept open longer stops reporting. */
const VISIT_TOKEN_TTL_MS = 30 * 60_000;
/** The cookie a page answer sets with its visit token; sent with the reports (POST /api/rum) only. */
const VISIT_COOKIE = 'nyota_visit';
/** Words only a placeholder holds (as the API's production rules read them). */
const PLACEHOLDER_WORDS = /change-?me|placeholder|example|replace-?me/i;

/**
 * PAGE_TOKEN_SECRET, or the development secret outside production. In production a missing, short
 * or published value throws, naming the setting (the gateway and the API refuse to start).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
function pageTokenSecret(env = process.env) {
  const given = env.PAGE_TOKEN_SECRET || '';
  if (env.NODE_ENV === 'production') {
    if (!given) throw new Error('PAGE_TOKEN_SECRET is required in production (it signs the pages\' visit tokens and preview links; openssl rand -hex 32)');
    if (given === DEV_PAGE_TOKEN_SECRET || PLACEHOLDER_WORDS.test(given)) throw new Error('PAGE_TOKEN_SECRET is a placeholder value: set a private one');
  }
  if (given && given.length < MIN_SECRET_LENGTH) throw new Error(`PAGE_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  return given || DEV_PAGE_TOKEN_SECRET;
}

/**
 * @param {string} secret
 * @param {string} purpose
 * @param {string} payload base64url
 */
const signatureOf = (secret, purpose, payload) => createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();

/**
 * @param {string} secret
 * @param {string} purpose  'visit' or 'preview'
 * @param {Record<string, unknown>} claims
 * @param {{ ttlMs: number, now?: number }} o
 */
function signToken(secret, purpose, claims, { ttlMs, now = Date.now() }) {
  const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor((now + ttlMs) / 1000) })).toString('base64url');
  return `${payload}.${signatureOf(secret, purpose, payload).toString('base64url')}`;
}

/**
 * The claims of a token signed with this secret for this purpose and not expired, else null.
 * @param {string} secret
 * @param {string} purpose
 * @param {unknown} token
 * @param {number} [now]
 * @returns {Record<string, unknown> | null}
 */
function verifyToken(secret, purpose, token, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = signatureOf(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims) || !(typeof claims.e === 'number' && claims.e * 1000 > now)) return null;
  return claims;
}

/**
 * A page's visit token: a random visit id and the version of each remote the page served (live or
 * canary; a privately previewed remote is named in `p` instead, and never counted).
 * @param {string} secret
 * @param {Record<string, string>} versions  remote -> version ("base": the remote's own build)
 * @param {{ previews?: string[], now?: number, ttlMs?: number }} [o]
 */
function visitToken(secret, versions, { previews = [], now = Date.now(), ttlMs = VISIT_TOKEN_TTL_MS } = {}) {
  return signToken(secret, 'visit', { n: randomBytes(9).toString('base64url'), v: versions, ...(previews.length ? { p: previews } : {}) }, { ttlMs, now });
}

/**
 * A visit token's claims, or null when it is forged, tampered with, expired or malformed.
 * @param {string} secret
 * @param {unknown} token
 * @param {number} [now]
 * @returns {{ visit: string, versions: Record<string, string>, previews: string[] } | null}
 */
function readVisitToken(secret, token, now = Date.now()) {
  const claims = verifyToken(secret, 'visit', token, now);
  if (!claims || typeof claims.n !== 'string' || !claims.v || typeof claims.v !== 'object') return null;
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [remote, version] of Object.entries(claims.v)) if (typeof version === 'string') versions[remote] = version;
  const previews = Array.isArray(claims.p) ? claims.p.filter((p) => typeof p === 'string') : [];
  return { visit: claims.n, versions, previews };
}

/**
 * The value of one cookie in a Cookie header, or null.
 * @param {unknown} header
 * @param {string} name
 * @returns {string | null}
 */
function cookieValue(header, name) {
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

module.exports = { DEV_PAGE_TOKEN_SECRET, VISIT_COOKIE, VISIT_TOKEN_TTL_MS, pageTokenSecret, signToken, verifyToken, visitToken, readVisitToken, cookieValue };
