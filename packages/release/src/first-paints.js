'use strict';
const fs = require('fs');
const path = require('path');
const { injectPrerender } = require('@agency/gateway/src/prerender');
const { withLock } = require('./atomic');
const { compressDir } = require('./compress');
const { makeReadable } = require('./readable');

/**
 * First paints for nginx, as static files in the deploy folder:
 *   first-paints/<id>/<page path>/index.html   one page's HTML with its first paint
 *   first-paints/current -> <id>               the set nginx serves (a symlink, switched atomically)
 * A release or rollback removes `current` (the copies show the old text), and the next run of
 * bin/first-paints.js makes a new set.
 */
function firstPaintPaths(deployDir) {
  const dir = path.join(path.resolve(deployDir), 'first-paints');
  return { dir, current: path.join(dir, 'current') };
}

/** What the site is made of right now: a set captured under another remotes.json is stale. */
function siteStamp(paths) {
  try {
    return fs.readFileSync(paths.remotesFile, 'utf8');
  } catch {
    return '';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The file of one page; refuses anything that is not a plain page address. */
function pageFile(root, pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (!pathname.startsWith('/') || segments.some((s) => !SEGMENT.test(s) || s.includes('..'))) {
    throw new Error(`not a page address: ${pathname}`);
  }
  return path.join(root, ...segments, 'index.html');
}

/**
 * Writes a new set and makes it current, unless the site changed (a release or rollback) since
 * `stamp` was taken at the start of the capture: then the set would show the old site.
 *
 * @returns {{id: string, pages: number}}
 */
function writeFirstPaints({ paths, indexHtml, pages, stamp, id = new Date().toISOString().replace(/[-:.]/g, ''), compress = true }) {
  const { dir, current } = firstPaintPaths(paths.dir);
  fs.mkdirSync(dir, { recursive: true });
  const incoming = path.join(dir, `.incoming-${id}-${process.pid}`);
  fs.rmSync(incoming, { recursive: true, force: true });
  const entries = Object.entries(pages);
  for (const [pathname, page] of entries) {
    const file = pageFile(incoming, pathname);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, injectPrerender(indexHtml, page));
  }
  if (compress) compressDir(incoming);
  makeReadable(incoming);
  return withLock(paths.lockFile, () => {
    if (siteStamp(paths) !== stamp) {
      fs.rmSync(incoming, { recursive: true, force: true });
      throw new Error('the site changed while its pages were captured (a release or rollback): run it again');
    }
    fs.rmSync(path.join(dir, id), { recursive: true, force: true });
    fs.renameSync(incoming, path.join(dir, id));
    // A new link beside the old one, renamed over it: nginx sees the old set or the new, never none.
    const link = path.join(dir, `.current-${process.pid}`);
    fs.rmSync(link, { force: true });
    fs.symlinkSync(id, link);
    fs.renameSync(link, current);
    for (const entry of fs.readdirSync(dir)) {
      if (entry !== id && entry !== 'current' && !entry.startsWith('.')) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
    return { id, pages: entries.length };
  });
}

/** Stops serving the current set (called under the release lock when remotes.json changes). */
function clearFirstPaints(paths) {
  fs.rmSync(firstPaintPaths(paths.dir).current, { force: true });
}

module.exports = { firstPaintPaths, siteStamp, writeFirstPaints, clearFirstPaints, pageFile };
