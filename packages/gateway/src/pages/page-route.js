// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { loadRouteTable } = require('@agency/workspace');
const { preferredEncoding } = require('../static/precompressed');
const { renderIndex } = require('../document/snapshot');
const { setPageSecurityHeaders } = require('../edge/csp');
const { remoteOrigins } = require('../releases/version-choice');
const { visitorRemotes } = require('../releases/visitor-remotes');
const { setVisitCookie } = require('../releases/visit-token');
const { CONTENT_PREVIEW_PARAM } = require('./page-renderer');

/**
 * @typedef {{ html: string, status: number, location?: string, etag: string | null, encoded?: { br?: Buffer, gzip?: Buffer }, cached?: boolean, limited?: boolean }} RenderedPage
 * @typedef {{ render(url: string, o?: { remotes?: Record<string, string>, mayRender?: () => Promise<boolean>, keep?: boolean, noindex?: boolean }): Promise<RenderedPage>, contentChanged?: (tags: string[] | null) => unknown }} Pages
 * @typedef {{ allow(ip: string | undefined): Promise<boolean> }} RenderLimit
 */

/**
 * A page's path with doubled slashes and a trailing slash taken out. Never a path a browser would
 * read as another host ("//host", "/\\host"): the result starts with one slash and no backslash.
 * @param {string} pathname
 */
function tidyPath(pathname) {
  const tidy = pathname.replace(/[\\/]{2,}/g, '/');
  return tidy.length > 1 ? tidy.replace(/\/$/, '') : tidy;
}

/**
 * A page address answered: one spelling per page (and the route table's old addresses) by redirect,
 * then the page rendered on the server (./page-renderer.js, through its page cache) with the
 * visitor's versions of the remotes, or, with server rendering off, the shell's page for the
 * browser to render. Its inline scripts are allowed by hash in its own CSP.
 *
 * @param {object} o
 * @param {string} o.shellDist  the shell's build
 * @param {string} o.deployDir  release folder: remotes.json and versioned remote builds
 * @param {Pages | null} o.pages  the server renderer (./page-renderer.js); null: the browser renders
 * @param {RenderLimit | null} o.renderLimit  each client's budget of server renders (./render-limit.js)
 * @param {string} o.tokenSecret  PAGE_TOKEN_SECRET: signs the visit token, checks preview links
 * @returns {(req: import('express').Request, res: import('express').Response) => Promise<void>}
 */
function pageRoute({ shellDist, deployDir, pages, renderLimit, tokenSecret }) {
  const redirects = loadRouteTable().redirects ?? {};
  const index = path.join(shellDist, 'index.html');
  return async (req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The site is not built yet: run npm run build.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The versions this visitor gets (../releases/version-choice.js): rendered here and loaded by the browser.
    // A private preview (../releases/preview.js) takes its remote's place: never kept in the page cache, noindex.
    const { remotes, preview } = visitorRemotes(req, res, deployDir, tokenSecret);
    // The versions this page serves, signed: its RUM reports count only with it (../releases/visit-token.js).
    setVisitCookie(req, res, tokenSecret, remotes, preview ? [preview.remote] : []);
    const security = { origins: remoteOrigins(remotes) };
    // A content preview link (?preview=<token>, made by the back office for one draft): the draft is
    // for the holder of the link only, never kept by any cache, never indexed.
    const contentPreview = new URL(req.originalUrl, 'http://x').searchParams.has(CONTENT_PREVIEW_PARAM);
    if (contentPreview) {
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    const privately = preview || contentPreview;
    if (pages) {
      // One address per page: /about/ and //about are /about (one entry in the page cache and in
      // search engines, not one per spelling; each spelling used to be a render of its own). The
      // route table's old addresses are answered here too, in the same one hop, before any render.
      const tidy = tidyPath(req.path);
      const target = redirects[tidy] ?? (tidy !== req.path ? tidy : null);
      if (target) {
        const query = req.originalUrl.indexOf('?');
        res.redirect(301, `${target}${query === -1 ? '' : req.originalUrl.slice(query)}`);
        return;
      }
      const page = await pages.render(req.originalUrl, { remotes, ...(privately ? { keep: false, noindex: true } : {}), ...(renderLimit ? { mayRender: () => renderLimit.allow(req.ip) } : {}) });
      if (page.location) {
        res.redirect(page.status, page.location);
        return;
      }
      // For operators (and the e2e suite): served from the page cache, rendered for this request, or
      // left to the browser because this client's budget of renders is spent (render-limit.js).
      res.setHeader('X-Page-Cache', page.limited ? 'limited' : page.cached ? 'hit' : 'miss');
      // Its inline scripts (the constant event capture, ../document/event-capture.js) allowed by hash.
      setPageSecurityHeaders(res, page.html, security);
      // A kept page's compressed bytes, once made (page-cache.js): sent as they are.
      const encoding = page.encoded ? preferredEncoding(req, Object.keys(page.encoded)) : null;
      if (page.etag) {
        res.vary('Accept-Encoding');
        // Each encoding is its own representation, with its own validator.
        res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
        if (req.fresh) {
          res.status(304).end();
          return;
        }
      }
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        // @ts-expect-error `encoding` is set only when page.encoded holds it (one of its keys, chosen by preferredEncoding)
        res.status(page.status ?? 200).type('html').send(page.encoded[encoding]);
        return;
      }
      res.status(page.status ?? 200).type('html').send(page.html);
      return;
    }
    const html = renderIndex({ pathname: req.path, shellDist, deployDir, remotes, ...(privately ? { noindex: true } : {}) });
    setPageSecurityHeaders(res, html, security);
    res.type('html').send(html);
  };
}

/**
 * A page is read, never written to: another method on a page address is 405 (not 404), and
 * OPTIONS says which ones it takes.
 * @type {import('express').RequestHandler}
 */
function pageMethods(req, res, next) {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.setHeader('Allow', 'GET, HEAD, OPTIONS');
  if (req.method === 'OPTIONS') return res.status(204).end();
  res.status(405).type('text/plain').send('Method not allowed');
}

module.exports = { pageMethods, pageRoute, tidyPath };
