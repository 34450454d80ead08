import type { RouteRemoteName } from '@agency/platform';
import { matches, ownerOf as ownerIn } from '@agency/workspace/route-match';
// Plain data, so the server can read it too (it preloads the owning remote of a requested page).
import routes from './routes.json';

/**
 * The route table of spec 2.1, plus the pages the spec links to but did not route
 * (/subscribe, /training, /payment, /dashboard), each mapped to the slice that owns it.
 * The shell renders the owner's `./routes`; the owner renders the page for the path.
 */
export const ROUTE_OWNERS = routes.owners as ReadonlyArray<{ path: string; remote: RouteRemoteName }>;

/**
 * Paths that only ever existed as links. The Strategic Solutions page linked to /motion-design
 * while the route is /motion-graphics: the old link now lands on the real page.
 */
export const REDIRECTS: Readonly<Record<string, string>> = routes.redirects;

const TABLE = { owners: ROUTE_OWNERS };

/**
 * The slice that owns a path, or null (the shell's 404). The server's matcher (@agency/workspace's
 * route-match.js), so the page the server answered (its status, the slice it preloaded) is the one
 * the browser draws. Case-sensitive: /About is not a second address of /about but a 404.
 */
export function ownerOf(pathname: string): RouteRemoteName | null {
  return ownerIn(pathname, TABLE);
}

/** What the RUM calls a path no route owns (the shell's 404 page). */
export const NOT_FOUND_ROUTE = '*';

/**
 * The route pattern a path is a page of (`/blog/:slug`, `/resource-hub/*`), or NOT_FOUND_ROUTE: what
 * the visitors' reports name (packages/platform/src/rum) instead of the address, which may hold an
 * id. The API takes only these patterns (services/src/rum/rum.routes.ts, checked against routes.json).
 */
export function routePatternOf(pathname: string): string {
  return ROUTE_OWNERS.find((r) => matches(r.path, pathname))?.path ?? NOT_FOUND_ROUTE;
}

/** Human names of the slices, for the message shown when one cannot load. */
export const REMOTE_LABELS: Record<RouteRemoteName, string> = {
  marketing: 'This page',
  portfolio: 'Our portfolio',
  blog: 'The blog',
  commerce: 'This page',
  admin: 'The back office',
};
