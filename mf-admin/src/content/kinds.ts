import type { ContentKind, ContentStatus } from './api-types';

/** One editable field of a kind: its path in `fields` (dots for nested objects) and its control. */
export type FieldSpec =
  | { name: string; label: string; control: 'text' | 'textarea' | 'date' | 'url'; hint?: string; required?: boolean }
  | { name: string; label: string; control: 'number'; hint?: string; required?: boolean; optional?: boolean }
  | { name: string; label: string; control: 'markdown'; hint?: string }
  | { name: string; label: string; control: 'tags'; hint: string }
  | { name: string; label: string; control: 'checkbox'; hint?: string }
  | { name: string; label: string; control: 'select'; options: ReadonlyArray<{ value: string; label: string }>; hint?: string }
  /** An image reference: `name` holds the image's id, `altName` its alt text (required on upload). */
  | { name: string; label: string; control: 'image'; altName: string; hint?: string }
  /** A list of small records (a case study's figures, a service's offerings). */
  | { name: string; label: string; control: 'list'; item: string; parts: ReadonlyArray<{ name: string; label: string; long?: boolean }> };

export interface KindPage {
  kind: ContentKind;
  /** "Articles": the list's heading. */
  title: string;
  /** "article": a new one, a saved one. */
  noun: string;
  /** The back office's address of the list; an entry is at `${path}/${id}`, a new one at `${path}/new`. */
  path: string;
  /** The field a row's and the editor's title come from. */
  titleField: string;
  fields: ReadonlyArray<FieldSpec>;
}

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export const STATUSES = Object.keys(STATUS_LABELS) as ContentStatus[];

const ARTICLE: KindPage = {
  kind: 'article',
  title: 'Articles',
  noun: 'article',
  path: '/admin/articles',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', control: 'text', required: true },
    { name: 'excerpt', label: 'Excerpt', control: 'textarea', hint: 'One or two sentences: shown on the blog index and in search results.' },
    { name: 'body', label: 'Body', control: 'markdown', hint: 'Markdown: ## for a heading, - for a list, > for a quote, [words](address) for a link. HTML is shown as text.' },
    { name: 'coverImageId', label: 'Cover image', control: 'image', altName: 'coverAlt' },
    { name: 'author.name', label: 'Author', control: 'text', required: true },
    { name: 'author.bio', label: "Author's bio", control: 'textarea' },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'tags', label: 'Tags', control: 'tags', hint: 'Separated by commas.' },
    { name: 'date', label: 'Publication date', control: 'date' },
    { name: 'related', label: 'Related articles', control: 'tags', hint: "Their slugs, separated by commas (e.g. future-of-motion-graphics)." },
  ],
};

const CASE_STUDY: KindPage = {
  kind: 'case-study',
  title: 'Case studies',
  noun: 'case study',
  path: '/admin/case-studies',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', control: 'text', required: true },
    { name: 'subtitle', label: 'Subtitle', control: 'text' },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'coverImageId', label: 'Cover image', control: 'image', altName: 'coverAlt' },
    { name: 'heroImageId', label: 'Hero image', control: 'image', altName: 'heroAlt' },
    { name: 'overview', label: 'Overview', control: 'textarea' },
    { name: 'website.label', label: 'Website link text', control: 'text' },
    { name: 'website.href', label: 'Website address', control: 'url' },
    { name: 'stats', label: 'Figures', control: 'list', item: 'figure', parts: [{ name: 'value', label: 'Value' }, { name: 'label', label: 'Label' }] },
    { name: 'approachTitle', label: 'Approach heading', control: 'text' },
    { name: 'approach', label: 'Approach steps', control: 'list', item: 'step', parts: [{ name: 'title', label: 'Title' }, { name: 'when', label: 'When' }, { name: 'text', label: 'Text', long: true }] },
    { name: 'showOtherStudies', label: 'Show other case studies under it', control: 'checkbox' },
  ],
};

