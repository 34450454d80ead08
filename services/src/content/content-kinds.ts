/** The kinds of content staff edit (issue 59); each has its fields DTO (fields/*.ts). */
export const CONTENT_KINDS = ['article', 'case-study', 'resource', 'testimonial', 'statistic', 'service', 'contact'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 100;

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/**
 * Kinds with exactly one entry, always on the site (the agency's contact details): a second entry
 * is refused, and the published one is edited, never taken off the site. What the editor says.
 */
export const SINGLE_ENTRY_KINDS: Partial<Record<ContentKind, { another: string; hide: string }>> = {
  contact: {
    another: 'The contact details are one entry: edit it.',
    hide: 'The site always shows contact details: edit them instead.',
  },
};

/**
 * The tags a change of one item drops from the gateways' page cache: the item's own page and the
 * lists that show it. The home page's and service pages' facts are one answer, `site`; the
 * agency's contact details another, `contact`.
 */
export function tagsOf(kind: ContentKind, slugs: string[]): string[] {
  switch (kind) {
    case 'article':
      return [...slugs.map((s) => `article:${s}`), 'articles'];
    case 'case-study':
      return [...slugs.map((s) => `case-study:${s}`), 'case-studies'];
    case 'resource':
      return [...slugs.map((s) => `resource:${s}`), 'resources'];
    case 'contact':
      return ['contact'];
    default:
      return ['site'];
  }
}

/** The field that names an entry in the back office's lists. */
export function titleOf(kind: ContentKind, fields: Record<string, unknown>): string {
  if (kind === 'contact') return 'Contact details';
  const name = kind === 'testimonial' ? fields.name : kind === 'statistic' ? fields.label : fields.title;
  return typeof name === 'string' ? name : '';
}

/** The public page an entry is shown on (the preview link's address). */
export function pagePathOf(kind: ContentKind, slug: string): string {
  switch (kind) {
    case 'article':
      return `/blog/${slug}`;
    case 'case-study':
      return `/portfolio/${slug}`;
    case 'resource':
      return `/resource-hub/${slug}`;
    case 'service':
      return `/${slug}`;
    case 'contact':
      return '/contact';
    default:
      return '/';
  }
}
