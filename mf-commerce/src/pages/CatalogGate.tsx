import { CatalogGate as PlatformCatalogGate, type Catalog } from '@agency/platform/catalog';
import { Button, LoadingArea, Notice, Stack } from '@agency/ui';
import type { ReactNode } from 'react';

const loading = <LoadingArea label="Loading prices…" minHeight="240px" />;

function failed(retry: () => void) {
  return (
    <Stack gap={3} align="flex-start">
      <Notice tone="error">Prices could not be loaded.</Notice>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Stack>
  );
}

/** The commerce pages' catalog: rendered on the server with it (the platform's CatalogGate), with this remote's loading and error texts. */
export function CatalogGate({ children }: { children: (catalog: Catalog) => ReactNode }) {
  return (
    <PlatformCatalogGate loading={loading} failed={failed}>
      {children}
    </PlatformCatalogGate>
  );
}
