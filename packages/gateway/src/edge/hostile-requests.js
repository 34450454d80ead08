// @ts-check
'use strict';
const path = require('path');

/**
 * RFC 9112 3.2: a server must answer 400 to a request with more than one Host header. Node keeps
 * only the first in `req.headers`, so the raw list is what tells: a proxy or cache in front could
 * read the other one, and a page rendered for one host could be stored under the other.
 *
 * @type {import('express').RequestHandler}
 */
function oneHostHeader(req, res, next) {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].length === 4 && req.rawHeaders[i].toLowerCase() === 'host') hosts += 1;
  }
  if (hosts > 1) {
    res.status(400).type('text/plain').send('Bad request: one Host header only.');
    return;
  }
  next();
}

/**
 * The shell's server bundle lies in its build folder (the renderer reads it from disk) and is never a
 * file to serve. The static files are found by the decoded path, so the check reads the path as the
 * file server will (`/%73erver/main.js`, `/server%2fmain.js`, `//server/`, `/x/../server` are all
 * the bundle), not as it was spelled.
 *
 * @type {import('express').RequestHandler}
 */
function hideServerBundle(req, res, next) {
  let decoded;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    // A malformed escape: the file server answers it with its own 400.
    return next();
  }
  if (/^\/server(\/|$)/i.test(path.posix.normalize(decoded))) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  next();
}

/**
 * A request's target as a path: HTTP/1.1 allows the absolute form (`GET http://host/about`), which
 * Node passes on as it came. Express still finds the path in it, but the page renderer and the API
 * proxy read the raw URL: an absolute URL whose host or port is invalid (`http://x:99999/about`)
 * threw in the renderer, and the promise's rejection ended the whole process. A valid absolute URL
 * becomes its path and query; any other target that is not a path gets a 400.
 * @type {import('express').RequestHandler}
 */
function originForm(req, res, next) {
  if (req.url.startsWith('/')) return next();
  let url;
  try {
    url = new URL(req.url);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    res.status(400).type('text/plain').send('Bad request: the request target must be a path.');
    return;
  }
  // Express noted the target as it came (originalUrl) before this ran; the pages read that one.
  req.url = `${url.pathname}${url.search}`;
  req.originalUrl = req.url;
  next();
}

module.exports = { hideServerBundle, oneHostHeader, originForm };
