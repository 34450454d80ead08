'use strict';

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** JSON for a `<script type="application/json">` block: no `</script>` inside can close it. */
const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell's page holds a start-up spinner in #root (shown when the browser renders alone). */
const ROOT = /<div id="?root"?>[\s\S]*?<\/div><\/div>/;

/** Tells search engines to leave a page out (the staff's admin pages). */
const NOINDEX_TAG = '<meta name="robots" content="noindex">';

/**
 * Splits the shell's page (after ./snapshot.js) around #root for a server-rendered page: the head
 * carries the page's own title and description (and `noindex` when asked), #root is marked so the
 * browser hydrates it; `styles` are the page's style tags for the head. `html` is the whole page with the shell's start-up spinner in #root, for a
 * page the browser renders alone (`hydrate: false`).
 */
function pageFrame(html, meta, { noindex = false, hydrate = true, styles = '' } = {}) {
  let page = html;
  // The page's styles (the shell's server render) close the head: the browser styles the page from
  // there before any script runs, and the scripts never move them.
  if (styles) page = page.replace('</head>', () => `${styles}</head>`);
  // Replacer functions: a "$" in a title would otherwise be read as a replacement pattern.
  if (meta) {
    page = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}">`);
  }
  if (noindex) page = page.replace('</head>', () => `${NOINDEX_TAG}</head>`);
  if (!hydrate) return { html: page, before: '', after: '' };
  const match = ROOT.exec(page);
  if (!match) throw new Error('the shell page has no #root');
  return {
    html: page,
    before: `${page.slice(0, match.index)}<div id="root" data-ssr="true">`,
    after: `</div>${page.slice(match.index + match[0].length)}`,
  };
}

module.exports = { pageFrame, escapeHtml, escapeJson, NOINDEX_TAG };
