import { KITS, PLANS, RESOURCE_ACCESS, type SellableItem } from '../catalog/catalog.data';
import { pagePathOf } from '../content/content-kinds';
import type { ContactDetailsDto } from '../content/content-public.dto';
import type { ContentReader } from '../content/content-reader.service';
import { contactHelpPage, HELP_PAGES } from './site-facts';

/** One page of the site as the assistant searches it. */
export interface SiteDocument {
  id: string;
  kind: 'article' | 'case-study' | 'resource' | 'service' | 'home' | 'price' | 'help';
  title: string;
  href: string;
  /** Words that name the page but are not shown as a passage (a category, tags, a sector). */
  keywords: string;
  /** The page's own words, sentence by sentence: the passages an answer quotes. */
  passages: string[];
}

/** Where each catalog item is sold (spec 2.4, 2.8): kits on Data-driven Branding, plans on Training. */
export function pageOfItem(item: SellableItem): string {
  if (item.kind === 'kit') return '/data-driven-branding';
  if (item.kind === 'plan') return '/training';
  return '/resource-hub';
}

export const CATALOG_ITEMS: SellableItem[] = [...KITS, ...PLANS, RESOURCE_ACCESS];

/** Markdown to plain sentences: links keep their words, marks and headings go. */
export function sentencesOf(markdown: string): string[] {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+(.*)$/gm, '$1.')
    .replace(/[*_`>|]/g, ' ')
    .replace(/^\s*[-+]\s+/gm, '');
  return plain
    .split(/(?<=[.!?])\s+|\n{2,}/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 2);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * Everything visitors can read that the assistant may quote: published content, the catalog, the
 * help pages (the contact page's with the published contact details, read by the caller).
 */
export async function siteDocuments(reader: ContentReader, contact: ContactDetailsDto): Promise<SiteDocument[]> {
  const [articles, studies, resources, services, testimonials, statistics] = await Promise.all([
    reader.published('article'),
    reader.published('case-study'),
    reader.published('resource'),
    reader.published('service'),
    reader.published('testimonial'),
    reader.published('statistic'),
  ]);
  const docs: SiteDocument[] = [];
  for (const row of articles) {
    const f = row.fields;
    docs.push({
      id: `article:${row.revision_slug}`,
      kind: 'article',
      title: str(f.title),
      href: pagePathOf('article', row.revision_slug),
      keywords: [str(f.category), ...list<string>(f.tags), 'article blog read'].join(' '),
      passages: [str(f.excerpt), ...sentencesOf(str(f.body))],
    });
  }
  for (const row of studies) {
    const f = row.fields;
    const stats = list<{ value: string; label: string }>(f.stats).map((s) => `${s.value} ${s.label}.`);
    const steps = list<{ title: string; text: string }>(f.approach).map((s) => `${s.title}: ${s.text}`);
    docs.push({
      id: `case-study:${row.revision_slug}`,
      kind: 'case-study',
      title: str(f.title),
      href: pagePathOf('case-study', row.revision_slug),
      keywords: [str(f.subtitle), str(f.category), row.revision_slug, 'case study portfolio work client project'].join(' '),
      passages: [...sentencesOf(str(f.overview)), ...steps, ...stats],
    });
  }
  for (const row of resources) {
    const f = row.fields;
    docs.push({
      id: `resource:${row.revision_slug}`,
      kind: 'resource',
      title: str(f.title),
      href: pagePathOf('resource', row.revision_slug),
      keywords: [str(f.category).replace(/-/g, ' '), str(f.type), 'resource hub download tool template guide', f.access === 'free' ? 'free' : 'paid'].join(' '),
      passages: [str(f.title) + '.', ...sentencesOf(str(f.description))],
    });
  }
  for (const row of services) {
    const f = row.fields;
    const offerings = list<{ title: string; description: string }>(f.offerings);
    docs.push({
      id: `service:${row.revision_slug}`,
      kind: 'service',
      title: str(f.title),
      href: pagePathOf('service', row.revision_slug),
      keywords: [row.revision_slug.replace(/-/g, ' '), ...offerings.map((o) => o.title), 'service'].join(' '),
      passages: [...offerings.map((o) => `${o.title}: ${o.description}`), ...(str(f.priceText) ? [str(f.priceText)] : [])],
    });
  }
  const quotes = testimonials.map((r) => `${str(r.fields.name)}, ${str(r.fields.role)} at ${str(r.fields.company)}: “${str(r.fields.quote)}”`);
  const counters = statistics.map((r) => `${String(r.fields.value)}${str(r.fields.suffix)} ${str(r.fields.label)}.`);
  if (quotes.length || counters.length) {
    docs.push({ id: 'home', kind: 'home', title: 'Home', href: '/', keywords: 'testimonials clients say reviews statistics experience years projects satisfaction', passages: [...counters, ...quotes] });
  }
  for (const item of CATALOG_ITEMS) {
    docs.push({
      id: `price:${item.key}`,
      kind: 'price',
      title: item.name,
      href: pageOfItem(item),
      keywords: `${item.key.replace(/-/g, ' ')} ${item.kind === 'kit' ? 'tool kit toolkit tools' : item.kind === 'plan' ? 'training plan course' : 'resource hub access'} price cost buy`,
      passages: [`${item.name}: UGX ${item.prices.UGX.toLocaleString('en-US')} or RWF ${item.prices.RWF.toLocaleString('en-US')}.`],
    });
  }
  for (const page of [contactHelpPage(contact), ...HELP_PAGES]) docs.push({ id: page.id, kind: 'help', title: page.title, href: page.href, keywords: page.keywords, passages: sentencesOf(page.text) });
  return docs;
}
