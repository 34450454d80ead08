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
  /** The HTTP status the server answers the page with: 404 for the not-found page, 302 for a redirect, else 200. */
  status?: number;
  /** Where a redirect goes (a path on this site), with status 302. */
  location?: string;
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
}

/**
 * Every route sets its document title and meta description (and their social-card twins).
 * The robots tag follows the page: a noindex page sets it, and any other page removes it, so
 * moving on from a noindex page in the same tab does not leave the next page unindexable.
 */
export function useDocumentMeta(title: string, description: string, { noindex = false, status }: DocumentMetaOptions = {}): void {
  const sink = useContext(DocumentMetaSink);
  sink?.(status === undefined ? { title: formatTitle(title), description } : { title: formatTitle(title), description, status });
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
