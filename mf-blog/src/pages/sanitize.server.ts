import sanitize from 'sanitize-html';

/**
 * The server's half of ./sanitize.ts: DOMPurify needs a DOM, sanitize-html does not. The policy
 * matches the browser's for what articles hold (text, headings, lists, quotes, links, images):
 * no scripts, event handlers, styles, forms or `javascript:` links. sanitize.server.test.ts checks
 * that both give the same DOM for every article, so hydration finds what the browser would make.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
