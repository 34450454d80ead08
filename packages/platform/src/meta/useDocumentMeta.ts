import { useEffect } from 'react';
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

export interface DocumentMetaOptions {
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`), e.g. the back office. */
  noindex?: boolean;
}

/**
 * Every route sets its document title and meta description (and their social-card twins).
 * The robots tag follows the page: a noindex page sets it, and any other page removes it, so
 * moving on from a noindex page in the same tab does not leave the next page unindexable.
 */
export function useDocumentMeta(title: string, description: string, { noindex = false }: DocumentMetaOptions = {}): void {
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
