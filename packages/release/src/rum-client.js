// @ts-check
'use strict';

/**
 * The visitors' figures per version as the API stores them (GET /api/rum/summary, services/src/rum):
 * asked of an API replica directly (the route answers no request that came through a proxy).
 */
/** The figures of one version, as GET /api/rum/summary gives them. */
/** @typedef {{ route: string, interactions: number, p75: Record<string, number|null> }} RouteStats */
/** @typedef {{ views: number, visits?: number, errors: number, loadFailures: number, interactions?: number, p75: Record<string, number|null>, routes?: RouteStats[] }} VersionStats */

/**
 * @param {Record<string, unknown>} [options] the command line's (--api)
 * @param {NodeJS.ProcessEnv} [env]
 */
function apiBase(options = {}, env = process.env) {
  return String(options.api ?? env.RUM_API_URL ?? `http://127.0.0.1:${env.API_PORT || 3100}`).replace(/\/+$/, '');
}

/**
 * @param {string} base the API's origin
 * @param {string} remote
 * @param {Date} since
 * @returns {Promise<Record<string, VersionStats>>}
 */
async function fetchStats(base, remote, since) {
  const url = `${base}/api/rum/summary?remote=${encodeURIComponent(remote)}&since=${encodeURIComponent(since.toISOString())}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = /** @type {{ versions: (VersionStats & { version: string })[] }} */ (await res.json());
  return Object.fromEntries(body.versions.map((v) => [v.version, v]));
}

module.exports = { apiBase, fetchStats };
