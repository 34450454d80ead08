import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Where every image of the content lives; an <img> pointing anywhere else is dropped. */
export const CONTENT_IMAGE_PATH = '/api/content/images/';

// Raw HTML off: a `<script>` or `<img onerror>` typed into a body is shown as text, never markup.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** True when `href` leaves the site (another host than `ownOrigin`), so it gets rel="noopener noreferrer". */
function isOtherSite(href: string, ownOrigin: string): boolean {
  try {
    const url = new URL(href, ownOrigin);
    return url.origin !== ownOrigin;
  } catch {
    return true;
  }
}

/**
 * Markdown to the HTML the public answers carry and the editor's live preview shows: markdown-it
 * with raw HTML off, then sanitize-html as the second line (an allow-list of tags and attributes,
 * so even a bug in the Markdown step cannot let a script or a style through).
 */
export function renderMarkdown(source: string, ownOrigin: string): string {
  return remembered(rendered, keyOf(`${ownOrigin}\u0000${source}`), () => renderAndSanitize(source, ownOrigin));
}

function renderAndSanitize(source: string, ownOrigin: string): string {
  const html = markdown.render(source);
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'code', 'pre', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del'],
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'], th: ['style'], td: ['style'] },
    allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const attrs: Record<string, string> = { ...attribs };
        delete attrs.rel;
        if (attrs.href && isOtherSite(attrs.href, ownOrigin)) attrs.rel = 'noopener noreferrer';
        return { tagName, attribs: attrs };
      },
    },
    // Images only from our own storage (relative, under /api/content/images/): no tracking pixels.
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(CONTENT_IMAGE_PATH),
  });
}

/** Plain words of a Markdown body, for the reading time and the feed. */
export function wordsOf(source: string): number {
  return remembered(counted, keyOf(source), () => sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} }).split(/\s+/).filter(Boolean).length);
}

/** Bodies remembered: every published body and its drafts being previewed, many times over. */
export const MARKDOWN_KEPT = 200;
const rendered = new Map<string, string>();
const counted = new Map<string, number>();

/** A body's key: its digest, so a kept body costs its HTML, not its text twice over. */
const keyOf = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * A body's HTML and word count are the same for the same text: kept, since every list answer counts
 * the words of every article and each page's answer renders its body (a change to one article
 * rebuilds the answers that include the others). Least recently used out first.
 */
function remembered<T>(store: Map<string, T>, key: string, make: () => T): T {
  const hit = store.get(key);
  if (hit !== undefined) {
    store.delete(key);
    store.set(key, hit);
    return hit;
  }
  const value = make();
  store.set(key, value);
  if (store.size > MARKDOWN_KEPT) store.delete(store.keys().next().value as string);
  return value;
}

/** "N min read" at about 200 words a minute, at least one minute. */
export function readingTime(source: string): string {
  return `${Math.max(1, Math.ceil(wordsOf(source) / 200))} min read`;
}
