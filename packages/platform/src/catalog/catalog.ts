import { answer, api, type CatalogDto } from '@agency/platform';
import { useEffect, useState } from 'react';

/** GET /api/catalog as the API describes it: every amount a page shows comes from here. */
export type Catalog = CatalogDto;

let cached: Promise<Catalog> | null = null;
/** The server's catalog (serverCatalog): when it was asked for and how that went. */
let onServer: { at: number; ok: boolean | null; promise: Promise<Catalog> } | null = null;

/** The catalog is the same for every visitor and page: fetched once per page load. */
export function fetchCatalog(): Promise<Catalog> {
  cached ??= answer(api.GET('/api/catalog')).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** For tests: forget the cached catalog (the browser's and the server's). */
export function resetCatalogCache() {
  cached = null;
  onServer = null;
}

/** The id of the data block in which the server hands the page's catalog to the browser. */
export const CATALOG_DATA_ID = 'agency-catalog';

/** The catalog the server wrote into the page, with its exact text; null when there is none. */
export function catalogInPage(): { text: string; catalog: Catalog } | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(CATALOG_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return { text, catalog: JSON.parse(text) as Catalog };
  } catch {
    return null;
  }
}

/** The catalog as the text of a JSON data block: `<` escaped, so no value can close the element. */
export function catalogJson(catalog: Catalog): string {
  return JSON.stringify(catalog).replace(/</g, '\\u003c');
}

/** A server render waits this long for the API, then leaves the catalog to the browser. */
export const SERVER_TIMEOUT_MS = 250;
/** The catalog is the same for every visitor: the server asks again after a minute... */
const SERVER_FRESH_MS = 60_000;
/** ...or, after a failure, after five seconds (the same render must see the same failure, not ask again). */
const SERVER_RETRY_MS = 5_000;

/** On the server: the catalog for this render, from the API (the gateway sets its origin). */
export function serverCatalog(now = Date.now()): Promise<Catalog> {
  const age = onServer ? now - onServer.at : Infinity;
  if (!onServer || (onServer.ok === true && age >= SERVER_FRESH_MS) || (onServer.ok === false && age >= SERVER_RETRY_MS)) {
    const entry: NonNullable<typeof onServer> = { at: now, ok: null, promise: answer(api.GET('/api/catalog', { signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) })) };
    entry.promise.then(
      () => (entry.ok = true),
      () => (entry.ok = false),
    );
    onServer = entry;
  }
  return onServer.promise;
}

export type CatalogState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; catalog: Catalog };

/**
 * The catalog as this page has it: `initial` is the one the server rendered the page with
 * (CatalogGate reads it from the page), shown at once so hydration starts from the same content.
 * The catalog is still asked for again: a page kept in the gateway's cache may be older than the
 * prices, and an answer that differs replaces it.
 */
export function useCatalog(initial: Catalog | null = null): CatalogState {
  const [state, setState] = useState<CatalogState>(() => (initial ? { status: 'ready', catalog: initial } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const showing = attempt === 0 && initial !== null;
    if (!showing) setState({ status: 'loading' });
    fetchCatalog().then(
      (catalog) => live && setState((prev) => (prev.status === 'ready' && JSON.stringify(prev.catalog) === JSON.stringify(catalog) ? prev : { status: 'ready', catalog })),
      // With the page's catalog on screen, a failed second look changes nothing.
      () => live && !showing && setState({ status: 'error', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [attempt, initial]);
  return state;
}
