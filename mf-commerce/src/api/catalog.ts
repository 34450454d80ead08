import { answer, api, currencyValues, type CatalogDto, type CatalogItemDto, type Currency, type HubResourceDto, type ItemKey } from '@agency/platform';
import { useEffect, useState } from 'react';

// The catalog's shapes and lists come from the API's contract (packages/platform/src/api/schema.ts).
export type { Currency };
export type Catalog = CatalogDto;
export type CatalogItem = CatalogItemDto;
export type HubResource = HubResourceDto;
export const CURRENCIES = currencyValues;

let cached: Promise<Catalog> | null = null;

/** The catalog is the same for every visitor and page: fetched once per page load. */
export function fetchCatalog(): Promise<Catalog> {
  cached ??= answer(api.GET('/api/catalog')).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** For tests: forget the cached catalog. */
export function resetCatalogCache() {
  cached = null;
}

export function findItem(catalog: Catalog, key: string): CatalogItem | undefined {
  return [...catalog.plans, ...catalog.kits, catalog.resourceAccess].find((i): i is CatalogItem & { key: ItemKey } => i.key === key);
}

export type CatalogState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; catalog: Catalog };

export function useCatalog(): CatalogState {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchCatalog().then(
      (catalog) => live && setState({ status: 'ready', catalog }),
      () => live && setState({ status: 'error', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
