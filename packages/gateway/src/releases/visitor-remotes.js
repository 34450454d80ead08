// @ts-check
'use strict';
const { remotesForRequest } = require('./version-choice');
const { markPrivate, previewFor } = require('./preview');

/**
 * The versions of the remotes this visitor gets, for the page and for /remotes.json alike: the live
 * or canary version of each (./version-choice.js), and a private preview in place of its remote for
 * the holder of its link or cookie (./preview.js), whose answer is then private and noindex.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} deployDir
 * @param {string} tokenSecret PAGE_TOKEN_SECRET
 * @returns {{ remotes: Record<string, string>, preview: import('./preview').PreviewEntry | null }}
 */
function visitorRemotes(req, res, deployDir, tokenSecret) {
  const remotes = remotesForRequest(req, res, deployDir);
  const preview = previewFor(req, res, deployDir, tokenSecret);
  if (preview) {
    remotes[preview.remote] = preview.url;
    markPrivate(res);
  }
  return { remotes, preview };
}

module.exports = { visitorRemotes };
