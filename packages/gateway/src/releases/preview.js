// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { cookieValue, verifyToken } = require('@agency/server-kit');

/**
 * Private previews (`npm run release -w mf-blog -- --preview`, packages/release): a version of a
 * remote that only the holders of its signed link see in the composed site. The link's token
 * (?nyota_preview=..., signed with PAGE_TOKEN_SECRET, expiring) is kept in a cookie of the same
 * name, so the pages after it show the preview too. A preview counts only while previews.json in
 * the deploy folder still lists it (`npm run rollback -- --preview` removes it) and before it expires.
 */
const PREVIEW_PARAM = 'nyota_preview';
const PREVIEW_COOKIE = 'nyota_preview';

/** @typedef {{ remote: string, version: string, url: string, expiresAt: string }} PreviewEntry */

/**
 * The previews a deploy folder holds (malformed entries left out).
 * @param {string} deployDir
 * @returns {PreviewEntry[]}
 */
function readPreviews(deployDir) {
  let raw;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(deployDir, 'previews.json'), 'utf8'));
  } catch {
    return [];
  }
  return Array.isArray(raw) ? raw.filter((p) => p && typeof p.remote === 'string' && typeof p.version === 'string' && typeof p.url === 'string' && typeof p.expiresAt === 'string') : [];
}

/**
 * The preview this request holds a valid link or cookie for, or null. From the link, the cookie is
 * set on the answer (until the link expires).
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} deployDir
 * @param {string} secret PAGE_TOKEN_SECRET
 * @returns {PreviewEntry | null}
 */
function previewFor(req, res, deployDir, secret) {
  const fromLink = typeof req.query?.[PREVIEW_PARAM] === 'string' ? /** @type {string} */ (req.query[PREVIEW_PARAM]) : null;
  const token = fromLink ?? cookieValue(req.headers.cookie, PREVIEW_COOKIE);
  if (!token) return null;
  const now = Date.now();
  const claims = verifyToken(secret, 'preview', token, now);
  if (!claims) return null;
  const entry = readPreviews(deployDir).find((p) => p.remote === claims.r && p.version === claims.v && Date.parse(p.expiresAt) > now);
  if (!entry) return null;
  if (fromLink) {
    const maxAge = Math.max(1, Math.floor((/** @type {number} */ (claims.e) * 1000 - now) / 1000));
    res.append('Set-Cookie', `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${req.secure ? '; Secure' : ''}`);
  }
  return entry;
}

/**
 * Marks an answer that shows a preview: private to its holder, never kept by a shared cache, and
 * left out by search engines.
 * @param {import('express').Response} res
 */
function markPrivate(res) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.vary('Cookie');
}

module.exports = { PREVIEW_PARAM, PREVIEW_COOKIE, readPreviews, previewFor, markPrivate };
