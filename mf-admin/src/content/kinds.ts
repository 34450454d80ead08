import type { ContentKind, ContentStatus } from '@agency/platform';
import { resourceCategoryValues, resourceTypeValues } from '@agency/platform/api-schema';

/** One editable field of a kind: its path in `fields` (dots for nested objects) and its control. */
export type FieldSpec =
  /** `emptyIsNull`: the API takes null, not '', for "none" (a free resource's item, no price text). */
  | { name: string; label: string; control: 'text' | 'textarea' | 'date' | 'url'; hint?: string; required?: boolean; emptyIsNull?: boolean }
  | { name: string; label: string; control: 'number'; hint?: string; required?: boolean; optional?: boolean }
  | { name: string; label: string; control: 'markdown'; hint?: string }
  | { name: string; label: string; control: 'tags'; hint: string }
  | { name: string; label: string; control: 'checkbox'; hint?: string }
  /** `blank`: the label of an empty first choice (a part of an optional group, see KindPage.optionalGroups). */
  | { name: string; label: string; control: 'select'; options: ReadonlyArray<{ value: string; label: string }>; hint?: string; blank?: string }
  /**
   * An image reference: `name` holds the image's id; `altName` the field keeping its alt text when
   * the kind has one (an article's cover). Alt text is required on upload either way.
   */
  | { name: string; label: string; control: 'image'; altName?: string; hint?: string }
  /** Image ids in order (a case study's gallery): each uploaded with its alt text, added at the end. */
  | { name: string; label: string; control: 'gallery' }
  /** A resource's downloadable file, uploaded: `{ name, mime }` as the API stored it, or null. */
  | { name: string; label: string; control: 'file' }
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
  /**
   * Objects the API takes as null or whole (a case study's website): null while
   * every part is empty, so a new entry starts valid and clearing the parts removes it.
   */
  optionalGroups?: ReadonlyArray<string>;
  /** One entry of the kind, always there (the agency's contact details): edited, never made anew. */
  single?: boolean;
}

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export const STATUSES = Object.keys(STATUS_LABELS) as ContentStatus[];

const RESOURCE_CATEGORY_LABELS: Record<(typeof resourceCategoryValues)[number], string> = {
  'persona-kit': 'Persona kit',
  'ai-innovations': 'AI innovations',
};

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
    { name: 'author.photoImageId', label: "Author's photo", control: 'image' },
    { name: 'category', label: 'Category', control: 'text', required: true },
    { name: 'tags', label: 'Tags', control: 'tags', hint: 'Separated by commas.' },
    { name: 'date', label: 'Publication date', control: 'date' },
    { name: 'readingTime', label: 'Read time', control: 'text', hint: 'Like "5 min read". Leave it empty to have it worked out from the body.' },
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
    { name: 'order', label: 'Place in the portfolio', control: 'number', required: true, hint: 'Lower numbers come first.' },
    { name: 'subtitle', label: 'Subtitle', control: 'text' },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'client', label: 'Client', control: 'text', hint: 'Who the work was for: search engines are told it.' },
    { name: 'coverImageId', label: 'Cover image', control: 'image' },
    { name: 'heroImageId', label: 'Hero image', control: 'image' },
    { name: 'galleryImageIds', label: 'Gallery images', control: 'gallery' },
    { name: 'overview', label: 'Overview', control: 'textarea' },
    { name: 'website.label', label: 'Website link text', control: 'text' },
    { name: 'website.href', label: 'Website address', control: 'url' },
    { name: 'stats', label: 'Figures', control: 'list', item: 'figure', parts: [{ name: 'value', label: 'Value' }, { name: 'label', label: 'Label' }] },
    { name: 'approachTitle', label: 'Approach heading', control: 'text' },
    { name: 'approach', label: 'Approach steps', control: 'list', item: 'step', parts: [{ name: 'title', label: 'Title' }, { name: 'when', label: 'When' }, { name: 'text', label: 'Text', long: true }] },
    { name: 'primary.main', label: 'Brand colour', control: 'text', hint: 'A colour like #8B1E1E; leave both colours empty for the site’s own.' },
    { name: 'primary.strong', label: 'Brand colour, darker', control: 'text', hint: 'A colour like #5E1212.' },
    { name: 'showOtherStudies', label: 'Show other case studies under it', control: 'checkbox' },
  ],
  optionalGroups: ['website', 'primary'],
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
    { name: 'type', label: 'Type', control: 'select', options: resourceTypeValues.map((v) => ({ value: v, label: v })) },
    { name: 'category', label: 'Category', control: 'select', options: resourceCategoryValues.map((v) => ({ value: v, label: RESOURCE_CATEGORY_LABELS[v] })) },
    { name: 'file', label: 'Downloadable file', control: 'file' },
    { name: 'access', label: 'Access', control: 'select', options: [{ value: 'free', label: 'Free' }, { value: 'paid', label: 'Paid' }] },
    { name: 'itemKey', label: 'Catalog item (when paid)', control: 'text', emptyIsNull: true, hint: 'The catalog key that unlocks it, e.g. resource-access. Empty when free.' },
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
    { name: 'priceText', label: 'Price as shown', control: 'text', emptyIsNull: true, hint: 'e.g. “From UGX 1,500,000”. Leave empty to show none.' },
  ],
};

