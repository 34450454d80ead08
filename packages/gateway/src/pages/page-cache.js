// @ts-check
'use strict';
const { createHash } = require('crypto');
const { compressBytes } = require('@agency/workspace');

/**
 * The page's bytes as brotli 11 and gzip 9, made on libuv's thread pool (never on the event loop)
 * and filled into `page.encoded` when ready; until then, or if compressing fails, the gateway
 * compresses the answer per request as before.
 *
 * A warm page cost no render but was compressed again for every visitor, which more than halved
 * what the cache could answer, and brotli's fast setting sends more bytes than quality 11.
 *
 * One page at a time: brotli 11 is slow on a page, and the thread pool also reads the files the
 * gateway serves. The pages rendered at start, all compressed at once, would hold every thread for
 * a while; in turn they hold one. A page dropped from the cache before
 * its turn is skipped.
 */
/** A kept page: its HTML, its ETag, and its compressed bytes once made. */
/** @typedef {{ html: string, etag: string, encoded: { br?: Buffer, gzip?: Buffer } }} CachedPage */

function createCompressor() {
  /** @type {Promise<void>} */
  let queue = Promise.resolve();
  /**
   * @param {CachedPage} page
   * @param {() => boolean} wanted false once the page left the cache
   */
  const later = (page, wanted) => {
    queue = queue.then(async () => {
      if (!wanted()) return;
      const bytes = Buffer.from(page.html);
      try {
        // The repository's one pre-compressor (@agency/workspace), as the built files are.
        const { br, gzip } = await compressBytes(bytes);
        page.encoded.br = br;
        page.encoded.gzip = gzip;
      } catch {
        // Left to per-request compression.
      }
    });
  };
  return { later, idle: () => queue };
}

/**
 * Rendered pages kept in memory, keyed by address and by what they were rendered from (the
 * release stamp): a warm page costs no render and no compression, and a release or rollback is
 * never served stale.
 * Oldest entries go first past `max`.
 * @param {{ max?: number }} [options]
 */
function createPageCache({ max = 300 } = {}) {
  /** @type {Map<string, CachedPage>} */
  const entries = new Map();
  const compressor = createCompressor();
  return {
    /** @param {string} key */
    get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    /**
     * @param {string} key
     * @param {string} html
     */
    set(key, html) {
      /** @type {CachedPage} */
      const page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, encoded: {} };
      entries.set(key, page);
      compressor.later(page, () => entries.get(key) === page);
      // The map keeps insertion order: its first key is the oldest (the loop runs only while it has keys).
      while (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
      return page;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    /** Resolves once every page kept so far has its compressed bytes (or was dropped first). */
    compressed() {
      return compressor.idle();
    },
  };
}

module.exports = { createPageCache };
