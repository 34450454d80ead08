'use strict';
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const { loadRouteTable, matches } = require('@agency/workspace');
const { readRemotesMap } = require('./remotes-map');

/** Requests carrying this header get the plain shell page: it is how the capture sees the live site. */
const CAPTURE_HEADER = 'x-prerender-capture';
/**
 * Pages about one visitor's own state: a first paint made for nobody would show the wrong thing.
 * The back office (/admin) is staff-only and noindex: never captured, so never served from a cache.
 */
const PERSONAL = ['/payment', '/payment/*', '/dashboard', '/admin', '/admin/*'];
const MAX_PAGES = 80;
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_PATHS.find((p) => fs.existsSync(p)) ?? null;
}

const readOrEmpty = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * What a first paint depends on: the shell's page and start-up files, the remotes map and the way it
 * is captured. A release or a rebuild changes the stamp, and a first paint made before it is not
 * served any more.
 */
function prerenderStamp({ shellDist, deployDir }) {
  return createHash('sha256')
    .update(readOrEmpty(path.join(shellDist, 'index.html')))
    .update(readOrEmpty(path.join(shellDist, 'startup-files.json')))
    .update(JSON.stringify(readRemotesMap(deployDir)))
    .update(captureInPage.toString())
    .digest('hex')
    .slice(0, 16);
}

function isPrerenderable(pathname, routeTable) {
  if (PERSONAL.some((pattern) => matches(pattern, pathname))) return false;
  return routeTable.owners.some((route) => matches(route.path, pathname));
}

/** The page addresses to start from: every route without a parameter (a `/*` route by its base). */
function seedPaths(routeTable) {
  return routeTable.owners
    .map((route) => (route.path.endsWith('/*') ? route.path.slice(0, -2) : route.path))
    .filter((p) => !p.includes(':') && isPrerenderable(p, routeTable));
}

/* global document */
/** Runs in the page: the live page's content, its emotion rules and its head texts. */
/* istanbul ignore next -- serialised into the browser */
function captureInPage() {
  const root = document.getElementById('root');
  const clone = root.cloneNode(true);
  // The chat widget mounts after idle and only in a live page; dialogs are not part of a first paint.
  clone.querySelectorAll('[data-testid="chat-slot"]').forEach((slot) => slot.replaceChildren());
  clone.querySelectorAll('[role="dialog"]').forEach((dialog) => dialog.remove());
  // Until the live page takes over, controls would do nothing and typed text would be lost: they
  // are inert (not focusable, not clickable); links stay plain links and work without a script.
  clone.querySelectorAll('form, button, input, textarea, select').forEach((control) => control.setAttribute('inert', ''));
  const css = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (!owner || !owner.hasAttribute || !owner.hasAttribute('data-emotion')) continue;
    for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
  }
  const links = Array.from(document.querySelectorAll('a[href^="/"]'))
    .map((a) => new URL(a.href).pathname)
    .filter((p, i, all) => all.indexOf(p) === i);
  const description = document.querySelector('meta[name="description"]');
  return { html: clone.innerHTML, css: css.join('\n'), title: document.title, description: description ? description.content : '', links };
}

/**
 * Loads each public page of the running site in headless Chromium at a phone's width, waits until
 * the shell says the page has settled, and keeps what it shows. Pages found through links on the
 * seed pages (case studies, articles) are included.
 */
