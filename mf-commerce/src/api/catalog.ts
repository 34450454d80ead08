import { currencyValues } from '@agency/platform/api-schema';
import type { CatalogItemDto, Currency, HubResourceDto, ItemKey } from '@agency/platform';
import type { Catalog } from '@agency/platform/catalog';

// The catalog's shapes and lists come from the API's contract (packages/platform/src/api/schema.ts).
export type { Currency };
export type CatalogItem = CatalogItemDto;
export type HubResource = HubResourceDto;
export const CURRENCIES = currencyValues;

// Loading the catalog (in the browser, and on the server into the page: CatalogGate) is the
// platform's, shared with the marketing remote's kit cards.
export { resetCatalogCache, useCatalog, type Catalog } from '@agency/platform/catalog';

export function findItem(catalog: Catalog, key: string): CatalogItem | undefined {
  return [...catalog.plans, ...catalog.kits, catalog.resourceAccess].find((i): i is CatalogItem & { key: ItemKey } => i.key === key);
}

