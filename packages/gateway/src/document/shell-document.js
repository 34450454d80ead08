// @ts-check
'use strict';

/**
 * The shell's document as its build wrote it (shell/public/index.html through html-webpack-plugin),
 * taken apart once per build (./shell-build.js) into what ./page-document.js writes every page
 * from: the head's own tags in their order, with a place for the page's title and description;
 * the build's start-up scripts as a list (the gateway's loader starts them after the first paint);
 * and the body around #root. The same index.html is what nginx serves when no gateway answers, so
 * it stays a whole page of its own.
 *
 * Only the top level of <head> and <body> is read: a start tag, and for an element with content
 * everything up to its own end tag (raw text such as <style> up to its end tag, nested ones
 * counted), which is all a build's page holds there.
 *
 * @typedef {{ slot: 'title' | 'description', markup: string } | { markup: string }} ShellHeadPart
 *   `slot`: where the page's own title or description goes; `markup`: the build's tag as it wrote it
 * @typedef {object} ShellDocument
 * @property {string} htmlOpen   the build's <html> start tag, with its language
 * @property {ShellHeadPart[]} head  the build's head in order, without what the gateway writes itself
 * @property {string[]} scripts  the build's start-up scripts (its `defer` scripts), in order
 * @property {string} bodyOpen   the build's <body> start tag
 * @property {string} rootOpen   the build's start tag of #root
 * @property {string} boot       what #root holds until the browser renders the page (the start-up spinner)
 * @property {string} bodyEnd    what follows #root in the body (the notice for browsers without scripts)
 *
 * @typedef {{ name: string, attrs: Record<string, string>, start: number, open: number, close: number, end: number }} Element
 *   `open`: where its content starts; `close`: where its end tag starts; `end`: after it
 */
const { unescapeHtml } = require('./page-html');

/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their own end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'noscript', 'template']);
const START_TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** @param {string} source */
function parseAttributes(source) {
  /** @type {Record<string, string>} */
  const attrs = {};
  for (const match of source.matchAll(ATTRIBUTE)) attrs[match[1].toLowerCase()] = unescapeHtml(match[2] ?? match[3] ?? match[4] ?? '');
  return attrs;
}

/**
 * Where the end tag of `name` opened at `from` starts, counting nested ones of the same name.
 * @param {string} html @param {string} name @param {number} from
 */
function closingTag(html, name, from) {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1]) depth -= 1;
    else if (!RAW_TEXT.has(name)) depth += 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/**
 * The elements at the top level of `html` from `from` to `to`, comments and text left out.
 * @param {string} html @param {number} from @param {number} to
 * @returns {Element[]}
 */
function topLevel(html, from, to) {
  /** @type {Element[]} */
  const found = [];
  let at = from;
  while (at < to) {
    const lt = html.indexOf('<', at);
    if (lt === -1 || lt >= to) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt);
      at = end === -1 ? to : end + 3;
      continue;
    }
    START_TAG.lastIndex = lt;
    const tag = START_TAG.exec(html);
    if (!tag) {
      at = lt + 1;
      continue;
    }
    const name = tag[1].toLowerCase();
    const open = lt + tag[0].length;
    let close = open;
    let end = open;
    if (!VOID.has(name) && !tag[2].endsWith('/')) {
      const closing = closingTag(html, name, open);
      close = closing === -1 ? to : closing;
      end = closing === -1 ? to : html.indexOf('>', closing) + 1;
    }
    found.push({ name, attrs: parseAttributes(tag[2]), start: lt, open, close, end });
    at = end;
  }
  return found;
}

/**
 * A start tag of `name` in `html` from `from`: where it starts and ends, or null.
 * @param {string} html @param {string} name @param {number} [from]
 */
function startTag(html, name, from = 0) {
  const tag = new RegExp(`<${name}(?=[\\s>])(?:[^>"']|"[^"]*"|'[^']*')*>`, 'ig');
  tag.lastIndex = from;
  const match = tag.exec(html);
  return match ? { start: match.index, end: match.index + match[0].length, source: match[0] } : null;
}

/**
 * What the gateway writes itself instead of the build's tag: the page's title and description
 * (a place for them), the remotes map (inlined as data, so no preload of /remotes.json) and the
 * start-up scripts (started by the loader).
 * @param {Element} element
 * @returns {'title' | 'description' | 'remotes' | 'script' | null}
 */
function roleOf({ name, attrs }) {
  if (name === 'title') return 'title';
  if (name === 'meta' && attrs.name === 'description') return 'description';
  if (name === 'link' && attrs.rel === 'preload' && attrs.href === '/remotes.json') return 'remotes';
  if (name === 'script' && attrs.src && 'defer' in attrs) return 'script';
  return null;
}

/**
 * The shell's index.html taken apart (see above). A page without <head>, <body> or #root (a test's
 * page) still gives a document: the missing parts are empty.
 * @param {string} html
 * @returns {ShellDocument}
 */
function parseShellDocument(html) {
  const htmlTag = startTag(html, 'html');
  const headTag = startTag(html, 'head');
  const bodyTag = startTag(html, 'body');
  const headFrom = headTag?.end ?? htmlTag?.end ?? Math.max(0, html.search(/<(?!!)/));
  const headEnd = html.search(/<\/head\s*>/i);
  const headTo = headEnd !== -1 ? headEnd : (bodyTag?.start ?? html.length);
  /** @type {ShellHeadPart[]} */
  const head = [];
  /** @type {string[]} */
  const scripts = [];
  for (const element of topLevel(html, headFrom, headTo)) {
    const markup = html.slice(element.start, element.end);
    const role = roleOf(element);
    if (role === 'title' || role === 'description') head.push({ slot: role, markup });
    else if (role === 'script') scripts.push(element.attrs.src);
    else if (role !== 'remotes') head.push({ markup });
  }
  let rootOpen = '<div id="root">';
  let boot = '';
  let bodyEnd = '';
  if (bodyTag) {
    const bodyClose = html.search(/<\/body\s*>/i);
    const bodyTo = bodyClose !== -1 ? bodyClose : html.length;
    const children = topLevel(html, bodyTag.end, bodyTo);
    const root = children.find((element) => element.attrs.id === 'root');
    if (root) {
      rootOpen = html.slice(root.start, root.open);
      boot = html.slice(root.open, root.close);
      bodyEnd = html.slice(root.end, bodyTo);
    }
  }
  return { htmlOpen: htmlTag?.source ?? '<html>', head, scripts, bodyOpen: bodyTag?.source ?? '<body>', rootOpen, boot, bodyEnd };
}

module.exports = { parseShellDocument };
