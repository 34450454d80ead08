import type { ResourceDto } from '@agency/platform/content';
import type { HubResource } from '../api/catalog';

const CATEGORIES: ReadonlyArray<HubResource['category']> = ['persona-kit', 'ai-innovations'];

/**
 * A resource's words as staff publish them (GET /api/content/resources), in the shape the hub's
 * cards, dialog and download already use. The `slug` is the resource's id, so downloads
 * (/api/drive/download/:id) and entitlements keep working; the catalog keeps only the prices.
 * A category the hub has no tab for is left out (it would have no label and no access rule).
 */
export function hubResourceOf(resource: ResourceDto): HubResource | null {
  const category = CATEGORIES.find((c) => c === resource.category);
  if (!category) return null;
  return {
    id: resource.slug,
    title: resource.title,
    description: resource.description,
    type: resource.type,
    category,
    isNew: resource.isNew,
    comingSoon: resource.comingSoon,
    downloadUrl: resource.file && !resource.comingSoon ? `/api/drive/download/${resource.slug}` : null,
  };
}

export const hubResourcesOf = (resources: ResourceDto[]): HubResource[] => resources.map(hubResourceOf).filter((r): r is HubResource => r !== null);
