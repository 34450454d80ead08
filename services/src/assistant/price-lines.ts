import type { Currency, SellableItem } from '../catalog/catalog.data';
import { CATALOG_ITEMS, pageOfItem } from './site-documents';
import type { ReplyPriceDto } from './assistant.dto';

/** What in a question names an item of the catalog (its distinctive words) or a group of them. */
const NAMES: Record<string, RegExp> = {
  'kit-essential': /\bessential kit\b|\bessential\b(?!s)/,
  'kit-optimization': /\boptimi[sz]ation\b|\bsuite\b/,
  'kit-full-stack': /\bfull[ -]?stack\b/,
  'brand-training-essentials': /\b(training )?essentials\b/,
  'brand-training-pro': /\bpro\b/,
  'one-time-toolkit': /\bone[ -]time\b/,
  'resource-access': /\bhub access\b|\baccess to the (resource )?hub\b/,
};
const GROUPS: Array<{ kind: SellableItem['kind']; pattern: RegExp }> = [
  { kind: 'kit', pattern: /\btool ?kits?\b|\bkits?\b/ },
  { kind: 'plan', pattern: /\btraining\b|\bplans?\b|\bcourses?\b/ },
  { kind: 'access', pattern: /\bresource hub\b|\bhub\b/ },
];

/** The currency the question names, else the site's. */
export function currencyOf(question: string, site: Currency): Currency {
  const text = question.toLowerCase();
  if (/\b(rwf|frw|francs?|rwanda|rwandan)\b/.test(text)) return 'RWF';
  if (/\b(ugx|shillings?|uganda|ugandan)\b/.test(text)) return 'UGX';
  return site;
}

/** The catalog items a question is about: those it names, else the group it names; `all` when it names none. */
export function itemsAskedFor(question: string, all: boolean): SellableItem[] {
  const text = question.toLowerCase();
  const groups = GROUPS.filter((g) => g.pattern.test(text)).map((g) => g.kind);
  const inGroups = (i: SellableItem) => !groups.length || groups.includes(i.kind);
  const named = CATALOG_ITEMS.filter((i) => NAMES[i.key]?.test(text));
  const namedInGroups = named.filter(inGroups);
  if (namedInGroups.length) return namedInGroups;
  if (named.length) return named;
  if (groups.length) return CATALOG_ITEMS.filter(inGroups);
  return all ? CATALOG_ITEMS : [];
}

export const formatAmount = (currency: Currency, amount: number) => `${currency} ${amount.toLocaleString('en-US')}`;

export function priceLines(items: SellableItem[], currency: Currency): { text: string; prices: ReplyPriceDto[] } {
  const prices = items.map((i) => ({ key: i.key, name: i.name, currency, amount: i.prices[currency], href: pageOfItem(i) }));
  const text = [`Our catalog prices in ${currency}:`, ...prices.map((p) => `• ${p.name}: ${formatAmount(currency, p.amount)}`)].join('\n');
  return { text, prices };
}
