// @ts-check
'use strict';

/**
 * What a rendered page is kept under: its path, the release stamp, and only the parts of the query
 * the page read while it was rendered (reported by the shell's server render through
 * @agency/routing's queryReads). Each ad click carries its own `fbclid` or `gclid`, and a made-up
 * `?x=1` is free to send: keyed by the whole address, every such visit was a render of its own
 * (many times the cost of a kept page) and pushed a real page out of the cache.
 *
 * Why it is safe: a render reads the query only through those hooks, so two addresses that agree
 * on every value a render of one of them read make the same reads and the same page. An address is
 * looked up under each shape (set of names read) its path's pages have had; a page is only ever
 * kept under the values of the address it was rendered for.
 */
const MAX_SHAPES = 8;
const MAX_PATHS = 2000;

/** @typedef {{ names: string[], whole: boolean }} QueryReads */

/**
 * @param {string} base  stamp and path
 * @param {string} search  "?a=1" or ""
 * @param {QueryReads | null} reads
 */
function keyOf(base, search, reads) {
  // A shell build that does not report its reads, or a page that read the whole query: the address.
  if (!reads || reads.whole) return `${base} ${search}`;
  const params = new URLSearchParams(search);
  return `${base} reads:${reads.names.map((name) => `${encodeURIComponent(name)}=${JSON.stringify(params.getAll(name))}`).join('&')}`;
}

/** @param {{ maxShapes?: number, maxPaths?: number }} [limits] */
function createPageKeys({ maxShapes = MAX_SHAPES, maxPaths = MAX_PATHS } = {}) {
  /**
   * stamp and path -> the shapes of query reads its kept pages were rendered with
   * @type {Map<string, QueryReads[]>}
   */
  const shapes = new Map();
  return {
    /**
     * The keys a page for this address may be kept under.
     * @param {string} base
     * @param {string} search
     */
    candidates(base, search) {
      const known = shapes.get(base) ?? [];
      const keys = known.map((reads) => keyOf(base, search, reads));
      // Kept by an earlier shell build's shape (whole address), or before its path had a shape.
      keys.push(keyOf(base, search, null));
      return [...new Set(keys)];
    },
    /**
     * The key to keep a page rendered for this address under, or null if its shape cannot be remembered.
     * @param {string} base
     * @param {string} search
     * @param {QueryReads | null | undefined} reads
     */
    keep(base, search, reads) {
      if (!reads || reads.whole) return keyOf(base, search, null);
      const shape = JSON.stringify(reads.names);
      let known = shapes.get(base);
      if (!known) {
        // The oldest path first (the map keeps insertion order; it has maxPaths keys here).
        if (shapes.size >= maxPaths) shapes.delete(/** @type {string} */ (shapes.keys().next().value));
        shapes.set(base, (known = []));
      }
      if (!known.some((r) => JSON.stringify(r.names) === shape)) {
        if (known.length >= maxShapes) return null;
        known.push({ names: [...reads.names], whole: false });
      }
      return keyOf(base, search, reads);
    },
    clear() {
      shapes.clear();
    },
  };
}

module.exports = { createPageKeys, keyOf };
