// @ts-check
'use strict';
const path = require('path');
const express = require('express');
/**
 * negotiator 1.0, as used here (@types/negotiator describes 0.6, which had no `preferred` option).
 * @typedef {{ encoding(available: string[], options?: { preferred?: string[] }): string | undefined, encodings(available: string[], options?: { preferred?: string[] }): string[] }} EncodingNegotiator
 */
const Negotiator = /** @type {new (request: { headers: import('http').IncomingHttpHeaders }) => EncodingNegotiator} */ (require('negotiator'));
// What a build or a release writes .br / .gz copies of: other files are not looked for.
const { COMPRESSIBLE } = require('@agency/workspace');
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const NAMES = ENCODINGS.map(([name]) => name);

/**
 * Of `available` ('br', 'gzip'), the one the client takes: by its q-values, brotli first where it
 * rates both the same (Chromium sends "gzip, deflate, br, zstd", and express's
 * req.acceptsEncodings() would pick gzip from that order). null: the file as it is.
 * @param {import('express').Request} req
 * @param {string[]} available
 * @returns {string | null}
 */
function preferredEncoding(req, available) {
  if (!available.length) return null;
  return new Negotiator(req).encoding(available, { preferred: NAMES }) ?? null;
}

/**
 * express.static for a build folder that holds `<file>.br` / `<file>.gz` beside its text files:
 * a client that accepts brotli (else gzip) gets those bytes as they are, with the original file's
 * type; the gateway's `compression()` leaves an answer that already has a Content-Encoding alone.
 * Where no such copy exists (a folder built before builds wrote them) the request falls through
 * to the plain files and per-request compression, as before.
 *
 * Not express-static-gzip: it lists the compressed files once, when the gateway starts, and the
 * gateway serves release folders that appear and go while it runs (release, rollback, prune). A
 * copy listed but since deleted would have its Content-Encoding set before serve-static found
 * nothing, and the next handler's answer would carry it. Here serve-static looks the copy up on
 * each request and the encoding headers are set only once it has the file.
 *
 * @param {string} root
 * @param {import('serve-static').ServeStaticOptions<import('express').Response>} options  the plain files' options (setHeaders, index, ...)
 */
function precompressedStatic(root, options = {}) {
  const plain = express.static(root, options);
  const encoded = Object.fromEntries(
    ENCODINGS.map(([name, suffix]) => [
      name,
      express.static(root, {
        ...options,
        fallthrough: true,
        setHeaders(res, filePath, stat) {
          const original = filePath.slice(0, -suffix.length);
          options.setHeaders?.(res, original, stat);
          res.setHeader('Content-Encoding', name);
          // The type of the file itself (send would take it from ".br").
          res.type(path.extname(original));
          res.vary('Accept-Encoding');
        },
      }),
    ]),
  );
  const suffixOf = Object.fromEntries(ENCODINGS);

  /** @type {import('express').RequestHandler} */
  return function servePrecompressed(req, res, next) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return plain(req, res, next);
    // Whatever this answer turns out to be, it depends on the header.
    res.vary('Accept-Encoding');
    // Every encoding the client takes, best first: a folder may hold a .gz where it has no .br.
    const accepted = new Negotiator(req).encodings(NAMES, { preferred: NAMES });
    const url = req.url;
    const query = url.indexOf('?');
    /** @param {number} i */
    const tryNext = (i) => {
      const encoding = accepted[i];
      if (!encoding) return plain(req, res, next);
      req.url = query === -1 ? `${url}${suffixOf[encoding]}` : `${url.slice(0, query)}${suffixOf[encoding]}${url.slice(query)}`;
      encoded[encoding](req, res, (error) => {
        req.url = url;
        if (error) return next(error);
        tryNext(i + 1);
      });
    };
    tryNext(0);
  };
}

module.exports = { precompressedStatic, preferredEncoding };
