// @ts-check
'use strict';
const path = require('path');

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|gif|svg|pdf|mp4|webm|mjs|docx|xlsx|zip)$/i;

/**
 * Entry points (remotes.json, mf-manifest.json, remoteEntry.js, index.html) must be revalidated
 * on every load, or a release of a remote would not reach visitors.
 * @param {string} filePath
 */
function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (base === 'remotes.json' || base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html')) {
    return 'no-cache';
  }
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

module.exports = { cacheControlFor, HASHED };
