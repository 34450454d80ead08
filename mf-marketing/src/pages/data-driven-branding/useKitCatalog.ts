import { answer, api, type KitDto } from '@agency/platform';
import { useCallback, useEffect, useState } from 'react';

/** A tool kit as GET /api/catalog describes it (the API's contract). */
export type CatalogKit = KitDto;

export type KitCatalogState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; kits: CatalogKit[] };

/** The tool kits and their prices from GET /api/catalog: the server decides every amount. */
export function useKitCatalog(): { state: KitCatalogState; retry: () => void } {
  const [state, setState] = useState<KitCatalogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    answer(api.GET('/api/catalog', { signal: controller.signal }))
      .then((catalog) => {
        if (!Array.isArray(catalog?.kits)) throw new Error('The catalog has no kits');
        setState({ status: 'ready', kits: catalog.kits });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Catalog failed to load', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
