import type { CaseStudyDto } from '@agency/platform/content';

/** The case study's share card, drawn by the API from its published title and cover. */
export const caseStudyShareImage = (slug: string) => `/api/content/cards/case-study/${slug}.png`;

/**
 * The case study as schema.org's CreativeWork, for search engines (the page's JSON-LD): the facts
 * staff published. Its address, picture and creator (the agency) are the gateway's to add.
 */
export function caseStudyJsonLd(study: CaseStudyDto) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: study.title,
    description: study.subtitle,
    about: study.category,
    ...(study.client ? { sourceOrganization: { '@type': 'Organization', name: study.client } } : {}),
  };
}
