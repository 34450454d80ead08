// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { PassThrough } = require('stream');
const { createHash } = require('crypto');
const { readRemotesMap } = require('../releases/remotes-map');
const { pageStartup } = require('../document/snapshot');
const { shellBuild } = require('../document/shell-build');
const { pageDocument } = require('../document/page-document');
const { headTags } = require('../seo/head-tags');
const { createPageCache } = require('./page-cache');
const { createPageKeys } = require('./page-keys');
const { serverEntries, localFetch } = require('./server-remotes');
const { loadRouteTable, matches, ownerOf } = require('@agency/workspace');

/**
 * Pages about one visitor (payments, the dashboard) and the staff's admin pages are rendered for
 * every request and never kept: one visitor's page must never be served to another, and the
 * admin is not a page the public reaches often enough to be worth keeping.
 */
/** The page query a content preview link carries (the API's signed token for one draft). */
const CONTENT_PREVIEW_PARAM = 'preview';
const UNCACHED = ['/payment', '/payment/*', '/dashboard', '/admin', '/admin/*'];
/** Addresses search engines must leave out (the staff's admin pages). */
const NOINDEX = ['/admin', '/admin/*'];

/** @param {string} pathname */
const isUncached = (pathname) => UNCACHED.some((pattern) => matches(pattern, pathname));
/** @param {string} pathname */
const isNoindex = (pathname) => NOINDEX.some((pattern) => matches(pattern, pathname));

/**
 * @typedef {import('../document/snapshot').RemotesMap} RemotesMap
 * @typedef {import('../document/page-html').HeadElement} HeadElement
 * @typedef {import('./page-keys').QueryReads} QueryReads
 * @typedef {{ title: string, description: string, status?: number, location?: string, image?: string, jsonLd?: Record<string, unknown> }} PageMeta
 * @typedef {object} RenderedPage  what the shell's server bundle gives for a page (shell/src/server/renderPage.tsx)
 * @property {PageMeta | null} meta
 * @property {string[]} errors
 * @property {(out: NodeJS.WritableStream) => void} pipe
 * @property {() => string} [styles]  the styles as head tags (a shell build before styleSheets)
 * @property {() => { attribute: string, value: string, css: string }[]} [styleSheets]
 * @property {() => QueryReads} [queryReads]
 * @property {() => string[]} [contentTags]  the API content the page read (@agency/platform/content)
 * @property {() => boolean} [contentStale]  a content read used its last good answer (the API failed)
 * @property {() => import('../seo/site').AgencyContact | null} [contact]  the agency's contact details the page was rendered with
 * @typedef {{ render(request: { url: string, remotes: object, budgetMs: number, limitMs: number }): Promise<RenderedPage> }} ShellServer  `remotes`: each remote's server entry (./server-remotes.js)
 * @typedef {{ html: string, status: number, location?: string, etag: string | null, encoded?: { br?: Buffer, gzip?: Buffer }, cached: boolean, limited?: boolean }} Page
 */

/**
 * Renders every page on the server with the shell's server bundle (shell/dist/server/main.js) and
 * the remotes' server entries found through remotes.json; the browser hydrates that HTML.
 * A page that cannot be rendered is still served: the shell's page alone, rendered by the browser.
 *
 * @param {object} o
 * @param {string} o.shellDist   the shell's build folder
 * @param {string} o.deployDir   release folder (remotes.json, released remotes)
 * @param {string} o.origin      absolute origin the server's remote URLs are built on (this gateway)
 * @param {string} [o.apiUrl]    where the API listens, for data a page is rendered with (the catalog)
 * @param {number} [o.budgetMs]  how long one remote's server code may take to load
 * @param {number} [o.limitMs]   how long one page may take in all
 * @param {boolean} [o.cache]    keep rendered pages in memory (per address and release stamp)
 * @param {(message: string) => void} [o.log]
 */
