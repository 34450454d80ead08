/**
 * What is sold and at which price: the one source of truth (spec 9). The server computes every
 * amount from here; the front ends only display these figures.
 */
export const CURRENCIES = ['UGX', 'RWF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Prices = Record<Currency, number>;

export interface SellableItem {
  key: string;
  name: string;
  kind: 'plan' | 'kit' | 'access';
  prices: Prices;
}

/** The spec gives one figure for both currency labels of a kit; it is kept for both here. */
const sameFigure = (amount: number): Prices => ({ UGX: amount, RWF: amount });

export const PLANS: SellableItem[] = [
  { key: 'brand-training-essentials', name: 'Brand Training Essentials', kind: 'plan', prices: { UGX: 235000, RWF: 175000 } },
  { key: 'brand-training-pro', name: 'Brand Training Pro', kind: 'plan', prices: { UGX: 550000, RWF: 255000 } },
  { key: 'one-time-toolkit', name: 'One-Time Toolkit Access', kind: 'plan', prices: { UGX: 395000, RWF: 185000 } },
];

export const KITS: SellableItem[] = [
  { key: 'kit-essential', name: 'Essential Kit', kind: 'kit', prices: sameFigure(180000) },
  { key: 'kit-optimization', name: 'Optimization Suite', kind: 'kit', prices: sameFigure(280000) },
  { key: 'kit-full-stack', name: 'Full Stack', kind: 'kit', prices: sameFigure(475000) },
];

export const RESOURCE_ACCESS: SellableItem = {
  key: 'resource-access',
  name: 'Resource Hub one-time access',
  kind: 'access',
  prices: { UGX: 180000, RWF: 100000 },
};

/** The keys the contract carries as enums (openapi.json), so the front ends' types know each item. */
export const PLAN_KEYS = PLANS.map((p) => p.key);
export const KIT_KEYS = KITS.map((k) => k.key);
export const ITEM_KEYS = [...PLAN_KEYS, ...KIT_KEYS, RESOURCE_ACCESS.key];

export const DEFAULTS = { plan: 'brand-training-essentials', currency: 'UGX' as Currency };

export const RESOURCE_TYPES = ['DOCX', 'XLSX', 'WEB', 'PDF'] as const;
export const RESOURCE_CATEGORIES = ['persona-kit', 'ai-innovations'] as const;

/** A resource hub item as the catalog lists it; the items themselves are content (GET /api/content/resources), edited by staff. */
export interface HubResource {
  id: string;
  title: string;
  description: string;
  type: (typeof RESOURCE_TYPES)[number];
  category: (typeof RESOURCE_CATEGORIES)[number];
  isNew: boolean;
  comingSoon: boolean;
  /** The file under services/assets/hub served by GET /api/drive/download/:id (none when coming soon). */
  file?: { name: string; mime: string };
}

/** The catalog items any of which unlocks a paid resource sold under `itemKey` (the hub's access is also in the kits and plans). */
export function unlockingKeys(itemKey: string | null): string[] {
  if (!itemKey) return [];
  return itemKey === RESOURCE_ACCESS.key ? [...UNLOCKS_PERSONA_KIT] : [itemKey];
}

/**
 * Items bought once for good (the hub's access, the one-time toolkit): while one payer's payment
 * for one of them is open, another is refused (payments.repository.ts, a unique index).
 */
export const ONE_TIME_ITEMS = new Set<string>([RESOURCE_ACCESS.key, 'one-time-toolkit']);

/** Paid items that unlock the persona-kit files (the hub's one-time access, and the plans and kits that include the tools). */
export const UNLOCKS_PERSONA_KIT = new Set<string>([
  RESOURCE_ACCESS.key,
  'one-time-toolkit',
  'brand-training-pro',
  ...KITS.map((k) => k.key),
]);