/** The agency's contact details: the footer, the contact page, the assistant and search engines show them. */
const CONTACT: KindPage = {
  kind: 'contact',
  title: 'Contact details',
  noun: 'contact details',
  path: '/admin/site-facts/contact',
  titleField: 'email',
  single: true,
  fields: [
    { name: 'email', label: 'E-mail address', control: 'text', required: true, hint: 'Shown in the footer and on the contact page; the assistant gives it too.' },
    {
      name: 'phones',
      label: 'Phones',
      control: 'list',
      item: 'phone',
      parts: [
        { name: 'display', label: 'Number as shown' },
        { name: 'country', label: 'Country' },
        { name: 'countryCode', label: 'Country code (UG, RW)' },
      ],
    },
    { name: 'mainLine', label: 'Main line', control: 'text', required: true, hint: 'One of the phones above, written the same way (like +256 772 601 944): the number the assistant offers to call.' },
    { name: 'whatsapp', label: 'WhatsApp number', control: 'text', required: true, hint: 'As shown, like +256 772 601 944: the chat link is made from its digits.' },
    { name: 'location', label: 'Location', control: 'text', hint: 'Like Kampala, Uganda.' },
    {
      name: 'offices',
      label: 'Offices',
      control: 'list',
      item: 'office',
      parts: [
        { name: 'locality', label: 'Town' },
        { name: 'country', label: 'Country code (UG, RW)' },
        { name: 'phone', label: 'Phone as shown' },
      ],
    },
    { name: 'socials.facebook', label: 'Facebook page', control: 'url' },
    { name: 'socials.instagram', label: 'Instagram page', control: 'url' },
    { name: 'socials.linkedin', label: 'LinkedIn page', control: 'url' },
  ],
};

export const KIND_PAGES: Record<ContentKind, KindPage> = {
  article: ARTICLE,
  'case-study': CASE_STUDY,
  resource: RESOURCE,
  testimonial: TESTIMONIAL,
  statistic: STATISTIC,
  service: SERVICE,
  contact: CONTACT,
};

/** The site's facts: one entry in the navigation, four lists under it. */
export const SITE_FACTS: ReadonlyArray<KindPage> = [TESTIMONIAL, STATISTIC, SERVICE, CONTACT];

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

/** The optional group a field belongs to ("website" for "website.href"), if any. */
export function groupOf(page: KindPage, name: string): string | undefined {
  return page.optionalGroups?.find((group) => name.startsWith(`${group}.`));
}

/**
 * The starting fields of a new entry of the kind: every field the API requires, none it refuses
 * (lists empty, yes/no off, today for a date, optional groups and "none" values null).
 */
export function emptyFields(page: KindPage, today: string): Record<string, unknown> {
  const start = (f: FieldSpec): unknown => {
    switch (f.control) {
      case 'list':
      case 'tags':
      case 'gallery':
        return [];
      case 'file':
        return null;
      case 'checkbox':
        return false;
      case 'image':
        return null;
      case 'date':
        return today;
      case 'number':
        return f.optional ? null : 0;
      case 'select':
        return f.blank !== undefined ? '' : f.options[0].value;
      default:
        return 'emptyIsNull' in f && f.emptyIsNull ? null : '';
    }
  };
  const fields = page.fields.reduce<Record<string, unknown>>((out, f) => {
    if (groupOf(page, f.name)) return out;
    const next = withValueAt(out, f.name, start(f));
    return f.control === 'image' && f.altName ? withValueAt(next, f.altName, '') : next;
  }, {});
  return (page.optionalGroups ?? []).reduce((out, group) => ({ ...out, [group]: null }), fields);
}
