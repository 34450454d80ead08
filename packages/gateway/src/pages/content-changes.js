// @ts-check
'use strict';
const { Redis } = require('ioredis');

/**
 * Follows the API's content changes, so every gateway replica drops the pages (and the sitemap) a
 * change makes stale within about a second. Each change has a number (the API's content_changes
 * counter) and the tags it touched (`article:<slug>`, `articles`, `site`, ...).
 *
 * With REDIS_URL: the API publishes each change on the channel `content:changed` as JSON
 * `{ n, tags }`. Without it (`npm start`'s one API): `GET <api>/api/content/changes?since=<n>` once
 * a second, answered `{ latest, changes: [{ n, tags }] }`.
 *
 * A listener gets the changed tags, or null when the feed lost track (a number skipped, the counter
 * went back, the API or Redis could not be reached, a (re)connection): then everything that read
 * content is dropped, once, and the pages are rendered again from the API as visitors come.
 */
const CHANNEL = 'content:changed';

/** @typedef {(tags: string[] | null) => void} ContentListener */

/**
 * @param {unknown} value
 * @returns {value is { n: number, tags: string[] }}
 */
const isChange = (value) =>
  !!value && typeof value === 'object' && Number.isSafeInteger(/** @type {{ n?: unknown }} */ (value).n) && Array.isArray(/** @type {{ tags?: unknown }} */ (value).tags) && /** @type {{ tags: unknown[] }} */ (value).tags.every((t) => typeof t === 'string');

/**
 * @param {object} o
 * @param {string} o.apiUrl  where the API listens (for the polled feed)
 * @param {string | null} [o.redisUrl]  REDIS_URL: the published feed instead
 * @param {number} [o.intervalMs]  how often the polled feed asks
 * @param {string} [o.channel]  the API's channel (tests use one of their own: a Redis channel is seen by every database index)
 * @param {(message: string) => void} [o.log]
 */
function createContentFeed({ apiUrl, redisUrl = null, intervalMs = 1000, channel = CHANNEL, log = () => undefined }) {
  /** @type {Set<ContentListener>} */
  const listeners = new Set();
  /** The number of the last change taken, null before the first. */
  let last = /** @type {number | null} */ (null);
  let failing = false;
  let closed = false;
  let started = false;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  /** @type {Redis | null} */
  let subscriber = null;

  /** @param {string[] | null} tags */
  const emit = (tags) => {
    for (const listener of listeners) {
      try {
        listener(tags);
      } catch (error) {
        log(`a content change listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  /** One published change: its tags, or everything when a number was skipped. @param {{ n: number, tags: string[] }} change */
  function take(change) {
    const skipped = last !== null && change.n > last + 1;
    if (last === null || change.n > last) last = change.n;
    emit(skipped ? null : change.tags);
  }

  /** The polled feed: one question, then the next a second later. */
  async function poll() {
    try {
      const res = await fetch(`${apiUrl}/api/content/changes?since=${last ?? 0}`, { signal: AbortSignal.timeout(Math.max(intervalMs * 2, 2000)) });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const body = /** @type {{ latest?: unknown, changes?: unknown }} */ (await res.json());
      const latest = body.latest;
      if (typeof latest !== 'number' || !Number.isSafeInteger(latest) || !Array.isArray(body.changes) || !body.changes.every(isChange)) throw new Error('not a change feed');
      const since = last;
      last = latest;
      failing = false;
      // The first answer: where the counter is. Pages rendered before it may predate a change.
      if (since === null || latest < since) return emit(null);
      const changes = /** @type {{ n: number, tags: string[] }[]} */ (body.changes).filter((c) => c.n > since).sort((a, b) => a.n - b.n);
      let expected = since + 1;
      for (const change of changes) {
        if (change.n !== expected) return emit(null);
        expected = change.n + 1;
      }
      // The list must reach the counter (a cut list lost changes).
      if (expected - 1 !== latest) return emit(null);
      if (changes.length) emit([...new Set(changes.flatMap((c) => c.tags))]);
    } catch (error) {
      if (!failing) {
        failing = true;
        log(`content changes could not be read (${error instanceof Error ? error.message : String(error)}): pages that read content are dropped`);
        emit(null);
      }
    } finally {
      if (!closed) timer = setTimeout(poll, intervalMs).unref();
    }
  }

  function subscribe(/** @type {string} */ url) {
    // A connection of its own: a subscribed client takes no other command. ioredis subscribes again
    // after a reconnection; what was published meanwhile is lost, so each (re)connection drops everything once.
    const client = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    client.on('ready', () => {
      last = null;
      emit(null);
    });
    client.on('message', (name, text) => {
      if (name !== channel) return;
      let change;
      try {
        change = JSON.parse(text);
      } catch {
        change = null;
      }
      if (isChange(change)) take(change);
      else emit(null);
    });
    client.subscribe(channel).catch((error) => log(`cannot subscribe to ${channel}: ${error instanceof Error ? error.message : String(error)}`));
    return client;
  }

  return {
    /** @param {ContentListener} listener @returns {() => void} stops listening */
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts following: Redis when REDIS_URL is set, else the API's change list. */
    start() {
      if (started) return this;
      started = true;
      if (redisUrl) subscriber = subscribe(redisUrl);
      else void poll();
      return this;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
    },
  };
}

/** @typedef {ReturnType<typeof createContentFeed>} ContentFeed */

module.exports = { createContentFeed, CONTENT_CHANNEL: CHANNEL };