function createPageRenderer({ shellDist, deployDir, origin, apiUrl, budgetMs = 300, limitMs = 2000, cache = true, log = () => undefined }) {
  Object.assign(globalThis, {
    __AGENCY_SERVER_FETCH__: localFetch({ origin, deployDir }),
    // Tells a remote on its own origin from the gateway's (packages/build/runtime/server-plugin.js).
    __AGENCY_SERVER_ORIGIN__: new URL(origin).origin,
    // Read by the API client of every server bundle (packages/platform/src/api/client.ts).
    ...(apiUrl ? { __AGENCY_API_ORIGIN__: apiUrl } : {}),
  });
  const pages = createPageCache();
  const routeTable = loadRouteTable();
  const keys = createPageKeys();
  const indexFile = path.join(shellDist, 'index.html');
  const serverFile = path.join(shellDist, 'server', 'main.js');
  /** @type {ShellServer | null} */
  let shell = null;

  /** @returns {ShellServer} */
  function shellServer() {
    // Loaded once: the federation runtime of one shell build lives for the process. A new shell
    // build is served after a restart (npm start rebuilds and restarts).
    shell ??= /** @type {ShellServer} */ (require(serverFile));
    return shell;
  }

  /** What a page is rendered from: the shell's build and the remotes map. @param {RemotesMap} remotes */
  function stampOf(remotes) {
    const hash = createHash('sha1');
    hash.update(JSON.stringify(remotes));
    for (const file of [indexFile, serverFile]) hash.update(String(fs.statSync(file).mtimeMs));
    return hash.digest('base64url');
  }

  /**
   * The shell's build (read once per build stamp) and what this page starts with in the browser.
   * @param {string} pathname @param {RemotesMap} remotes @param {boolean} [noindex] the page is left out by search engines whatever its path
   */
  function startOf(pathname, remotes, noindex = false) {
    const build = shellBuild(shellDist);
    return { shell: build.document, startup: pageStartup({ pathname, build, deployDir, remotes, routeTable }), noindex: noindex || isNoindex(pathname) };
  }

  /**
   * @param {string} url @param {string} pathname @param {RemotesMap} remotes @param {number} budget @param {boolean} noindex
   * @returns {Promise<{ html: string, complete: boolean, status: number, location?: string, reads?: QueryReads | null, tags?: string[] }>}
   */
  async function renderFresh(url, pathname, remotes, budget, noindex) {
    const start = startOf(pathname, remotes, noindex);
    try {
      const page = await shellServer().render({ url, remotes: serverEntries(remotes, origin), budgetMs: budget, limitMs: Math.max(limitMs, budget * 2) });
      // Parts marked "[client-only]" are meant for the browser (they need its DOM); others failed.
      const failures = page.errors.filter((error) => !error.startsWith('[client-only]'));
      for (const error of failures) log(`${url}: a part is left to the browser (${error.split('\n')[0]})`);
      const body = await collect(page.pipe);
      // After the body: the styles are those the render used (a shell build without server styles has none).
      const html = pageDocument({ ...start, meta: page.meta, seo: headTags({ pathname, meta: page.meta, shellDist, contact: page.contact?.() ?? null }), styles: stylesOf(page), body });
      // A page with a part left to the browser is not kept: the next request renders it whole. Nor
      // is one rendered from a last good answer (the API failed): the next request asks again.
      // An older shell build reports no query reads: its pages are kept per whole address.
      const complete = failures.length === 0 && !page.contentStale?.();
      return { html, complete, reads: page.queryReads?.() ?? null, tags: page.contentTags?.() ?? [], ...statusOf(page.meta) };
    } catch (error) {
      log(`${url}: rendered by the browser alone (${error instanceof Error ? error.message : String(error)})`);
      return { html: pageDocument({ ...start, body: null }), complete: false, status: 200 };
    }
  }

  return {
    /**
     * The HTML of one page address (path and query), its HTTP status (404 for the not-found page,
     * 302 with a location where the page sends the visitor on) and its ETag. Never throws for a
     * render error.
     * @param {string} url
     * @param {{ budget?: number, mayRender?: (() => Promise<boolean>) | null, remotes?: RemotesMap | null, keep?: boolean, noindex?: boolean }} [options]
     *   keep: false for a page that must never be in the page cache (a private preview: ./preview.js)
     * @returns {Promise<Page>}
     */
    async render(url, { budget = budgetMs, mayRender = null, remotes: chosen = null, keep = true, noindex = false } = {}) {
      // A path is appended, never resolved: `//host:99999/a` resolved against a base is another
      // host (and an invalid one threw).
      const { pathname, search, searchParams } = new URL(url.startsWith('/') ? `http://x${url}` : url, 'http://x');
      // A content preview (?preview=<token>: a draft, for the holder of the link) is never kept
      // nor served from the cache, and search engines leave it out.
      if (searchParams.has(CONTENT_PREVIEW_PARAM)) {
        keep = false;
        noindex = true;
      }
      // The visitor's versions (version-choice.js), else the live ones: the stamp keys the cache on them.
      const remotes = chosen ?? readRemotesMap(deployDir);
      // Per path and release stamp, and only the part of the query the page reads (page-keys.js).
      const base = cache && keep && !isUncached(pathname) && fs.existsSync(serverFile) ? `${stampOf(remotes)} ${pathname}` : null;
      if (base) {
        for (const key of keys.candidates(base, search)) {
          const hit = pages.get(key);
          if (hit) return { ...hit, status: 200, cached: true };
        }
      }
      // Past the client's budget of renders (render-limit.js): the shell's page for the browser alone.
      if (mayRender && !(await mayRender())) {
        const html = pageDocument({ ...startOf(pathname, remotes, noindex), body: null });
        return { html, status: ownerOf(pathname, routeTable) ? 200 : 404, etag: null, cached: false, limited: true };
      }
      const { html, complete, status, location, reads, tags } = await renderFresh(url, pathname, remotes, budget, noindex);
      // Only found pages are kept: any address can be made up, and a made-up one must not push a
      // real page out of the cache.
      const key = base && complete && status === 200 ? keys.keep(base, search, reads) : null;
      if (key) return { ...pages.set(key, html, tags), status, cached: false };
      return { html, status, location, etag: null, cached: false };
    },
    /**
     * Renders a few pages once after start, so the remotes' server code is loaded before the first
     * visitor comes (a cold load takes longer than the per-request budget of a remote).
     * @param {string[]} urls
     */
    async warm(urls) {
      // A cold load may take its time here: no visitor is waiting.
      for (const url of urls) await this.render(url, { budget: 10_000 });
    },
    clear: () => {
      pages.clear();
      keys.clear();
    },
    /**
     * The API's content changed (./content-changes.js): drops the pages that read a changed tag, or
     * every page that read content when `tags` is null (the feed lost track). Returns how many.
     * @param {string[] | null} tags
     */
    contentChanged: (tags) => pages.dropTagged(tags),
    /** How many pages are kept (tests, metrics). */
    get size() {
      return pages.size;
    },
  };
}

