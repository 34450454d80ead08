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
  const text = sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter(Boolean).length;
}

/** "N min read" at about 200 words a minute, at least one minute. */
export function readingTime(source: string): string {
  return `${Math.max(1, Math.ceil(wordsOf(source) / 200))} min read`;
}
