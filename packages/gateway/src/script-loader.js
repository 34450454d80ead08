'use strict';
const { escapeJson } = require('./page-html');

/**
 * Starts the page's scripts once the server's HTML has been painted, not while it is being painted.
 *
 * A server-rendered page needs no script to be seen, only to be live. Requested from the head (a
 * `defer` script and preload hints), the start-up scripts shared the first round trips with the
 * typefaces and the first image, and the browser ran the first of them (and recalculated the
 * page's styles for it) before its first paint: on this machine the paint waited for a 59 ms task,
 * four times that on a slow phone. Started on the first contentful paint instead, they take the
 * line after what the visitor sees first; a tap made meanwhile is held and played by
 * ./event-capture.js. Measured side by side in `npm run bench` (the README's performance section).
 *
 * The list of files (`<script type="application/json" id="agency-scripts">`, data, never run) comes
 * before this script; its own text is constant, so one CSP hash covers every page.
 *
 * When no paint is coming (a page opened in a background tab or prerendered: hidden, and browsers
 * paint hidden pages only when they are shown), or the browser cannot report paints, the scripts
 * start at once, all in one go (a hidden page's timers may wait a second each); a paint that never
 * gets reported (`FALLBACK_MS`) does not hold them either. The main script is asked for first, then
 * each file to preload, one per task.
 */
const FALLBACK_MS = 3000;

const SCRIPT_LOADER_SCRIPT =
  "(function(d){var done=0;function go(now){if(done)return;done=1;var l=JSON.parse(d.getElementById('agency-scripts').textContent),t=[];" +
  "function add(h,as,cors){t.push(function(){var k=d.createElement('link');k.rel='preload';k.as=as;if(cors)k.crossOrigin='anonymous';k.href=h;d.head.appendChild(k)})}" +
  "l.scripts.forEach(function(h){t.push(function(){var e=d.createElement('script');e.src=h;e.async=false;d.head.appendChild(e)})});" +
  "l.preload.forEach(function(h){add(h,'script')});l.fetch.forEach(function(h){add(h,'fetch',1)});" +
  // One element per task on a visible page: the first insertion alone took Chromium 3-9 ms and the
  // ten of a page 7-20 ms in one task, four times that on a slow phone, right after the paint.
  // A page hidden meanwhile gets the rest at once: its timers may wait a second each.
  "(function n(){while(t.length){t.shift()();if(!now&&d.visibilityState==='visible')return setTimeout(n)}})()}" +
  "if(d.visibilityState!=='visible')return go(1);" +
  "try{new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){return go(1)}" +
  `setTimeout(go,${FALLBACK_MS})})(document)`;

/** The script element as it goes into the head. */
const SCRIPT_LOADER_TAG = `<script>${SCRIPT_LOADER_SCRIPT}</script>`;

/**
 * The shell's own script tags as its build writes them (html-webpack-plugin, `scriptLoading:
 * 'defer'`): `<script defer src=/main.1.js>` minified, `<script defer="defer" src="/main.js">` in
 * a development build.
 */
const DEFER_SCRIPT = /<script defer(?:="(?:defer)?")? src="?([^"\s>]+)"?><\/script>/g;

/** The list's element as deferToFirstPaint writes it; its JSON is group 1. */
const SCRIPT_LIST = /<script type="application\/json" id="agency-scripts">([^<]*)<\/script>/;

/** The loader's list in a page's HTML (`{ scripts, preload, fetch }`), or null when it has none. */
function readScriptList(html) {
  const match = SCRIPT_LIST.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

/**
 * Moves the page's `defer` scripts into the loader's list, with the files to preload beside them.
 * @param {string} html the page with its head
 * @param {{ preload: string[], fetch: string[] }} hints script files, and JSON files fetched in CORS mode
 */
function deferToFirstPaint(html, { preload, fetch }) {
  const scripts = [];
  const page = html.replace(DEFER_SCRIPT, (_tag, src) => {
    scripts.push(src);
    return '';
  });
  const list = `<script type="application/json" id="agency-scripts">${escapeJson({ scripts, preload, fetch })}</script>`;
  return page.replace('</head>', () => `${list}${SCRIPT_LOADER_TAG}</head>`);
}

module.exports = { SCRIPT_LOADER_SCRIPT, SCRIPT_LOADER_TAG, FALLBACK_MS, SCRIPT_LIST, deferToFirstPaint, readScriptList };
