import { CATALOG_DATA_ID, catalogJson, type Catalog } from './catalog';

/** A catalog as GET /api/catalog answers it, for the gate's tests. */
export const CATALOG: Catalog = {
  plans: [{ key: 'brand-training-essentials', name: 'Brand Training Essentials', prices: { UGX: 235000, RWF: 175000 } }],
  kits: [{ key: 'kit-essential', name: 'Essential Kit', prices: { UGX: 180000, RWF: 180000 } }],
  resourceAccess: { key: 'resource-access', name: 'Resource Hub one-time access', prices: { UGX: 180000, RWF: 100000 } },
  resources: [],
  currencies: ['UGX', 'RWF'],
  defaults: { plan: 'brand-training-essentials', currency: 'UGX' },
};

/** Replaces fetch: `respond` gives [status, body] for each call (jsdom has no Response: the parts the API client reads). */
export function mockFetch(respond: () => [number, unknown]) {
  const calls: { url: string }[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push({ url: String(url) });
    const [status, body] = respond();
    const text = JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => text } as unknown as Response;
  }) as unknown as typeof fetch;
  return { calls };
}

/** The data block the server writes into the page beside the catalog's content. */
export function serverBlock(catalog: Catalog) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CATALOG_DATA_ID;
  block.textContent = catalogJson(catalog);
  document.body.append(block);
  return block;
}
