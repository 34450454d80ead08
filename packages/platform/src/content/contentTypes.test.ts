import type { FakePaths } from './content.fixture';
import type { ContentData, ContentPath, ContentRead } from './contentTypes';

// The gate's types, checked by `npm run typecheck` (each @ts-expect-error fails the check if the line compiles).
const article: ContentRead<'/api/content/articles/{slug}', FakePaths> = { path: '/api/content/articles/{slug}', params: { slug: 'a' } };
const site: ContentRead<'/api/content/site', FakePaths> = { path: '/api/content/site' };
// @ts-expect-error an item route needs its parameters
const noSlug: ContentRead<'/api/content/articles/{slug}', FakePaths> = { path: '/api/content/articles/{slug}' };
// @ts-expect-error only the content routes are content reads
const catalog: ContentPath<FakePaths> = '/api/catalog';
const title: ContentData<'/api/content/articles/{slug}', FakePaths>['title'] = 'A title';

describe('content read types', () => {
  it('are the routes of the contract with their parameters and answers', () => {
    expect([article.params.slug, site.path, noSlug.path, catalog, title]).toHaveLength(5);
  });
});