const RESOURCE: KindPage = {
  kind: 'resource',
  title: 'Resources',
  noun: 'resource',
  path: '/admin/resources',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', control: 'text', required: true },
    { name: 'description', label: 'Description', control: 'textarea' },
    { name: 'type', label: 'Type', control: 'select', options: ['PDF', 'DOCX', 'XLSX', 'WEB'].map((v) => ({ value: v, label: v })) },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'access', label: 'Access', control: 'select', options: [{ value: 'free', label: 'Free' }, { value: 'paid', label: 'Paid' }] },
    { name: 'itemKey', label: 'Catalog item (when paid)', control: 'text', hint: 'The catalog key that unlocks it, e.g. resource-access.' },
    { name: 'isNew', label: 'Marked “New”', control: 'checkbox' },
    { name: 'comingSoon', label: 'Coming soon', control: 'checkbox' },
  ],
};

const TESTIMONIAL: KindPage = {
  kind: 'testimonial',
  title: 'Testimonials',
  noun: 'testimonial',
  path: '/admin/site-facts/testimonials',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', control: 'text', required: true },
    { name: 'role', label: 'Role', control: 'text' },
    { name: 'company', label: 'Company', control: 'text' },
    { name: 'quote', label: 'Quote', control: 'textarea' },
    { name: 'rating', label: 'Rating (1 to 5)', control: 'number', optional: true, hint: 'Leave empty for none.' },
  ],
};

const STATISTIC: KindPage = {
  kind: 'statistic',
  title: 'Statistics',
  noun: 'statistic',
  path: '/admin/site-facts/statistics',
  titleField: 'label',
  fields: [
    { name: 'label', label: 'Label', control: 'text', required: true },
    { name: 'value', label: 'Value', control: 'number', required: true },
    { name: 'suffix', label: 'Suffix', control: 'text', hint: 'Shown after the number, e.g. + or %.' },
  ],
};

const SERVICE: KindPage = {
  kind: 'service',
  title: 'Services',
  noun: 'service',
  path: '/admin/site-facts/services',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', control: 'text', required: true },
    { name: 'offerings', label: 'Offerings', control: 'list', item: 'offering', parts: [{ name: 'title', label: 'Title' }, { name: 'description', label: 'Description', long: true }] },
    { name: 'priceText', label: 'Price as shown', control: 'text', hint: 'e.g. “From UGX 1,500,000”. Leave empty to show none.' },
  ],
};

export const KIND_PAGES: Record<ContentKind, KindPage> = {
  article: ARTICLE,
  'case-study': CASE_STUDY,
  resource: RESOURCE,
  testimonial: TESTIMONIAL,
  statistic: STATISTIC,
  service: SERVICE,
};

/** The site's facts: one entry in the navigation, three lists under it. */
export const SITE_FACTS: ReadonlyArray<KindPage> = [TESTIMONIAL, STATISTIC, SERVICE];

/** The value at a dotted path ("author.name"). */
export function valueAt(fields: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), fields);
}

/** A copy of `fields` with `value` at a dotted path (objects on the way made as needed). */
export function withValueAt(fields: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.');
  if (!rest.length) return { ...fields, [key]: value };
  const inner = fields[key];
  return { ...fields, [key]: withValueAt(inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest.join('.'), value) };
}

/** The starting fields of a new entry of the kind (lists empty, yes/no off, today for a date). */
export function emptyFields(page: KindPage, today: string): Record<string, unknown> {
  return page.fields.reduce<Record<string, unknown>>((fields, f) => {
    const start =
      f.control === 'list' || f.control === 'tags' ? [] : f.control === 'checkbox' ? false : f.control === 'image' ? null : f.control === 'date' ? today : f.control === 'number' ? (f.optional ? null : 0) : f.control === 'select' ? f.options[0].value : '';
    const next = withValueAt(fields, f.name, start);
    return f.control === 'image' ? withValueAt(next, f.altName, '') : next;
  }, {});
}
