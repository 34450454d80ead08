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

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const RESOURCES: HubResource[] = [
  {
    id: 'brand-persona-guide',
    title: 'Brand Persona Guide',
    description: 'A step-by-step guide to defining the customers your brand serves, with interview prompts and worked examples.',
    type: 'DOCX',
    category: 'persona-kit',
    isNew: true,
    comingSoon: false,
    file: { name: 'brand-persona-guide.docx', mime: DOCX },
  },
  {
    id: 'persona-tools-package',
    title: 'Persona Tools Package',
    description: 'Empathy map, journey canvas and persona one-pager templates, ready to print or fill in on screen.',
    type: 'PDF',
    category: 'persona-kit',
    isNew: true,
    comingSoon: false,
    file: { name: 'persona-tools-package.pdf', mime: 'application/pdf' },
  },
  {
    id: 'persona-score-guide',
    title: 'Persona Score Guide',
    description: 'A spreadsheet that scores each persona on reach, value and fit, so you know whom to brand for first.',
    type: 'XLSX',
    category: 'persona-kit',
    isNew: true,
    comingSoon: false,
    file: { name: 'persona-score-guide.xlsx', mime: XLSX },
  },
  {
    id: 'predictive-brand-dashboard',
    title: 'Predictive Dashboard & Virtual Strategist Suite',
    description: 'AI forecasts of brand health with a virtual strategist that suggests your next campaign.',
    type: 'WEB',
    category: 'ai-innovations',
    isNew: false,
    comingSoon: true,
  },
  {
    id: 'influencer-search-engine',
    title: 'Influencer Search Engine',
    description: 'Find African creators whose audiences match your brand, ranked by reach and engagement.',
    type: 'WEB',
    category: 'ai-innovations',
    isNew: false,
    comingSoon: true,
  },
];

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
