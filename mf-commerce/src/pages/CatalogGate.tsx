import { Button, LoadingArea, Notice, Stack } from '@agency/ui';
import { Suspense, use, useState, type ReactNode } from 'react';
import { CATALOG_DATA_ID, catalogInPage, catalogJson, serverCatalog, useCatalog, type Catalog } from '../api/catalog';

type Render = (catalog: Catalog) => ReactNode;

const loading = <LoadingArea label="Loading prices…" minHeight="240px" />;

/**
 * Renders its child with the catalog, on the server too: the page arrives with its prices and
 * products instead of "Loading prices…", which was the largest paint of /resource-hub and /pricing
 * until the browser had fetched the catalog. The server writes the catalog it used into the page
 * (a JSON data block, never run) and the browser hydrates from it. When the API does not answer a
 * server render in time, this boundary is left to the browser, which loads the catalog as before
 * (with a retry when it cannot).
 */
export function CatalogGate({ children }: { children: Render }) {
  return <Suspense fallback={loading}>{typeof window === 'undefined' ? <OnServer render={children} /> : <InBrowser render={children} />}</Suspense>;
}

function OnServer({ render }: { render: Render }) {
  // Suspends the render until the API answers; a failure sends this boundary's fallback.
  const catalog = use(serverCatalog());
  return (
    <>
      {render(catalog)}
      <PageData text={catalogJson(catalog)} />
    </>
  );
}

function InBrowser({ render }: { render: Render }) {
  // Read once: the block the server wrote, kept in the tree so hydration finds it where it is.
  const [fromPage] = useState(catalogInPage);
  const state = useCatalog(fromPage?.catalog ?? null);
  if (state.status === 'loading') return loading;
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
  return (
    <>
      {render(state.catalog)}
      {fromPage ? <PageData text={fromPage.text} /> : null}
    </>
  );
}

function PageData({ text }: { text: string }) {
  return <script type="application/json" id={CATALOG_DATA_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
