import type { Catalog } from './catalog';

/** A catalog as GET /api/catalog answers it, for the gate's tests. */
export const CATALOG: Catalog = {
  plans: [{ key: 'brand-training-essentials', name: 'Brand Training Essentials', prices: { UGX: 235000, RWF: 175000 } }],
  kits: [{ key: 'kit-essential', name: 'Essential Kit', prices: { UGX: 180000, RWF: 180000 } }],
  resourceAccess: { key: 'resource-access', name: 'Resource Hub one-time access', prices: { UGX: 180000, RWF: 100000 } },
  resources: [],
  currencies: ['UGX', 'RWF'],
  defaults: { plan: 'brand-training-essentials', currency: 'UGX' },
};
