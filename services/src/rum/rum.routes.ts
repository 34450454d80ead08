/**
 * The route patterns a report may name (the shell's route table, shell/src/routing/routes.json, as
 * the browser names a page: shell/src/routing/routeTable.ts routePatternOf), and `*` for a path no
 * route owns (the 404 page). A fixed list: the stored figures and the summary per route stay
 * bounded, and no address (an id, an e-mail in a path) is ever stored. Kept in the API, which does
 * not ship the shell's files; services/test/rum.e2e.test.ts fails when the two lists differ.
 */
export const RUM_ROUTES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/strategic-solutions',
  '/creative-design',
  '/motion-graphics',
  '/digital-marketing',
  '/marketing-advertising',
  '/data-driven-branding',
  '/brand-strategy-insights',
  '/web-development',
  '/portfolio',
  '/portfolio/:slug',
  '/blog',
  '/blog/:slug',
  '/pricing',
  '/resource-hub/*',
  '/payment',
  '/payment/callback',
  '/payment/success',
  '/subscribe',
  '/training',
  '/dashboard',
  '/admin/*',
  '*',
] as const;
