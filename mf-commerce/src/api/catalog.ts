import { apiRequest } from '@agency/platform';
import { useEffect, useState } from 'react';

export type Currency = 'UGX' | 'RWF';
export const CURRENCIES: Currency[] = ['UGX', 'RWF'];

export interface CatalogItem {
  key: string;
  name: string;
  prices: Record<Currency, number>;
}

export interface HubResource {
  id: string;
  title: string;
  description: string;
  type: 'DOCX' | 'XLSX' | 'WEB' | 'PDF';
  category: 'persona-kit' | 'ai-innovations';
  isNew: boolean;
  comingSoon: boolean;
  downloadUrl: string | null;
}

export interface Catalog {
  plans: CatalogItem[];
  kits: CatalogItem[];
  resourceAccess: CatalogItem;
  resources: HubResource[];
  defaults: { plan: string; currency: Currency };
}

let cached: Promise<Catalog> | null = null;

/** The catalog is the same for every visitor and page: fetched once per page load. */
export function fetchCatalog(): Promise<Catalog> {
  cached ??= apiRequest<Catalog>('/catalog', { auth: false }).catch((error: unknown) => {
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
  return [...catalog.plans, ...catalog.kits, catalog.resourceAccess].find((i) => i.key === key);
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
