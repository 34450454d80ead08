'use strict';
const fs = require('fs');
const path = require('path');
const { loadRouteTable, ownerOf } = require('@agency/workspace');
const { readRemotesMap, remoteFile } = require('./remotes-map');
const { EVENT_CAPTURE_TAG } = require('./event-capture');
const { deferToFirstPaint } = require('./script-loader');
const { escapeJson } = require('./page-html');
const { rumConfigTag } = require('./rum-config');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The shell's own start-up files, listed at build time (packages/build/startup-files-plugin.js). */
function shellPreloads(shellDist) {
  const files = readJson(path.join(shellDist, 'startup-files.json'));
  return Array.isArray(files) ? files.map((file) => `/${file}`) : [];
}

/**
 * The site's two typefaces (shell/dist/fonts): without a hint the browser finds them only once it
 * lays out text, and the body face (font-display: swap) then redraws the page in it, moving
 * what is below the header (Lighthouse CLS 0.084 on an article, caused by both fonts).
 */
function fontPreloads(shellDist) {
  try {
    return fs
      .readdirSync(path.join(shellDist, 'fonts'))
      .filter((file) => file.endsWith('.woff2'))
      .sort()
      .map((file) => `/fonts/${file}`);
  } catch {
    return [];
  }
}

/** When a file or folder of the shell's build last changed (0: it is not there). */
const changedAt = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** The shell's per-build files, by build folder: read again only when a new build wrote them. */
const shellBuilds = new Map();

/**
 * The shell build's index.html, start-up files and typefaces. Each build writes all three, so
 * they are read once per build (stamped by when they last changed) instead of on every page the
 * cache does not hold; a few stat calls tell a new build.
 */
function shellBuild(shellDist) {
  const index = path.join(shellDist, 'index.html');
  const stamp = [index, path.join(shellDist, 'startup-files.json'), path.join(shellDist, 'fonts')].map(changedAt).join(' ');
  let build = shellBuilds.get(shellDist);
  if (!build || build.stamp !== stamp) {
    build = { stamp, html: fs.readFileSync(index, 'utf8'), preloads: shellPreloads(shellDist), fonts: fontPreloads(shellDist) };
    shellBuilds.set(shellDist, build);
  }
  return build;
}

/** A remote's manifest as deployed, or null when the gateway cannot read it (another origin, missing). */
function readManifest(manifestUrl, deployDir) {
  const file = typeof manifestUrl === 'string' ? remoteFile(manifestUrl, deployDir) : null;
  return file ? readJson(file) : null;
}

/** Each remote's manifest, read once per page for both the inlined map and the hints. */
function readManifests(remotes, deployDir) {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, readManifest(url, deployDir)]));
}

/** The folder a manifest is served from: its remote's files are relative to it (publicPath 'auto'). */
const manifestBase = (manifestUrl) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

const SAFE_NAME = /^[\w-][\w.-]*$/;
const SAFE_PATH = /^(?:[\w-][\w.-]*)(?:\/[\w-][\w.-]*)*$/;

/** The URL of a remote's remoteEntry.js, next to its manifest. */
function entryUrl(manifestUrl, manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') return null;
  // A file in the manifest's own folder: a name or path leading elsewhere ('..', '//host') is refused.
  if (!SAFE_NAME.test(entry.name) || (entry.path && (typeof entry.path !== 'string' || !SAFE_PATH.test(entry.path)))) return null;
  return `${manifestBase(manifestUrl)}${entry.path ? `${entry.path}/` : ''}${entry.name}`;
}

/**
 * The map the browser gets: each remote's remoteEntry.js where the gateway could read its manifest
 * (`manifests`, from readManifests), so the browser loads the entry directly (the shell is built
 * without the runtime's manifest reader: 1.5 KB gzip less, and no manifest request before a
 * remote's code). A manifest it cannot read is passed on as is, and the shell reads it itself
 * (packages/platform/src/federation).
 */
function browserRemotes(remotes, manifests) {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, (typeof url === 'string' && entryUrl(url, manifests[name])) || url]));
}

/** The files the owning remote of a page needs first: its entry and the routes module (and its manifest when the browser must read it). */
function remotePreloads(manifestUrl, manifest) {
  if (!manifest) return { scripts: [], manifest: null };
  const entry = entryUrl(manifestUrl, manifest);
  const scripts = entry ? [entry] : [];
  const routes = (manifest.exposes ?? []).find((e) => e.name === 'routes');
  for (const js of routes?.assets?.js?.sync ?? []) scripts.push(`${manifestBase(manifestUrl)}${js}`);
  return { scripts, manifest: entry ? null : manifestUrl };
}

/** Read once: RUM_SAMPLE_RATE is checked at start (settings.js). */
const RUM_TAG = (() => {
  try {
    return rumConfigTag();
  } catch {
    return rumConfigTag(1);
  }
})();

/**
 * A server-side snapshot for one page address: the remotes map inlined (no /remotes.json round
 * trip), preload hints for the typefaces, and every script the first render needs listed for the
 * loader (./script-loader.js), which asks for them all at once after the first paint: fetched in
 * parallel instead of discovered one after another, and after what the visitor sees first.
 * `html` is the shell build's index.html unless given (a test's page).
 */
function renderIndex({ html: givenHtml, pathname, shellDist, deployDir, routeTable = loadRouteTable(), remotes = readRemotesMap(deployDir) }) {
  const build = givenHtml === undefined ? shellBuild(shellDist) : { html: givenHtml, preloads: shellPreloads(shellDist), fonts: fontPreloads(shellDist) };
  const { html } = build;
  const manifests = readManifests(remotes, deployDir);
  const owner = ownerOf(pathname.replace(/\/+$/, '') || '/', routeTable);
  // Fonts are fetched in CORS mode, so their hint must be too or the browser fetches them twice.
  const links = build.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${href}">`);
  // The scripts, and the files they load first, start after the first paint (./script-loader.js).
  const hints = { preload: [...build.preloads], fetch: [] };
  if (owner && remotes[owner]) {
    const { scripts, manifest } = remotePreloads(remotes[owner], manifests[owner]);
    if (manifest) hints.fetch.push(manifest);
    hints.preload.push(...scripts);
  }
  // Data, not code: a JSON script is never executed, so it needs no place in the page's CSP.
  const inline = `<script type="application/json" id="agency-remotes">${escapeJson(browserRemotes(remotes, manifests))}</script>`;
  const head = [EVENT_CAPTURE_TAG, inline, RUM_TAG, ...links].join('');
  const page = html.replace(/<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/, '').replace('</head>', () => `${head}</head>`);
  return deferToFirstPaint(page, hints);
}

module.exports = { renderIndex, shellBuild, shellPreloads, remotePreloads, browserRemotes, readManifests, fontPreloads };
