// @ts-check
'use strict';
const path = require('path');
const { withLock, readJson, writeJsonAtomic } = require('./atomic');
const { readHistory, writeHistory } = require('./deploy-state');

/**
 * Private previews (`npm run release -w mf-blog -- --preview`): a build published like a release
 * (versioned folder, checked against the live site) but served to nobody but the holders of its
 * signed link. previews.json in the deploy folder lists them; the gateway
 * (packages/gateway/src/preview.js) shows one only while it is listed there and its link has not
 * expired, never keeps its pages in the page cache, and marks them noindex. remotes.json and
 * canaries.json are not touched.
 */
/** How long a preview link works unless --expires says otherwise. */
const PREVIEW_TTL_MS = 24 * 3600_000;
/** The longest a preview link may work: a link is a bearer secret, and it should not outlive its use. */
const MAX_PREVIEW_TTL_MS = 30 * 24 * 3600_000;

/** @typedef {{ remote: string, version: string, url: string, createdAt: string, expiresAt: string }} Preview */
/** @typedef {import('./deploy-state').DeployPaths} DeployPaths */

/** @param {DeployPaths} paths */
const previewsFile = (paths) => path.join(paths.dir, 'previews.json');

/**
 * The previews of the deploy folder that have not expired.
 * @param {DeployPaths} paths
 * @param {Date} [now]
 * @returns {Preview[]}
 */
function readPreviews(paths, now = new Date()) {
  /** @type {unknown} */
  const all = readJson(previewsFile(paths), []);
  return Array.isArray(all) ? all.filter((p) => p && typeof p.remote === 'string' && Date.parse(p.expiresAt) > now.getTime()) : [];
}

/**
 * The link's query for a preview, signed with PAGE_TOKEN_SECRET (the gateway checks it with the same).
 * @param {{ remote: string, version: string, ttlMs: number, now: Date, secret?: string }} o
 */
function previewQuery({ remote, version, ttlMs, now, secret }) {
  // Loaded here, not at the top: the watcher's image (deploy/docker/web.Dockerfile, release) reads
  // previews.json through ./status.js but signs nothing, and carries no server-kit.
  const { pageTokenSecret, signToken } = require('@agency/server-kit');
  secret ??= pageTokenSecret();
  return `nyota_preview=${signToken(secret, 'preview', { r: remote, v: version }, { ttlMs, now: now.getTime() })}`;
}

/**
 * Lists a published version as a preview of `remote` until now + ttlMs (expired ones are dropped).
 * @param {{ remote: string, version: string, url: string, paths: DeployPaths, now?: Date, ttlMs?: number }} o
 * @returns {Preview}
 */
function addPreview({ remote, version, url, paths, now = new Date(), ttlMs = PREVIEW_TTL_MS }) {
  if (!(ttlMs > 0 && ttlMs <= MAX_PREVIEW_TTL_MS)) throw new Error(`--expires takes hours from 0.01 to ${MAX_PREVIEW_TTL_MS / 3600_000}`);
  const previews = readPreviews(paths, now).filter((p) => !(p.remote === remote && p.version === version));
  const preview = { remote, version, url, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
  previews.push(preview);
  writeJsonAtomic(previewsFile(paths), previews);
  return preview;
}

/**
 * Takes a remote's previews (or one version's) out of previews.json: their links stop working at once.
 * @param {{ remote: string, paths: DeployPaths, version?: string, now?: Date }} o
 * @returns {Preview[]} the previews removed
 */
function removePreviews({ remote, paths, version, now = new Date() }) {
  return withLock(paths.lockFile, () => {
    const previews = readPreviews(paths, now);
    const removed = previews.filter((p) => p.remote === remote && (!version || p.version === version));
    if (!removed.length) throw new Error(`${remote} has no preview${version ? ` ${version}` : ''} to remove`);
    writeJsonAtomic(previewsFile(paths), previews.filter((p) => !removed.includes(p)));
    const history = readHistory(paths, remote);
    for (const p of removed) history.log.push({ at: now.toISOString(), action: 'preview-removed', from: p.version, to: null });
    writeHistory(paths, history);
    return removed;
  });
}

module.exports = { PREVIEW_TTL_MS, readPreviews, previewQuery, addPreview, removePreviews };
