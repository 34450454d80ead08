// @ts-check
'use strict';
const path = require('path');
const express = require('express');
const compression = require('compression');
const { ROOT, REMOTES, remoteBasePath } = require('@agency/workspace');
const { cacheControlFor } = require('./cache');
const { precompressedStatic } = require('./precompressed');

/**
 * The site's files on the gateway's one port: each remote under /remotes/<name>/ (released versions
 * first, then its own build), the shell's build at /, with the cache rules of ./cache.js and the
 * .br / .gz copies of ./precompressed.js, and everything else compressed on the way out.
 *
 * In the compose stack nginx serves these files and compresses itself (deploy/nginx/nginx.conf.template,
 * the same cache rules and precompressed copies) and sends only page addresses to the gateway: this
 * is the one-port development form of the same rules, for `npm start` and for anyone who reaches a
 * gateway directly.
 */

/**
 * @param {{ cors?: boolean }} [options]
 * @returns {import('serve-static').ServeStaticOptions<import('express').Response>}
 */
function staticOptions({ cors = false } = {}) {
  return {
    index: false,
    // A folder is never an answer here: without this, serve-static answered /server (or /blog/%2e%2e,
    // which resolves to the build folder) with a 301 to /server/, which the page route's tidy path
    // sent back to /server: a redirect loop. Now such an address falls through to the pages (a 404).
    redirect: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/** Compression of what the gateway sends that has no compressed copy (nginx's gzip in compose). */
function compressAnswers() {
  // @ts-expect-error @types/compression is written against express 4's types (the root's, for the API); compression works as express 5 middleware
  return /** @type {import('express').RequestHandler} */ (compression());
}

/**
 * Each remote's files under /remotes/<name>/ as if it were its own origin: released versions
 * (<deployDir>/remotes/<name>/<version>/) first, then the remote's own build; a missing file is a
 * 404 here, never a page.
 * @param {string} deployDir
 */
function remoteFiles(deployDir) {
  const router = express.Router();
  for (const remote of REMOTES) {
    const base = remoteBasePath(remote.name);
    router.use(base, precompressedStatic(path.join(deployDir, 'remotes', remote.name), staticOptions({ cors: true })));
    router.use(base, precompressedStatic(path.join(ROOT, remote.dir, 'dist'), staticOptions({ cors: true })));
    router.use(base, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }
  return router;
}

/**
 * The shell's build (its scripts, styles, fonts, pictures); an address with no file falls through
 * to the pages.
 * @param {string} shellDist
 */
function shellFiles(shellDist) {
  return precompressedStatic(shellDist, staticOptions());
}

module.exports = { compressAnswers, remoteFiles, shellFiles, staticOptions };
