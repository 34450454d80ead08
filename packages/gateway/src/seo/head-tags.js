'use strict';
const fs = require('fs');
const path = require('path');
const { escapeHtml, escapeJson } = require('../page-html');
const { CANONICAL_OF, publicOrigin } = require('./site');
const { structuredData } = require('./structured-data');

const BRAND_SUFFIX = ' | Nyota Creative';

/**
 * The share picture of a page (made by packages/artwork: shell/public/og/<key>.jpg): the case
 * study's work, the article's picture, the page's own card, else the site's.
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
 */
function headTags({ pathname, meta, shellDist, origin = publicOrigin() }) {
  if (!meta || meta.status === 404 || meta.status === 302) return '';
  const url = `${origin}${CANONICAL_OF[pathname] ?? pathname}`;
  const image = `${origin}/og/${shareImageKey(pathname, shellDist)}.jpg`;
  const name = meta.title.endsWith(BRAND_SUFFIX) ? meta.title.slice(0, -BRAND_SUFFIX.length) : meta.title;
  const type = /^\/(blog|portfolio)\/[^/]+$/.test(pathname) ? 'article' : 'website';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="Nyota Creative">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(name)}">`,
    `<meta property="og:locale" content="en_UG">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<script type="application/ld+json">${escapeJson(structuredData({ origin, pathname, title: name, description: meta.description, image }))}</script>`,
  ];
  return tags.join('');
}

/** The shell's page with the head tags of `pathname` before `</head>`. */
function withHeadTags(html, { pathname, meta, shellDist }) {
  const tags = headTags({ pathname, meta, shellDist });
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}

module.exports = { headTags, withHeadTags, shareImageKey };
