// @ts-check
'use strict';

/**
 * The published articles and case studies as the API lists them (`/api/content/articles`,
 * `/api/content/case-studies`), for the sitemap: asked once and kept until the content changes
 * (../pages/content-changes.js calls `drop`). When the API cannot be asked, the last good lists
 * stay; before any, null (the sitemap then names the pages alone).
 */

/** @typedef {{ articles: { slug: string, date: string }[], caseStudies: { slug: string }[] }} ContentIndex */

const TIMEOUT_MS = 3000;

/**
 * @param {string} url
 * @returns {Promise<unknown>}
 */
async function getJson(url) {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url}: status ${res.status}`);
  return res.json();
}

/** @param {unknown} value @returns {value is string} */
const isSlug = (value) => typeof value === 'string' && /^[a-z0-9][a-z0-9-]*$/i.test(value);
/** @param {unknown} value @returns {value is string} */
const isDay = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * @param {{ apiUrl: string | null, log?: (message: string) => void }} o  apiUrl null: no API to ask (no lists)
 */
function createContentIndex({ apiUrl, log = () => undefined }) {
  /** @type {ContentIndex | null} */
  let kept = null;
  let fresh = false;
  /** @type {Promise<ContentIndex | null> | null} */
  let asking = null;

  async function ask() {
    const [articles, studies] = await Promise.all([getJson(`${apiUrl}/api/content/articles`), getJson(`${apiUrl}/api/content/case-studies`)]);
    const articleList = /** @type {{ articles?: unknown }} */ (articles)?.articles;
    const studyList = /** @type {{ caseStudies?: unknown }} */ (studies)?.caseStudies;
    if (!Array.isArray(articleList) || !Array.isArray(studyList)) throw new Error('the content lists are not what the contract says');
    return {
      // Only what is safe to put in an address and a date (the XML is escaped besides).
      articles: articleList.filter((a) => isSlug(a?.slug)).map((a) => ({ slug: a.slug, date: isDay(a.date) ? a.date : '' })),
      caseStudies: studyList.filter((c) => isSlug(c?.slug)).map((c) => ({ slug: c.slug })),
    };
  }

  return {
    /** The lists: kept ones while no change came, else asked again (the last good ones if that fails). */
    async get() {
      if (!apiUrl || (kept && fresh)) return kept;
      asking ??= ask()
        .then(
          (index) => {
            kept = index;
            fresh = true;
            return index;
          },
          (error) => {
            log(`the sitemap keeps its last content lists: ${error instanceof Error ? error.message : String(error)}`);
            return kept;
          },
        )
        .finally(() => {
          asking = null;
        });
      return asking;
    },
    /** The content changed: the next sitemap asks the API again. */
    drop() {
      fresh = false;
    },
  };
}

module.exports = { createContentIndex };