async function capturePages({ baseUrl, chromiumPath, routeTable = loadRouteTable(), paths, log = () => {} }) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const pages = {};
  const origin = new URL(baseUrl).origin;
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { [CAPTURE_HEADER]: '1' }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // A fixed list (PRERENDER_PATHS) is taken as it is, without following links.
    const queue = paths ? paths.filter((p) => isPrerenderable(p, routeTable)) : seedPaths(routeTable);
    const seen = new Set(queue);
    while (queue.length && Object.keys(pages).length < MAX_PAGES) {
      const pathname = queue.shift();
      try {
        await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load', timeout: 30_000 });
        await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 20_000 });
        // The address the page settled on (a redirect keeps its target only).
        const settled = new URL(page.url()).pathname;
        if (settled !== pathname) continue;
        const captured = await page.evaluate(captureInPage);
        if (captured.html.includes('data-testid="remote-error"')) {
          log(`skipped ${pathname}: a part of it did not load`);
          continue;
        }
        // Addresses the page made absolute (remotes' assets) point at the capture's origin
        // (127.0.0.1): a visitor at the public address needs them relative to the site, and the
        // content security policy allows images and fonts from the site itself only.
        const local = (text) => text.split(`${origin}/`).join('/');
        pages[pathname] = { html: local(captured.html), css: local(captured.css), title: captured.title, description: captured.description };
        for (const link of paths ? [] : captured.links) {
          if (!seen.has(link) && isPrerenderable(link, routeTable)) {
            seen.add(link);
            queue.push(link);
          }
        }
      } catch (error) {
        log(`skipped ${pathname}: ${error.message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
  }
  return pages;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Starts the page's scripts once the first paint is on screen with its fonts (first-contentful-paint
 * seen and document.fonts settled), one frame later; at the latest after 3 s. Reads the preload
 * links and script addresses from its own data-deferred attribute.
 */
const DEFERRED_LOADER =
  '(function(){var d=JSON.parse(document.currentScript.getAttribute("data-deferred")),l=d.links,s=d.scripts,g=0;' +
  'function go(){if(g)return;g=1;requestAnimationFrame(function(){setTimeout(function(){document.head.insertAdjacentHTML("beforeend",l);' +
  's.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=false;document.head.appendChild(e)})},0)})}' +
  'var painted=new Promise(function(r){try{new PerformanceObserver(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})}catch(e){r()}});' +
  'Promise.all([painted,document.fonts?document.fonts.ready:0]).then(go);setTimeout(go,3000)})()';

/**
 * The page's scripts and their preload hints, taken out of the head and started from the end of
 * the body after the first paint: the content is on screen before a byte of script is asked for,
 * and the scripts then load in parallel as before.
 */
function deferScripts(html) {
  const links = [];
  const scripts = [];
  let out = html.replace(/<link rel="?preload"? (?!as="?font)[^>]*>/g, (tag) => {
    links.push(tag);
    return '';
  });
  out = out.replace(/<script defer(?:="")? src="?([^" >]+)"?><\/script>/g, (_tag, src) => {
    scripts.push(src);
    return '';
  });
  // The loader's text is the same on every page (one hash in the content security policy, also
  // for nginx's fixed header: csp.js); what varies rides in its data-deferred attribute.
  const data = escapeHtml(JSON.stringify({ links: links.join(''), scripts }));
  const loader = `<script data-deferred="${data}">${DEFERRED_LOADER}</script>`;
  return out.replace('</body>', () => `${loader}</body>`);
}

/**
 * The page with a first paint: the captured content in #prerender (plain HTML and CSS, visible
 * before any script runs), the live app's #root kept out of sight behind it until the shell swaps
 * them, and the page's own title and description for crawlers and link previews.
 */
function injectPrerender(html, page) {
  const style =
    `<style data-prerender>${page.css.replace(/<\/style/gi, '<\\/style')}\n` +
    // content-visibility:hidden keeps the live page out of style and layout while it renders in
    // steps behind the copy: the browser lays it out once, at the swap, instead of after each step.
    '#root[data-behind-prerender]{position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none;content-visibility:hidden}' +
    // Below the first section the browser lays the copy out only when it scrolls into view: on a
    // slow phone the first paint costs a screenful of layout, not the whole page.
    '#prerender [data-remote]>*+*,#prerender footer{content-visibility:auto;contain-intrinsic-size:auto 720px}</style>';
  // The built page may be minified (unquoted attributes): match both forms.
  let out = html.replace(/<div id="?root"?>[\s\S]*?<\/div><\/div>/, () => `<div id="prerender">${page.html}</div><div id="root" data-behind-prerender></div>`);
  if (out === html) return html;
  if (page.title) out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    out = out.replace(/<meta name="?description"? content=("[^"]*"|[^\s>]+)\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}">`);
  }
  // The page's own fonts come first, so the first paint already has them (a heading repainted in
  // its font later would be a new, larger paint and move the Largest Contentful Paint late).
  const fonts = [...new Set([...page.css.matchAll(/@font-face[^}]*?url\("?(\/[^")]+\.woff2)"?\)/g)].map((m) => m[1]))]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return deferScripts(out).replace('</head>', () => `${style}${fonts}</head>`);
}

/**
 * First paints for the gateway: kept in memory and in the data folder per stamp, made again in
 * the background when the stamp changes (a release, a rollback, a rebuild).
 */
function createPrerenderStore({ shellDist, deployDir, dir, baseUrl, chromiumPath, paths, log = () => {}, capture = capturePages, retryAfterMs = 5 * 60_000 }) {
  let current = { stamp: null, pages: {} };
  let running = null;
  let failed = { stamp: null, at: 0 };

  const fileFor = (stamp) => path.join(dir, `${stamp}.json`);
  const stampNow = () => prerenderStamp({ shellDist, deployDir });

  function load(stamp) {
    try {
      const saved = JSON.parse(fs.readFileSync(fileFor(stamp), 'utf8'));
      if (saved.stamp !== stamp || !saved.pages) return false;
      current = saved;
      log(`first paints ready for ${Object.keys(saved.pages).length} pages (saved in ${dir})`);
      return true;
    } catch {
      return false;
    }
  }

  async function make(stamp) {
    const started = Date.now();
    const pages = await capture({ baseUrl, chromiumPath, paths, log });
    // The site changed while the capture ran: these pages belong to no stamp; the caller goes again.
    if (stampNow() !== stamp) return;
    current = { stamp, pages };
    fs.mkdirSync(dir, { recursive: true });
    for (const old of fs.readdirSync(dir)) if (old.endsWith('.json')) fs.rmSync(path.join(dir, old), { force: true });
    fs.writeFileSync(fileFor(stamp), JSON.stringify(current));
    log(`first paints ready for ${Object.keys(pages).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /** Makes sure the first paints match the site as it is now; resolves once they do (or failed). */
  function refresh() {
    const stamp = stampNow();
    if (current.stamp === stamp || load(stamp)) return Promise.resolve();
    if (running) return running;
    // A capture that failed is not tried again on every page request.
    if (failed.stamp === stamp && Date.now() - failed.at < retryAfterMs) return Promise.resolve();
    running = make(stamp)
      .catch((error) => {
        failed = { stamp, at: Date.now() };
        log(`first paints not made: ${String(error && error.message).split('\n')[0]}`);
      })
      .finally(() => {
        running = null;
      })
      .then(() => (failed.stamp !== stamp && stampNow() !== current.stamp ? refresh() : undefined));
    return running;
  }

  return {
    refresh,
    /** The first paint of a page address, only when made for the site as it is now. */
    get(pathname) {
      if (stampNow() !== current.stamp) {
        void refresh();
        return null;
      }
      return current.pages[pathname.replace(/\/+$/, '') || '/'] ?? null;
    },
  };
}

module.exports = { CAPTURE_HEADER, DEFERRED_LOADER, findChromium, prerenderStamp, seedPaths, isPrerenderable, capturePages, injectPrerender, createPrerenderStore };
