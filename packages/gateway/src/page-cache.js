'use strict';
const { createHash } = require('crypto');

/**
 * Rendered pages kept in memory, keyed by address and by what they were rendered from (the
 * release stamp): a warm page costs no render, and a release or rollback is never served stale.
 * Oldest entries go first past `max`.
 */
function createPageCache({ max = 300 } = {}) {
  const entries = new Map();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key, html) {
      const page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      entries.set(key, page);
      while (entries.size > max) entries.delete(entries.keys().next().value);
      return page;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

module.exports = { createPageCache };
