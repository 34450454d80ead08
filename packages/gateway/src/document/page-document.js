// @ts-check
'use strict';
const { EVENT_CAPTURE_SCRIPT } = require('./event-capture');
const { renderElement, NOINDEX } = require('./page-html');
const { rumConfigTag } = require('./rum-config');
const { startupElements } = require('./script-loader');

/**
 * @typedef {import('./page-html').HeadElement} HeadElement
 * @typedef {import('./shell-document').ShellDocument} ShellDocument
 * @typedef {import('./script-loader').StartupFiles} StartupFiles
 * @typedef {object} PageStartup  what the page starts with in the browser (./snapshot.js pageStartup)
 * @property {Record<string, unknown>} remotes  the remotes map, inlined (no /remotes.json round trip)
 * @property {string[]} fonts  the typefaces to hint
 * @property {StartupFiles} files  the loader's list: the build's scripts and the files to preload
 * @typedef {object} PageDescription
 * @property {ShellDocument} shell  the shell's build (./shell-document.js): its own head tags and body
 * @property {PageStartup} startup
 * @property {{ title: string, description: string } | null} [meta]  the page's own title and description (else the shell's)
 * @property {HeadElement[]} [seo]  canonical, Open Graph, Twitter and JSON-LD tags (../seo/head-tags.js)
 * @property {HeadElement[]} [styles]  the styles the server render used (emotion's rules)
 * @property {boolean} [noindex]  search engines leave the page out
 * @property {string | null} body  the server-rendered inside of #root, or null: the browser renders the page alone
 */

/** Read once: RUM_SAMPLE_RATE is checked at start (settings.js). */
const RUM_TAG = (() => {
  try {
    return rumConfigTag();
  } catch {
    return rumConfigTag(1);
  }
})();

/**
 * The whole HTML of a page, written in one pass from its description: nothing is rewritten after.
 *
 * The head: the shell build's own tags in their order, the page's title and description in their
 * place; then the early-input capture (./event-capture.js: first of the gateway's, so it holds taps
 * from the first paint on), the remotes map and the RUM settings (data, never run), the typefaces'
 * hints, the start-up files' hints with the loader's list and the loader (./script-loader.js), the
 * page's SEO tags, and its styles, which close the head: the browser styles the page from there
 * before any script runs, and no script moves them. The body: #root marked for hydration around
 * the server's HTML, or the shell's start-up spinner when the browser renders the page alone.
 *
 * Inline scripts are the two constant ones, whatever the page: ../edge/csp.js hashes them from the HTML.
 * @param {PageDescription} page
 * @returns {string}
 */
function pageDocument({ shell, startup, meta = null, seo = [], styles = [], noindex = false, body }) {
  /** @type {HeadElement[]} */
  const head = shell.head.map((part) => {
    if (!('slot' in part) || !meta) return { markup: part.markup };
    return part.slot === 'title' ? { tag: 'title', text: meta.title } : { tag: 'meta', attrs: { name: 'description', content: meta.description } };
  });
  head.push(
    { tag: 'script', code: EVENT_CAPTURE_SCRIPT },
    { tag: 'script', attrs: { type: 'application/json', id: 'agency-remotes' }, json: startup.remotes },
    { markup: RUM_TAG },
    // Fonts are fetched in CORS mode, so their hint must be too or the browser fetches them twice.
    ...startup.fonts.map((href) => /** @type {HeadElement} */ ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href } })),
    ...startupElements(startup.files),
    ...seo,
    ...styles,
    ...(noindex ? [NOINDEX] : []),
  );
  const root = body === null ? `${shell.rootOpen}${shell.boot}</div>` : `<div id="root" data-ssr="true">${body}</div>`;
  return `<!doctype html>${shell.htmlOpen}<head>${head.map(renderElement).join('')}</head>${shell.bodyOpen}${root}${shell.bodyEnd}</body></html>`;
}

module.exports = { pageDocument };
