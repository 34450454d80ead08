// @ts-check
'use strict';

/**
 * The elements a page's head is described with (./page-document.js writes them, in one pass).
 * Text is escaped where it goes: attributes and a title as HTML text, JSON so that no `</script>`
 * inside can close its block, CSS so that no `</style` inside can close its element. `code` is an
 * inline script of the gateway's own (constant text: its CSP hash covers every page); `markup` is
 * a tag of the shell's build, written as the build wrote it.
 *
 * @typedef {Record<string, string | true>} Attributes  `true`: an attribute without a value
 * @typedef {{ tag: 'meta' | 'link', attrs: Attributes }} VoidElement
 * @typedef {{ tag: 'title', text: string }} TitleElement
 * @typedef {{ tag: 'script', attrs?: Attributes, code: string }} CodeElement
 * @typedef {{ tag: 'script', attrs: Attributes, json: unknown }} DataElement
 * @typedef {{ tag: 'style', attrs: Attributes, css: string }} StyleElement
 * @typedef {{ markup: string }} BuildMarkup
 * @typedef {VoidElement | TitleElement | CodeElement | DataElement | StyleElement | BuildMarkup} HeadElement
 */

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {unknown} value */
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** @type {Record<string, string>} */
const DECODED = Object.fromEntries(Object.entries(ENTITIES).map(([c, entity]) => [entity, c]));

/**
 * Text escapeHtml wrote, read back.
 * @param {string} text
 */
const unescapeHtml = (text) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => DECODED[entity]);

/**
 * JSON for a `<script type="application/json">` block: no `</script>` inside can close it.
 * @param {unknown} value
 */
const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Text inside <style> ends at the first "</style"; CSS reads "\/" as "/", so this changes nothing else.
 * @param {string} css
 */
const escapeCss = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/** @param {Attributes | undefined} attrs */
function attributes(attrs) {
  let out = '';
  for (const [name, value] of Object.entries(attrs ?? {})) out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  return out;
}

/**
 * One element of the head as HTML.
 * @param {HeadElement} element
 * @returns {string}
 */
function renderElement(element) {
  if ('markup' in element) return element.markup;
  if (element.tag === 'title') return `<title>${escapeHtml(element.text)}</title>`;
  if (element.tag === 'meta' || element.tag === 'link') return `<${element.tag}${attributes(element.attrs)}>`;
  if (element.tag === 'style') return `<style${attributes(element.attrs)}>${escapeCss(element.css)}</style>`;
  if ('json' in element) return `<script${attributes(element.attrs)}>${escapeJson(element.json)}</script>`;
  if ('code' in element) return `<script${attributes(element.attrs)}>${element.code}</script>`;
  throw new Error(`no way to write a <${element.tag}> element`);
}

/** @type {VoidElement} Tells search engines to leave a page out (the staff's admin pages). */
const NOINDEX = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } };
const NOINDEX_TAG = renderElement(NOINDEX);

module.exports = { escapeHtml, unescapeHtml, escapeJson, escapeCss, renderElement, NOINDEX, NOINDEX_TAG };
