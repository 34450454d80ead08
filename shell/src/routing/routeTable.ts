import { matchPath } from 'react-router-dom';
import type { RouteRemoteName } from '@agency/platform';

/**
 * The route table of spec 2.1, plus the pages the spec links to but did not route
 * (/subscribe, /training, /payment, /dashboard), each mapped to the slice that owns it.
 * The shell renders the owner's `./routes`; the owner renders the page for the path.
 */
export const ROUTE_OWNERS: ReadonlyArray<{ path: string; remote: RouteRemoteName }> = [
  { path: '/', remote: 'marketing' },
  { path: '/about', remote: 'marketing' },
  { path: '/services', remote: 'marketing' },
  { path: '/contact', remote: 'marketing' },
  { path: '/strategic-solutions', remote: 'marketing' },
  { path: '/creative-design', remote: 'marketing' },
  { path: '/motion-graphics', remote: 'marketing' },
  { path: '/digital-marketing', remote: 'marketing' },
  { path: '/marketing-advertising', remote: 'marketing' },
  { path: '/data-driven-branding', remote: 'marketing' },
  { path: '/brand-strategy-insights', remote: 'marketing' },
  { path: '/web-development', remote: 'marketing' },
  { path: '/portfolio', remote: 'portfolio' },
  { path: '/portfolio/:slug', remote: 'portfolio' },
  { path: '/blog', remote: 'blog' },
  { path: '/blog/:slug', remote: 'blog' },
  { path: '/pricing', remote: 'commerce' },
  { path: '/resource-hub/*', remote: 'commerce' },
  { path: '/payment', remote: 'commerce' },
  { path: '/payment/callback', remote: 'commerce' },
  { path: '/payment/success', remote: 'commerce' },
  { path: '/subscribe', remote: 'commerce' },
  { path: '/training', remote: 'commerce' },
  { path: '/dashboard', remote: 'commerce' },
];

/**
 * Paths that only ever existed as links. The Strategic Solutions page linked to /motion-design
 * while the route is /motion-graphics: the old link now lands on the real page.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/motion-design': '/motion-graphics',
};

/** The slice that owns a path, or null (the shell's 404). */
export function ownerOf(pathname: string): RouteRemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTE_OWNERS) {
    if (matchPath({ path: route.path, end: true }, path)) return route.remote;
  }
  return null;
}

/** Human names of the slices, for the message shown when one cannot load. */
export const REMOTE_LABELS: Record<RouteRemoteName, string> = {
  marketing: 'This page',
  portfolio: 'Our portfolio',
  blog: 'The blog',
  commerce: 'This page',
};
