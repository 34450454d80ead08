// `@agency/platform/catalog`: a sub-path each front end that shows prices bundles itself, so the
// shared platform module that every page loads does not grow by it.
export { CATALOG_DATA_ID, SERVER_TIMEOUT_MS, catalogInPage, catalogJson, fetchCatalog, resetCatalogCache, serverCatalog, useCatalog, type Catalog, type CatalogState } from './catalog';
export { CatalogGate, type CatalogGateProps } from './CatalogGate';
