import { matchPath } from '@agency/routing';
import { NOT_FOUND_ROUTE, REDIRECTS, ROUTE_OWNERS, ownerOf, routePatternOf } from './routeTable';

describe('route table (spec 2.1)', () => {
  it.each([
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/services', 'marketing'],
    ['/contact', 'marketing'],
    ['/strategic-solutions', 'marketing'],
    ['/creative-design', 'marketing'],
    ['/motion-graphics', 'marketing'],
    ['/digital-marketing', 'marketing'],
    ['/marketing-advertising', 'marketing'],
    ['/data-driven-branding', 'marketing'],
    ['/brand-strategy-insights', 'marketing'],
    ['/web-development', 'marketing'],
    ['/portfolio', 'portfolio'],
    ['/portfolio/ukweli', 'portfolio'],
    ['/portfolio/sls', 'portfolio'],
    ['/blog', 'blog'],
    ['/blog/ai-in-modern-branding', 'blog'],
    ['/pricing', 'commerce'],
    ['/resource-hub', 'commerce'],
    ['/resource-hub/persona-kit/guide', 'commerce'],
    ['/payment', 'commerce'],
    ['/payment/callback', 'commerce'],
    ['/payment/success', 'commerce'],
    ['/subscribe', 'commerce'],
    ['/training', 'commerce'],
    ['/dashboard', 'commerce'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('ignores a trailing slash', () => {
    expect(ownerOf('/about/')).toBe('marketing');
    expect(ownerOf('/blog/')).toBe('blog');
  });

  it.each(['/nope', '/about/team', '/portfolio/ukweli/extra', '/blog/a/b', '/paymentx', '/About', '/BLOG', '/Portfolio/ukweli'])('%s has no owner (404)', (path) => {
    expect(ownerOf(path)).toBeNull();
  });

  it('sends the old /motion-design link to /motion-graphics', () => {
    expect(REDIRECTS['/motion-design']).toBe('/motion-graphics');
    expect(ownerOf('/motion-design')).toBeNull();
  });

  it("answers as react-router's matchPath over the whole table would, static routes compared as text", () => {
    const viaMatchPath = (path: string) => ROUTE_OWNERS.find((r) => matchPath({ path: r.path, end: true, caseSensitive: true }, path))?.remote ?? null;
    const paths = [...ROUTE_OWNERS.map((r) => r.path.replace(':slug', 'x').replace('/*', '/a/b')), '/pricing/x', '/Pricing', '/pricing%20', '/resource-hub', '/admin', '/x', '/'];
    for (const path of paths) expect([path, ownerOf(path)]).toEqual([path, viaMatchPath(path)]);
  });

  it('lists every route only once', () => {
    const paths = ROUTE_OWNERS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names a page by its route pattern for the visitors\' reports, never by its address', () => {
    expect(routePatternOf('/blog/kampala-brand-week')).toBe('/blog/:slug');
    expect(routePatternOf('/resource-hub/kits/brand@example.com')).toBe('/resource-hub/*');
    expect(routePatternOf('/payment/callback')).toBe('/payment/callback');
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/someone@example.com')).toBe(NOT_FOUND_ROUTE);
    for (const { path } of ROUTE_OWNERS) expect(routePatternOf(path)).toBe(path);
  });
});
