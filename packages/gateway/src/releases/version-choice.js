// @ts-check
'use strict';
const { createHash, randomBytes } = require('crypto');
const fs = require('fs');
const path = require('path');
const { readRemotesMap } = require('./remotes-map');

/**
 * Which version of each remote a visitor gets while a canary runs (packages/release: `npm run
 * release -w <remote> -- --canary 20`). The visitor carries a random bucket in a first-party cookie:
 * 16 random hex digits, nothing about the person. A remote's canary is theirs when
 * hash(bucket, remote) mod 100 is below the canary's share, so the choice depends only on the
 * cookie and the deploy folder's files (remotes.json, canaries.json): every renderer, behind nginx
 * or not, makes the same one, and a visitor keeps it across pages and reloads.
 */
const BUCKET_COOKIE = 'nyota_bucket';
const BUCKET_PATTERN = /^[0-9a-f]{16}$/;
/** A year: the bucket says nothing about the visitor, and a shorter life would move them between versions. */
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The bucket of a Cookie header, or null when it has none (or a malformed one).
 * @param {string | undefined} cookieHeader
 * @returns {string | null}
 */
function readBucket(cookieHeader) {
  if (typeof cookieHeader !== 'string') return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BUCKET_COOKIE && BUCKET_PATTERN.test(value ?? '')) return value;
  }
  return null;
}

const newBucket = () => randomBytes(8).toString('hex');

/**
 * The visitor's place 0-99 for one remote: independent per remote, so one visitor is not every team's canary.
 * @param {string} bucket
 * @param {string} remote
 */
function bucketPercent(bucket, remote) {
  return createHash('sha256').update(`${bucket}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** A running canary as canaries.json holds it (packages/release). */
/** @typedef {{ version: string, url: string, share: number, stable?: string | null }} RunningCanary */

/**
 * The running canaries (canaries.json): remote -> { version, url, share }. Malformed entries are ignored.
 * @param {string} deployDir
 * @returns {Record<string, RunningCanary>}
 */
function readCanaries(deployDir) {
  let raw;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(deployDir, 'canaries.json'), 'utf8'));
  } catch {
    return {};
  }
  /** @type {Record<string, RunningCanary>} */
  const canaries = {};
  // A file written by a release or by hand: each entry is checked before it is used.
  for (const [name, entry] of Object.entries(/** @type {Record<string, any>} */ (raw ?? {}))) {
    if (entry && typeof entry.url === 'string' && Number.isInteger(entry.share) && entry.share > 0 && entry.share < 100) canaries[name] = entry;
  }
  return canaries;
}

/**
 * The remotes map for one visitor: the live releases, with each running canary whose share the
 * visitor's bucket falls in. Without a bucket (a first visit before the cookie is set) the live map.
 * @param {string} deployDir
 * @param {string | null} [bucket]
 * @returns {{ remotes: Record<string, string>, canaries: string[], running: boolean }}
 */
function chooseRemotes(deployDir, bucket) {
  const remotes = readRemotesMap(deployDir);
  const running = readCanaries(deployDir);
  /** @type {string[]} */
  const canaries = [];
  for (const [name, canary] of Object.entries(running)) {
    if (!bucket || !(name in remotes)) continue;
    if (bucketPercent(bucket, name) < canary.share) {
      remotes[name] = canary.url;
      canaries.push(name);
    }
  }
  return { remotes, canaries, running: Object.keys(running).length > 0 };
}

/**
 * The Set-Cookie value for a new bucket.
 * @param {string} bucket
 * @param {{ secure?: boolean }} [options]
 */
function bucketCookie(bucket, { secure = false } = {}) {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * The remotes map for an Express request; a visitor without a bucket gets one (set on the answer)
 * while a canary runs, so they are placed from this very page on.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} deployDir
 */
function remotesForRequest(req, res, deployDir) {
  let bucket = readBucket(req.headers.cookie);
  if (!bucket && fs.existsSync(path.join(deployDir, 'canaries.json')) && Object.keys(readCanaries(deployDir)).length) {
    bucket = newBucket();
    res.append('Set-Cookie', bucketCookie(bucket, { secure: req.secure }));
  }
  const choice = chooseRemotes(deployDir, bucket);
  // A shared cache must not hand one visitor's versions to another.
  if (choice.running) res.vary('Cookie');
  return choice.remotes;
}

/**
 * The origins (other than the site's own) a remotes map loads code from: the page's CSP allows them.
 * @param {Record<string, unknown>} remotes
 * @returns {string[]}
 */
function remoteOrigins(remotes) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const url of Object.values(remotes)) {
    if (typeof url === 'string' && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

module.exports = { BUCKET_COOKIE, readBucket, newBucket, bucketPercent, readCanaries, chooseRemotes, bucketCookie, remotesForRequest, remoteOrigins };
