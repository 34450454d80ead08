import { matchPath } from '@agency/routing';
import type { RouteRemoteName } from '@agency/platform';
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

/**
 * A route without parameters or a splat is matched by comparing the text: react-router's
 * matchPath builds a regular expression for its pattern on every call, and the shell asks for the
 * owner of the page in the blocking first pass of hydration, where a pattern compiled for every
 * route before the page's own adds to the time the page is frozen.
 */
const isPattern = (path: string) => path.includes(':') || path.includes('*');

/** The slice that owns a path, or null (the shell's 404). */
export function ownerOf(pathname: string): RouteRemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTE_OWNERS) {
    // Case-sensitive like the server's table (@agency/workspace's routes.js): /About is not a
    // second address of /about (a page of its own in the cache and in search engines) but a 404.
    if (isPattern(route.path) ? matchPath({ path: route.path, end: true, caseSensitive: true }, path) : route.path === path) return route.remote;
  }
  return null;
}

/** Human names of the slices, for the message shown when one cannot load. */
export const REMOTE_LABELS: Record<RouteRemoteName, string> = {
  marketing: 'This page',
  portfolio: 'Our portfolio',
  blog: 'The blog',
  commerce: 'This page',
  admin: 'The back office',
};
