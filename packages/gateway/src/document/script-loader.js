// @ts-check
'use strict';
const { renderElement, unescapeHtml } = require('./page-html');

/**
 * @typedef {import('./page-html').HeadElement} HeadElement
 * @typedef {{ scripts: string[], preload: string[], fetch: string[] }} StartupFiles
 */

/**
 * Starts the page's scripts once the server's HTML has been painted, not while it is being painted.
 *
 * A server-rendered page needs no script to be seen, only to be live. Run from the head (a `defer`
 * script), the first start-up script (and the style recalculation it caused) ran before the first
 * paint, so the paint waited for a long task, four times as long on a slow phone. Started on the
 * first contentful paint instead, they run after what the visitor sees first; a tap made
 * meanwhile is held and played by ./event-capture.js. Measured side by side in `npm run bench`
 * (docs/performance.md).
 *
 * The list of files (`<script type="application/json" id="agency-scripts">`, data, never run) comes
 * before this script; its own text is constant, so one CSP hash covers every page.
 *
 * When no paint is coming (a page opened in a background tab or prerendered: hidden, and browsers
 * paint hidden pages only when they are shown), or the browser cannot report paints, the scripts
 * start at once, all in one go (a hidden page's timers may wait a second each); a paint that never
 * gets reported (`FALLBACK_MS`) does not hold them either. The main script is asked for first, then
 * the others, one per task.
 *
 * The loader adds no preload hints of its own: the head's (preloadHints) asked for every file of the
 * list already. A second `<link rel=preload>` for a file took the head's preload for itself, so the
 * script that then asked for it (the remote's entry, loaded by the federation runtime) no longer
 * found it in the preload cache and, its Cache-Control being no-cache, fetched it again: half the
 * loads of /blog asked for remoteEntry.js twice.
 */
const FALLBACK_MS = 3000;

/** What the visitor reads when the page's scripts could not be loaded, then the reload link's text. */
const LOAD_FAILED_TEXT = 'This page could not finish loading. Check your connection, then ';
const RELOAD_TEXT = 'reload the page';
/** What the visitor reads when the page is still not live SLOW_MS after its scripts were asked for (they may yet arrive). */
const LOAD_SLOW_TEXT = 'This page is taking long to load. Check your connection, or ';
const SLOW_MS = 20000;
/** The waits before a main script that did not arrive is asked for again (webpack's chunks: CHUNK_RETRY_DELAYS_MS, packages/build/webpack.js). */
const RETRY_DELAYS_MS = [1000, 3000];

const SCRIPT_LOADER_SCRIPT =
  "(function(d,w){var done=0,h=d.documentElement;" +
  // A notice at the foot of the screen (`k` its mark, `r` its role, `x` its text) ending in a
  // reload link. Styled by the page's global styles (packages/ui): no script of the page runs yet.
  "function show(k,r,x){var p=d.createElement('p'),a=d.createElement('a');p.setAttribute('role',r);p.setAttribute(k,'');p.textContent=x;" +
  `a.href=location.href;a.textContent=${JSON.stringify(RELOAD_TEXT)};p.append(a,'.');d.body.append(p)}` +
  // The page cannot become live (a main script, or the shell's start-up chunk, did not arrive after
  // its retries): the event capture stops holding taps, and the visitor is told and offered a reload
  // instead of buttons that silently do nothing. `data-start-failed` on <html> lets the header stop
  // floating over the text (shell's Header).
  "function fail(){if(w.__agencyFail)w.__agencyFail();h.setAttribute('data-start-failed','');var o=d.querySelector('[data-load-slow]');if(o)o.remove();" +
  `if(!d.querySelector('[data-load-failed]'))show('data-load-failed','alert',${JSON.stringify(LOAD_FAILED_TEXT)})}w.__agencyStartFailed=fail;` +
  // Not live long after its scripts were asked for, and not failed either: a request that stalls
  // (no answer, no error) gets no retry from the browser for minutes. The visitor is told, politely,
  // and taps stay held: the scripts may still arrive, and then the notice goes (hidden by the global
  // styles once <html> has data-page-ready) and the taps are played. Meanwhile the header stays at the
  // page's top (`data-start-slow`), as for a failed start.
  `function slow(){if(!h.hasAttribute('data-page-ready')&&!d.querySelector('[data-load-failed],[data-load-slow]')){h.setAttribute('data-start-slow','');show('data-load-slow','status',${JSON.stringify(LOAD_SLOW_TEXT)})}}` +
  // A main script that did not arrive (a phone on a mobile network drops a request now and then) is
  // asked for again after each of RETRY_DELAYS_MS.
  `function s(h,n){var e=d.createElement('script');e.src=h;e.async=false;e.onerror=function(){e.remove();n<${RETRY_DELAYS_MS.length}?setTimeout(function(){s(h,n+1)},${JSON.stringify(RETRY_DELAYS_MS)}[n]):fail()};d.head.appendChild(e)}` +
  `function go(now){if(done)return;done=1;setTimeout(slow,${SLOW_MS});var l=JSON.parse(d.getElementById('agency-scripts').textContent),t=[];` +
  "l.scripts.forEach(function(h){t.push(function(){s(h,0)})});" +
  // One element per task on a visible page: inserting them all in one task made one long task
  // right after the paint, which a tap then waited behind.
  // A page hidden meanwhile gets the rest at once: its timers may wait a second each.
  "(function n(){while(t.length){t.shift()();if(!now&&d.visibilityState==='visible')return setTimeout(n)}})()}" +
  "if(d.visibilityState!=='visible')return go(1);" +
  "try{new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){return go(1)}" +
  `setTimeout(go,${FALLBACK_MS})})(document,window)`;

