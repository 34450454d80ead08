import type { ResourceDto } from '@agency/platform/content';

/** A resource as GET /api/content/resources answers it (TYPES.md). */
export const contentResource = (slug: string, category: 'persona-kit' | 'ai-innovations', extra: Partial<ResourceDto> = {}): ResourceDto => ({
  slug,
  title: slug.replace(/-/g, ' '),
  description: `About ${slug}`,
  type: category === 'persona-kit' ? 'DOCX' : 'WEB',
  category,
  isNew: category === 'persona-kit',
  comingSoon: category === 'ai-innovations',
  file: category === 'persona-kit' ? { name: `${slug}.docx`, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } : null,
  access: category === 'persona-kit' ? 'paid' : 'free',
  itemKey: category === 'persona-kit' ? 'resource-access' : null,
  ...extra,
});

/** GET /api/content/resources: two persona-kit files and an AI product. */
export const RESOURCES: ResourceDto[] = [
  contentResource('persona-guide', 'persona-kit'),
  contentResource('score-sheet', 'persona-kit', { type: 'XLSX' }),
  contentResource('influencer-engine', 'ai-innovations'),
];

/** The content API's answer for `url` (list, item, or 404), or null when `url` is not a content read. */
export function contentAnswer(url: string, resources: ResourceDto[] = RESOURCES): [number, unknown] | null {
  const path = new URL(url, 'http://site.test').pathname;
  if (path === '/api/content/resources') return [200, { resources }];
  const slug = /^\/api\/content\/resources\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return null;
  const found = resources.find((r) => r.slug === slug);
  return found ? [200, found] : [404, { statusCode: 404, message: 'Not Found' }];
}
