/** GET /api/catalog as the kit pages' tests see it: the three kits, out of the page's order. */
export const KIT_CATALOG = {
  plans: [],
  resources: [],
  kits: [
    { key: 'kit-full-stack', name: 'Full Stack', prices: { UGX: 475000, RWF: 475000 } },
    { key: 'kit-essential', name: 'Essential Kit', prices: { UGX: 180000, RWF: 180000 } },
    { key: 'kit-optimization', name: 'Optimization Suite', prices: { UGX: 280000, RWF: 280000 } },
  ],
};
