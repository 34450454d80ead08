'use strict';
const fs = require('fs');
const path = require('path');
const { loadRouteTable, ownerOf } = require('@agency/workspace');
const { readRemotesMap, remoteFile } = require('./remotes-map');

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

/** The files the owning remote of a page needs first: its manifest, entry and the routes module. */
function remotePreloads(manifestUrl, deployDir) {
  const file = remoteFile(manifestUrl, deployDir);
  const manifest = file ? readJson(file) : null;
  if (!manifest) return { scripts: [], manifest: null };
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry ? [`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`] : [];
  const routes = (manifest.exposes ?? []).find((e) => e.name === 'routes');
  for (const js of routes?.assets?.js?.sync ?? []) scripts.push(`${base}${js}`);
  return { scripts, manifest: manifestUrl };
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A server-side snapshot for one page address: the remotes map inlined (no /remotes.json round
 * trip) and preload hints for every file the first render needs, so the browser fetches them in
 * parallel instead of discovering them one after another.
 */
function renderIndex({ html, pathname, shellDist, deployDir, routeTable = loadRouteTable() }) {
  const remotes = readRemotesMap(deployDir);
  const owner = ownerOf(pathname.replace(/\/+$/, '') || '/', routeTable);
  const links = [];
  for (const href of shellPreloads(shellDist)) links.push(`<link rel="preload" as="script" href="${href}">`);
  if (owner && remotes[owner]) {
    const { scripts, manifest } = remotePreloads(remotes[owner], deployDir);
    if (manifest) links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifest}">`);
    for (const href of scripts) links.push(`<link rel="preload" as="script" href="${href}">`);
  }
  const inline = `<script>window.__AGENCY_REMOTES__=${escapeJson(remotes)}</script>`;
  const head = [inline, ...links].join('');
  return html.replace(/<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/, '').replace('</head>', `${head}</head>`);
}

module.exports = { renderIndex, shellPreloads, remotePreloads };
