// @ts-check
'use strict';
const { AGENCY, agencyContactNodes } = require('./site');

/** @typedef {import('./site').AgencyContact} AgencyContact */

/**
 * JSON-LD for a page (schema.org): the agency on every page (Organization and LocalBusiness, with
 * its Ugandan and Rwandan phones and offices), a BreadcrumbList below the home page, and the
 * page's own node when it names one (an Article for a blog post, a CreativeWork for a case study). Sent as `<script type="application/ld+json">`:
 * a data block, never run, so the content security policy has nothing to allow (csp.js hashes only
 * scripts a browser would execute).
 */

/** @typedef {Record<string, unknown>} JsonLdNode */

/**
 * The agency's node. Its phones, addresses and social pages are the published contact details the
 * page was rendered with; without them (the API could not say at the render) the node names the
 * agency alone rather than a copy that may be out of date.
 * @param {string} origin @param {AgencyContact | null} [contact]
 */
function organization(origin, contact = null) {
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${origin}/#organization`,
    name: AGENCY.name,
    slogan: AGENCY.slogan,
    description: AGENCY.description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og/site.jpg`,
    ...(contact ? agencyContactNodes(contact) : {}),
    areaServed: ['UG', 'RW'],
  };
}

/** @type {Record<string, string>} */
const SECTION_NAMES = { portfolio: 'Portfolio', blog: 'Blog', 'resource-hub': 'Resource Hub' };

/**
 * @param {string} origin
 * @param {string} pathname
 * @param {string} pageName
 * @returns {JsonLdNode | null}
 */
function breadcrumbs(origin, pathname, pageName) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return null;
  const items = [{ name: 'Home', url: `${origin}/` }];
  if (parts.length > 1 && SECTION_NAMES[parts[0]]) items.push({ name: SECTION_NAMES[parts[0]], url: `${origin}/${parts[0]}` });
  items.push({ name: pageName, url: `${origin}${pathname}` });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * The JSON-LD graph of one page. `title` is the page's own name (without " | Nyota Creative"),
 * `image` the absolute URL of its share picture.
 * `page` is the page's own node: a content page builds its Article or CreativeWork from the API's
 * answer (the gateway holds no copy of the content).
 * `contact` the agency's contact details the page was rendered with.
 * @param {{ origin: string, pathname: string, title: string, description: string, image: string, page?: JsonLdNode | null, contact?: AgencyContact | null }} page
 */
function structuredData({ origin, pathname, title, description, image, page = null, contact = null }) {
  /** @type {JsonLdNode[]} */
  const graph = [organization(origin, contact)];
  const crumbs = breadcrumbs(origin, pathname, title);
  if (crumbs) graph.push(crumbs);
  if (page) graph.push(completed({ description, ...page }, origin, pathname, image));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * The page's own node with what only the site knows: its address, the absolute share picture and
 * the agency as publisher (an Article) or creator (a CreativeWork), by reference to the agency's
 * node. The page names the facts (headline, dates, author); the links are the gateway's.
 * @param {JsonLdNode} node @param {string} origin @param {string} pathname @param {string} image
 * @returns {JsonLdNode}
 */
function completed(node, origin, pathname, image) {
  const types = /** @type {unknown[]} */ ([]).concat(node['@type']);
  const agency = { '@id': `${origin}/#organization` };
  const url = `${origin}${pathname}`;
  if (types.includes('Article')) return { '@id': `${url}#article`, ...node, image: [image], publisher: agency, mainEntityOfPage: url };
  if (types.includes('CreativeWork')) return { '@id': `${url}#work`, ...node, image, url, creator: agency };
  return { ...node, image };
}

module.exports = { structuredData, organization, breadcrumbs };
