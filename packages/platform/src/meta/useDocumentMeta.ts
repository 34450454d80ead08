import { createContext, useContext, useEffect } from 'react';
import { brand } from '../brand';

function setMeta(name: string, content: string, attr: 'name' | 'property' = 'name') {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, name);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/** The title shown in the tab: "Page | Brand", or the brand's own line for the home page. */
export function formatTitle(title: string): string {
  return title === brand.name || title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/** What the server keeps of a page's meta while rendering it, to write into the head. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The HTTP status the server answers the page with: 404 for the not-found page, 301 or 302 for a redirect, else 200. */
  status?: number;
  /** Where a redirect goes (a path on this site), with status 301 or 302. */
  location?: string;
  /** The page's own share picture, a path on this site (`/api/content/cards/article/<slug>.png`): the gateway makes it absolute. */
  image?: string;
  /** The page's own JSON-LD node (an Article, a CreativeWork), added to the site's graph by the gateway. */
  jsonLd?: Record<string, unknown>;
}

/**
 * Given by the server's render only: effects do not run on the server, so the page's title and
 * description are handed to this sink while rendering (the last page component to render wins).
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

export interface DocumentMetaOptions {
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`), e.g. the back office. */
  noindex?: boolean;
  /**
   * The HTTP status of the page when the server renders it. Only the not-found page sets one (404):
   * served as 200, it was a "soft 404" that search engines index as a real page and monitors count
   * as a success.
   */
  status?: number;
  /** The page's share picture: a path on this site (a content page's card, `/api/content/cards/article/<slug>.png`). */
  image?: string;
  /** The page's JSON-LD node (schema.org), e.g. an Article built from the API's answer. */
  jsonLd?: Record<string, unknown>;
}

/** The page's own JSON-LD in the browser's head (a data block, never run), replaced as the visitor moves on. */
const JSON_LD_SELECTOR = 'script[type="application/ld+json"][data-page-json-ld]';

/**
 * Every route sets its document title and meta description (and their social-card twins).
 * The robots tag follows the page: a noindex page sets it, and any other page removes it, so
 * moving on from a noindex page in the same tab does not leave the next page unindexable.
 */
export function useDocumentMeta(title: string, description: string, { noindex = false, status, image, jsonLd }: DocumentMetaOptions = {}): void {
  const sink = useContext(DocumentMetaSink);
  sink?.({ title: formatTitle(title), description, ...(status === undefined ? {} : { status }), ...(image ? { image } : {}), ...(jsonLd ? { jsonLd } : {}) });
  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    if (image) {
      const absolute = new URL(image, window.location.origin).href;
      setMeta('og:image', absolute, 'property');
      setMeta('twitter:image', absolute);
    }
    document.head.querySelector(JSON_LD_SELECTOR)?.remove();
    if (jsonLdText) {
      const block = document.createElement('script');
      block.type = 'application/ld+json';
      block.setAttribute('data-page-json-ld', '');
      block.textContent = jsonLdText;
      document.head.appendChild(block);
    }
  }, [image, jsonLdText]);
  useEffect(() => {
    const full = formatTitle(title);
    document.title = full;
    setMeta('description', description);
    setMeta('og:title', full, 'property');
    setMeta('og:description', description, 'property');
    if (noindex) setMeta('robots', 'noindex');
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, noindex]);
}
