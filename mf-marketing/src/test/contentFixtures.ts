import type { SiteContentDto } from '@agency/platform/content';

/** GET /api/content/site as the API answers it (TYPES.md): what staff keep of the home and service pages. */
export const SITE: SiteContentDto = {
  testimonials: [
    { name: 'Grace Nansubuga', role: 'Executive Director', company: 'Ukweli Africa', quote: 'They gave our fact-checking work a face people trust.', rating: null },
    { name: 'Samuel Mugisha', role: 'Founder', company: 'Green Wave Farm', quote: 'Our packaging and signage now tell one story.', rating: 5 },
    { name: 'Aline Uwase', role: 'Marketing Lead', company: 'Sunharvest', quote: 'Our campaign reached more customers in three months than the whole previous year.', rating: null },
    { name: 'David Okello', role: 'Product Manager', company: 'Money and Markets Uganda', quote: 'Five thousand downloads later, retention is still above 80%.', rating: null },
  ],
  statistics: [
    { value: 70, suffix: '+', label: 'Projects Completed' },
    { value: 98, suffix: '%', label: 'Client Satisfaction' },
    { value: 10, suffix: '+', label: 'Years Experience' },
  ],
  services: [
    { slug: 'strategic-solutions', title: 'Strategic Solutions', offerings: [{ title: 'Brand Strategy', description: 'Purpose and positioning.' }], priceText: null },
  ],
};

/** The site's content, with `change` applied; any other path is 404. */
export const publishedSite =
  (change: (site: SiteContentDto) => SiteContentDto = (site) => site) =>
  (path: string): [number, unknown] =>
    path === '/api/content/site' ? [200, change(SITE)] : [404, { statusCode: 404, message: 'Not Found' }];
