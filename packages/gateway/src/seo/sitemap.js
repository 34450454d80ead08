// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const express = require('express');
const { loadRouteTable } = require('@agency/workspace');
const { CANONICAL_OF, publicOrigin } = require('./site');
const { createContentIndex } = require('./content-index');

/** @typedef {{ pathname: string, lastmod: string }} SitemapEntry */

/**
 * Addresses search engines must leave out: the staff's back office, a visitor's dashboard and the
 * payment pages (about one visitor, and useless in a search result).
 */
const DISALLOW = ['/admin', '/dashboard', '/payment'];

/** @param {string} pathname */
const isPrivate = (pathname) => DISALLOW.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The sitemap's addresses: every public route of the route table without a parameter (its
 * redirects, aliases and parameters left out, /resource-hub for /resource-hub/*), each published case study and each
 * published article (the API's lists: ./content-index.js; none while the API was never reached,
 * and the next sitemap asks again). `lastmod`: an article's date; for the other pages the date of
 * the release being served (the shell build), when they last changed at the latest.
 * @param {{ releasedOn: string, content?: import('./content-index').ContentIndex | null }} o releasedOn: YYYY-MM-DD
 * @returns {SitemapEntry[]}
 */
function sitemapEntries({ releasedOn, content = null }) {
  const table = loadRouteTable();
  const redirects = new Set(Object.keys(table.redirects ?? {}));
  /** @type {string[]} */
  const pages = [];
  for (const { path: route } of table.owners) {
    const pathname = route.endsWith('/*') ? route.slice(0, -2) : route;
    if (pathname.includes(':') || redirects.has(pathname) || CANONICAL_OF[pathname] || isPrivate(pathname) || pages.includes(pathname)) continue;
    pages.push(pathname);
  }
  return [
    ...pages.map((pathname) => ({ pathname, lastmod: releasedOn })),
    ...(content?.caseStudies ?? []).map((c) => ({ pathname: `/portfolio/${c.slug}`, lastmod: releasedOn })),
    ...(content?.articles ?? []).map((a) => ({ pathname: `/blog/${a.slug}`, lastmod: a.date || releasedOn })),
  ];
}

/** @type {Record<string, string>} */
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** @param {unknown} s */
const xmlEscape = (s) => String(s).replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/**
 * @param {string} origin
 * @param {SitemapEntry[]} entries
 */
function sitemapXml(origin, entries) {
  const urls = entries.map((e) => `  <url><loc>${xmlEscape(`${origin}${e.pathname}`)}</loc><lastmod>${e.lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** @param {string} origin */
function robotsTxt(origin) {
  return `User-agent: *\n${DISALLOW.map((p) => `Disallow: ${p}\n`).join('')}Allow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The blog's feed as the API makes it; feed readers ask often, a minute in any cache is fresh enough. */
const FEED_MAX_AGE = 60;

/**
 * /sitemap.xml, /robots.txt and /blog/feed.xml, for the gateway (nginx sends the first two to it,
 * and the feed straight to the API). The sitemap's content lists are kept until the content
 * changes (`contentChanged`, called by the gateway's change feed: ../pages/content-changes.js).
 * @param {{ shellDist: string, origin?: string, apiUrl?: string | null, log?: (message: string) => void }} o
 */
function seoRoutes({ shellDist, origin = publicOrigin(), apiUrl = null, log = () => undefined }) {
  const router = /** @type {import('express').Router & { contentChanged: () => void }} */ (express.Router());
  const content = createContentIndex({ apiUrl, log });
  router.contentChanged = () => content.drop();
  /** The last good feed, for when the API is down: a feed reader gets it instead of an error. */
  let lastFeed = /** @type {{ type: string, body: Buffer } | null} */ (null);
  const releasedOn = () => {
    try {
      return fs.statSync(path.join(shellDist, 'index.html')).mtime.toISOString().slice(0, 10);
    } catch {
      return new Date().toISOString().slice(0, 10);
    }
  };
  router.get('/sitemap.xml', async (_req, res) => {
    const lists = await content.get();
    // A published article is in it within minutes in a shared cache too.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(sitemapXml(origin, sitemapEntries({ releasedOn: releasedOn(), content: lists })));
  });
  router.get('/blog/feed.xml', async (_req, res) => {
    try {
      if (!apiUrl) throw new Error('no API');
      const answer = await fetch(`${apiUrl}/api/content/feed.xml`, { signal: AbortSignal.timeout(5000) });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      lastFeed = { type: answer.headers.get('content-type') || 'application/rss+xml; charset=utf-8', body: Buffer.from(await answer.arrayBuffer()) };
    } catch (error) {
      if (!lastFeed) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(503).type('text/plain').send('The feed is not available right now.');
        return;
      }
      log(`the blog feed is the last good one: ${error instanceof Error ? error.message : String(error)}`);
    }
    res.setHeader('Cache-Control', `public, max-age=${FEED_MAX_AGE}`);
    res.setHeader('Content-Type', lastFeed.type);
    res.send(lastFeed.body);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(origin));
  });
  return router;
}

module.exports = { seoRoutes, sitemapEntries, sitemapXml, robotsTxt, DISALLOW };
