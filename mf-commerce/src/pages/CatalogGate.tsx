import { Button, LoadingArea, Notice, Stack } from '@agency/ui';
import type { ReactNode } from 'react';
import { useCatalog, type Catalog } from '../api/catalog';

/** Renders its child once the catalog is loaded, with a retry when it cannot be. */
export function CatalogGate({ children }: { children: (catalog: Catalog) => ReactNode }) {
  const state = useCatalog();
  if (state.status === 'loading') return <LoadingArea label="Loading prices…" minHeight="240px" />;
  if (state.status === 'error') {
    return (
      <Stack gap={3} align="flex-start">
        <Notice tone="error">Prices could not be loaded.</Notice>
        <Button variant="secondary" onClick={state.retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return <>{children(state.catalog)}</>;
}
