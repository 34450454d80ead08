// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const express = require('express');
const { loadRouteTable } = require('@agency/workspace');
const { CANONICAL_OF, INDEX, publicOrigin } = require('./site');

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
 * redirects, aliases and parameters left out, /resource-hub for /resource-hub/*), each case study and each
 * article. `lastmod`: an article's date; for the other pages the date of the release being served
 * (the shell build), when they last changed at the latest.
 * @param {{ releasedOn: string }} o YYYY-MM-DD
 * @returns {SitemapEntry[]}
 */
function sitemapEntries({ releasedOn }) {
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
    ...INDEX.caseStudies.map((c) => ({ pathname: `/portfolio/${c.slug}`, lastmod: releasedOn })),
    ...INDEX.articles.map((a) => ({ pathname: `/blog/${a.slug}`, lastmod: a.date })),
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

/**
 * /sitemap.xml and /robots.txt, for the gateway (nginx sends both addresses to it).
 * @param {{ shellDist: string, origin?: string }} o
 */
function seoRoutes({ shellDist, origin = publicOrigin() }) {
  const router = express.Router();
  const releasedOn = () => {
    try {
      return fs.statSync(path.join(shellDist, 'index.html')).mtime.toISOString().slice(0, 10);
    } catch {
      return new Date().toISOString().slice(0, 10);
    }
  };
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(origin, sitemapEntries({ releasedOn: releasedOn() })));
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(origin));
  });
  return router;
}

module.exports = { seoRoutes, sitemapEntries, sitemapXml, robotsTxt, DISALLOW };
