// @ts-check
'use strict';
const fs = require('fs');
const path = require('path');
const { CANONICAL_OF, publicOrigin } = require('./site');
const { structuredData } = require('./structured-data');

/** @typedef {import('../document/page-html').HeadElement} HeadElement */

const BRAND_SUFFIX = ' | Nyota Creative';

/**
 * The share picture of a page (made by packages/artwork: shell/public/og/<key>.jpg): the case
 * study's work, the article's picture, the page's own card, else the site's.
 * @param {string} pathname @param {string} shellDist
 */
function shareImageKey(pathname, shellDist) {
  const key = pathname === '/' ? 'site' : pathname.slice(1).replace(/\//g, '-');
  return fs.existsSync(path.join(shellDist, 'og', `${key}.jpg`)) ? key : 'site';
}

/**
 * The head tags every rendered page gets besides its title and description: the canonical link
 * (PUBLIC_URL and the path, never the query: /contact?type=consultation is /contact's page for
 * search engines), Open Graph and Twitter card tags with a 1200x630 picture made for the page, and
 * the page's JSON-LD. A page not found gets none of them.
 * @param {object} o
 * @param {string} o.pathname
 * @param {{ title: string, description: string, status?: number, image?: string, jsonLd?: Record<string, unknown> } | null} o.meta  what the page's render said of itself
 *   (a content page names its own share card, a path on this site, and its own JSON-LD node)
 * @param {string} o.shellDist  where the share pictures are (og/)
 * @param {import('./site').AgencyContact | null} [o.contact]  the agency's contact details the page was rendered with (its JSON-LD names them)
 * @param {string} [o.origin]
 * @returns {HeadElement[]}
 */
function headTags({ pathname, meta, shellDist, contact = null, origin = publicOrigin() }) {
  if (!meta || meta.status === 404 || meta.status === 302 || meta.status === 301) return [];
  const url = `${origin}${/** @type {Record<string, string | undefined>} */ (CANONICAL_OF)[pathname] ?? pathname}`;
  // Share cards are read by other sites' crawlers: an absolute URL, and only one of this site.
  const image = sitePath(meta.image) ? `${origin}${meta.image}` : `${origin}/og/${shareImageKey(pathname, shellDist)}.jpg`;
  const name = meta.title.endsWith(BRAND_SUFFIX) ? meta.title.slice(0, -BRAND_SUFFIX.length) : meta.title;
  const type = /^\/(blog|portfolio)\/[^/]+$/.test(pathname) ? 'article' : 'website';
  /** @param {string} property @param {string} content @returns {HeadElement} */
  const og = (property, content) => ({ tag: 'meta', attrs: { property, content } });
  /** @param {string} name @param {string} content @returns {HeadElement} */
  const named = (name, content) => ({ tag: 'meta', attrs: { name, content } });
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    og('og:site_name', 'Nyota Creative'),
    og('og:type', type),
    og('og:url', url),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:image', image),
    og('og:image:width', '1200'),
    og('og:image:height', '630'),
    og('og:image:alt', name),
    og('og:locale', 'en_UG'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    { tag: 'script', attrs: { type: 'application/ld+json' }, json: structuredData({ origin, pathname, title: name, description: meta.description, image, page: jsonLdNode(meta.jsonLd), contact }) },
  ];
}

/**
 * A path on this site ("/api/content/cards/article/x.png"), never another host ("//host", "/\\host").
 * @param {unknown} value
 * @returns {value is string}
 */
function sitePath(value) {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value);
}

/**
 * The page's own JSON-LD node, as a plain object (its own "@context" left to the graph's).
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
function jsonLdNode(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const node = { .../** @type {Record<string, unknown>} */ (value) };
  delete node['@context'];
  return node;
}

module.exports = { headTags, shareImageKey };
