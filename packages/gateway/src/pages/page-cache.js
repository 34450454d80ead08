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
/** A kept page: its HTML, its ETag, its compressed bytes once made, and the API content it was rendered from. */
/** @typedef {{ html: string, etag: string, encoded: { br?: Buffer, gzip?: Buffer }, tags: string[] }} CachedPage */

/** The tag of a read whose answer named none (@agency/platform/content ANY_CONTENT_TAG): any change drops its page. */
const ANY_CONTENT = '*';

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
 * never served stale. Each page also keeps the tags of the API content it read (`article:<slug>`,
 * `articles`, `site`, ...): a change drops exactly the pages that read a changed tag, and every
 * other page stays (its hit rate does not move because someone edited another article).
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
     * @param {string[]} [tags]  the content tags the page was rendered from
     */
    set(key, html, tags = []) {
      /** @type {CachedPage} */
      const page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, encoded: {}, tags };
      entries.set(key, page);
      compressor.later(page, () => entries.get(key) === page);
      // The map keeps insertion order: its first key is the oldest (the loop runs only while it has keys).
      while (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
      return page;
    },
    clear() {
      entries.clear();
    },
    /**
     * Drops the pages that read one of `changed` (or any content, when `changed` is null: the
     * change feed lost track), and returns how many. Pages that read no content stay either way.
     * @param {Iterable<string> | null} changed
     */
    dropTagged(changed) {
      const wanted = changed ? new Set(changed) : null;
      let dropped = 0;
      for (const [key, page] of entries) {
        if (!page.tags.length) continue;
        if (wanted && !page.tags.some((tag) => tag === ANY_CONTENT || wanted.has(tag))) continue;
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
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
