// @ts-check
'use strict';
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');

/** Files that a build folder may hold but that are not part of what visitors download. */
const IGNORED = /(^|\/)(\.build-inputs|mf-manifest-stats\.json)$|\.(gz|br)$/;

/**
 * @param {string} dir
 * @returns {string[]} paths relative to `dir`, sorted
 */
function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  (function walk(/** @type {string} */ rel) {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relPath);
      else if (entry.isFile() && !IGNORED.test(relPath)) out.push(relPath);
    }
  })('');
  return out.sort();
}

/**
 * Hash of a build folder's names and bytes: the same build always gets the same hash.
 * @param {string} dir
 */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const rel of listFiles(dir)) {
    hash.update(rel);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * A release's version: UTC timestamp (sorts by time, tells a person when) + content hash (tells
 * which build), e.g. 20261122T001500Z-1a2b3c4d.
 * @param {string} hash
 * @param {Date} [date]
 */
function makeVersion(hash, date = new Date()) {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${hash.slice(0, 8)}`;
}

const VERSION_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

module.exports = { contentHash, listFiles, makeVersion, VERSION_PATTERN };
