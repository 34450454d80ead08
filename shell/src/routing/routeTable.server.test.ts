import { loadRouteTable, ownerOf as serverOwnerOf } from '@agency/workspace/src/routes';
import { ROUTE_OWNERS, ownerOf } from './routeTable';

/**
 * The server answers a page's status and preloads its slice by @agency/workspace's matcher; the
 * browser renders by this one. Where they disagree a page would be served as 200 and drawn as the
 * 404 (or the reverse), or the wrong slice preloaded. The gateway sends untidy spellings (a doubled
 * or trailing slash) to the tidy path with a 301 before either matcher is asked, so both are held
 * to the same answer on every tidy path.
 */
describe('the shell and the server read the route table alike', () => {
  const table = loadRouteTable();
  const variants = (pattern: string) => {
    const path = pattern.replace(/:[^/]+/g, 'x').replace(/\/\*$/, '/a/b');
    return [path, `${path}/extra`, path.toUpperCase(), `${path}%20`, path.replace(/\/[^/]*$/, '') || '/', `${path}x`];
  };
  const paths = [...new Set([...ROUTE_OWNERS.flatMap((r) => variants(r.path)), '/', '/nope', '/motion-design', '/x/y/z', '/%2e%2e', '/-', '/_'])];

  it('reads the same table', () => {
    expect(table.owners).toEqual(ROUTE_OWNERS);
  });

  it.each(paths)('%s has the same owner on both sides', (path) => {
    expect(ownerOf(path)).toBe(serverOwnerOf(path, table));
  });
});