/** The script element as it goes into the head. */
const SCRIPT_LOADER_TAG = renderElement({ tag: 'script', code: SCRIPT_LOADER_SCRIPT });

/** The list's element as startupElements writes it; its JSON is group 1. */
const SCRIPT_LIST = /<script type="application\/json" id="agency-scripts">([^<]*)<\/script>/;

/** A preload hint for a start-up file as preloadHints writes it: `as` is group 1, `href` group 2. */
const PRELOAD_HINT = /<link rel="preload" as="(script|fetch)"[^>]* href="([^"]*)">/g;

/**
 * A page's start-up files as the server wrote them (`{ scripts, preload, fetch }`), or null when
 * it has no loader list: the scripts from the loader's list, the rest from the head's hints (the
 * page carries each file once). For tests and benches that read a page as a browser gets it;
 * pages are never rewritten with it.
 * @param {string} html
 * @returns {StartupFiles | null}
 */
function readScriptList(html) {
  const match = SCRIPT_LIST.exec(html);
  if (!match) return null;
  /** @type {string[]} */
  const scripts = JSON.parse(match[1]).scripts;
  /** @type {StartupFiles} */
  const files = { scripts, preload: [], fetch: [] };
  for (const [, as, href] of html.matchAll(PRELOAD_HINT)) {
    const url = unescapeHtml(href);
    if (as === 'fetch') files.fetch.push(url);
    else if (!scripts.includes(url)) files.preload.push(url);
  }
  return files;
}

/**
 * The hints that ask for every file of the loader's list in the first round after the HTML: the
 * server knows the page's remote, its entry and the chunks it exposes, so the browser need not
 * find them one link of the chain after another (main, then remote entry, then exposed module),
 * each a round trip a slow network multiplies. Only asked for: nothing runs before the loader
 * inserts the scripts after the first paint, which then come from the browser's preload cache.
 * Scripts in no-cors mode as the loader and webpack's chunk loading ask for them (no crossorigin),
 * JSON in CORS mode as fetch() asks for it. The scripts at low priority: still in the first round,
 * but behind what the visitor sees first (the typefaces, the page's first image, which React hints
 * at high priority), and not counted as render-blocking by Lighthouse's simulation, which took a
 * preloaded script at its default (high) priority as blocking the first paint.
 * @param {StartupFiles} files
 * @returns {HeadElement[]}
 */
function preloadHints({ scripts, preload, fetch }) {
  /** @type {HeadElement[]} */
  const links = [];
  for (const href of new Set([...scripts, ...preload])) links.push({ tag: 'link', attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', href } });
  for (const href of fetch) links.push({ tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href } });
  return links;
}

/**
 * The head elements that start a page: the hints for its start-up files, the loader's list of them
 * (data, never run) and the loader, which starts them after the first paint.
 * @param {StartupFiles} files  the build's start-up scripts, script files to preload, and JSON files fetched in CORS mode
 * @returns {HeadElement[]}
 */
function startupElements(files) {
  // The list carries only what the loader starts; the hints before it already name every file.
  return [...preloadHints(files), { tag: 'script', attrs: { type: 'application/json', id: 'agency-scripts' }, json: { scripts: files.scripts } }, { tag: 'script', code: SCRIPT_LOADER_SCRIPT }];
}

module.exports = { preloadHints, startupElements, SCRIPT_LOADER_SCRIPT, SCRIPT_LOADER_TAG, FALLBACK_MS, LOAD_FAILED_TEXT, LOAD_SLOW_TEXT, RELOAD_TEXT, RETRY_DELAYS_MS, SLOW_MS, SCRIPT_LIST, PRELOAD_HINT, readScriptList };
