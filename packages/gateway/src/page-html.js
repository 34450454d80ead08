'use strict';

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The shell's page holds a start-up spinner in #root (shown when the browser renders alone). */
const ROOT = /<div id="?root"?>[\s\S]*?<\/div><\/div>/;

/**
 * Splits the shell's page (after ./snapshot.js) around #root for a server-rendered page: the head
 * carries the page's own title and description, #root is marked so the browser hydrates it.
 */
function pageFrame(html, meta) {
  let page = html;
  // Replacer functions: a "$" in a title would otherwise be read as a replacement pattern.
  if (meta) {
    page = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}">`);
  }
  const match = ROOT.exec(page);
  if (!match) throw new Error('the shell page has no #root');
  return {
    before: `${page.slice(0, match.index)}<div id="root" data-ssr="true">`,
    after: `</div>${page.slice(match.index + match[0].length)}`,
  };
}

module.exports = { pageFrame, escapeHtml };
