'use strict';

/**
 * The one matcher of the route table, for the server (the gateway: a page's status, the slice it
 * preloads) and the shell's bundle (the slice it renders) alike, so the two can never disagree.
 * No imports: the shell's browser bundle includes this file.
 */

/**
 * Matches react-router style patterns, case-sensitively: `:param` is one segment, a trailing `/*` any rest.
 * @param {string} pattern
 * @param {string} pathname
 * @returns {boolean}
 */
function matches(pattern, pathname) {
  const splat = pattern.endsWith('/*');
  const want = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * The slice owning `pathname` in `table` (routes.json), or null: the shell's 404.
 * @template {string} Remote
 * @param {string} pathname
 * @param {{ owners: ReadonlyArray<{ path: string, remote: Remote }> }} table
 * @returns {Remote | null}
 */
function ownerOf(pathname, table) {
  const route = table.owners.find((r) => matches(r.path, pathname));
  return route ? route.remote : null;
}

module.exports = { matches, ownerOf };
