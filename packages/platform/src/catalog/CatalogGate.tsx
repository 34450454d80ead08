import { ReadySuspense } from '@agency/platform';
import { use, useState, type ReactNode } from 'react';
import { CATALOG_DATA_ID, catalogInPage, catalogJson, serverCatalog, useCatalog, type Catalog } from './catalog';

export interface CatalogGateProps {
  /** What the page shows with the catalog. */
  children: (catalog: Catalog) => ReactNode;
  /** Shown while the catalog loads (the server's HTML too, when the API did not answer it in time). */
  loading: ReactNode;
  /** Shown when the browser could not load it; `retry` asks again. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Renders its child with the catalog, on the server too: the page arrives with its prices and
 * products instead of a loading state, which was the largest paint of /resource-hub and /pricing
 * and, on /data-driven-branding, a second render of the kits right while the page hydrated. The
 * server writes the catalog it used into the page (a JSON data block, never run) and the browser
 * hydrates from it. When the API does not answer a server render in time, this boundary is left to
 * the browser, which loads the catalog as before (with `failed` and a retry when it cannot).
 * One gate per page: the data block has a fixed id.
 *
 * The page waits for this boundary before it is called live (ReadySuspense): React hydrates a
 * Suspense boundary after its parent has committed, so with a plain one /payment was called ready
 * while its form was still the server's HTML, and a choice made then was played late, after React
 * had set the list back (seen in CI).
 */
export function CatalogGate({ children, loading, failed }: CatalogGateProps) {
  return (
    <ReadySuspense fallback={loading}>
      {typeof window === 'undefined' ? <OnServer render={children} /> : <InBrowser render={children} loading={loading} failed={failed} />}
    </ReadySuspense>
  );
}

function OnServer({ render }: { render: CatalogGateProps['children'] }) {
  // Suspends the render until the API answers; a failure sends this boundary's fallback.
  const catalog = use(serverCatalog());
  return (
    <>
      {render(catalog)}
      <PageData text={catalogJson(catalog)} />
    </>
  );
}

function InBrowser({ render, loading, failed }: { render: CatalogGateProps['children'] } & Omit<CatalogGateProps, 'children'>) {
  // Read once: the block the server wrote, kept in the tree so hydration finds it where it is.
  const [fromPage] = useState(catalogInPage);
  const state = useCatalog(fromPage?.catalog ?? null);
  if (state.status === 'loading') return loading;
  if (state.status === 'error') return failed(state.retry);
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
