export interface NavItem {
  name: string;
  href: string;
}

/** Header links (spec 2.2). */
export const HEADER_NAV: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/services' },
  { name: 'About', href: '/about' },
  { name: 'Portfolio', href: '/portfolio' },
  { name: 'Resources', href: '/resource-hub' },
];

/** Footer main links (spec 2.2). */
export const FOOTER_NAV: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/services' },
  { name: 'Portfolio', href: '/portfolio' },
  { name: 'About', href: '/about' },
  { name: 'Resource Hub', href: '/resource-hub' },
  { name: 'Blog', href: '/blog' },
  { name: 'Contact', href: '/contact' },
];

/** Pixels of scroll after which the header turns solid (spec 9). */
export const HEADER_SCROLL_THRESHOLD = 10;

/**
 * The service pages live at the top level (/creative-design, not /services/creative-design), so
 * "Services" is the current section on each of them too.
 */
export const SERVICE_PATHS: readonly string[] = [
  '/strategic-solutions',
  '/creative-design',
  '/motion-graphics',
  '/digital-marketing',
  '/marketing-advertising',
  '/data-driven-branding',
  '/brand-strategy-insights',
  '/web-development',
];

/** Whether a nav item is the current route: Home only on "/", others on their path and below it. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/services' && SERVICE_PATHS.includes(pathname)) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
