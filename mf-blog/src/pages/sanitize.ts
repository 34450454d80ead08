import DOMPurify from 'dompurify';

/**
 * Article bodies are sanitised (no scripts, no event handlers, no styles or forms) because they
 * may later come from a CMS. In the browser with DOMPurify; the server bundle resolves
 * `./sanitize` to `./sanitize.server.ts` instead (packages/build/server-config.js), which applies
 * the same policy without a DOM, so the body is in the server's HTML.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