/**
 * The status a page asked for while rendering (platform's NotFoundPage: 404, PageRedirect: 302, or
 * 301 when the address moved for good, and where to). A redirect goes only to a path of this site:
 * never to another host ("//host" or "/\\host", which browsers read as one).
 * @param {PageMeta | null | undefined} meta
 * @returns {{ status: number, location?: string }}
 */
function statusOf(meta) {
  if (meta?.status === 404) return { status: 404 };
  if ((meta?.status === 302 || meta?.status === 301) && typeof meta.location === 'string' && /^\/(?![/\\])/.test(meta.location)) return { status: meta.status, location: meta.location };
  return { status: 200 };
}

/**
 * The page's styles for the head: the shell's style sheets (emotion's rules, ../../shell/src/styles/
 * serverStyles.ts), or the tags of a shell build that writes them itself.
 * @param {RenderedPage} page
 * @returns {HeadElement[]}
 */
function stylesOf(page) {
  if (typeof page.styleSheets === 'function') return page.styleSheets().map(({ attribute, value, css }) => /** @type {HeadElement} */ ({ tag: 'style', attrs: { [attribute]: value }, css }));
  const tags = page.styles?.() ?? '';
  return tags ? [{ markup: tags }] : [];
}

/**
 * The body's HTML once the render has written all of it.
 * @param {RenderedPage['pipe']} pipe
 * @returns {Promise<string>}
 */
function collect(pipe) {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    /** @type {Buffer[]} */
    const chunks = [];
    out.on('data', (chunk) => chunks.push(chunk));
    out.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    out.on('error', reject);
    pipe(out);
  });
}

module.exports = { createPageRenderer, isUncached, isNoindex, statusOf, CONTENT_PREVIEW_PARAM };
