import type { CaseStudyDto, CaseStudySummaryDto, ContentImageDto } from '@agency/platform/content';

/** A content image as the API answers it (WebP only, as the seeded ones). */
export const image = (id: string, alt: string): ContentImageDto => ({
  id,
  alt,
  src: `/api/content/images/${id}/1600.webp`,
  width: 1600,
  height: 1000,
  srcSet: [[`/api/content/images/${id}/800.webp`, 800], [`/api/content/images/${id}/1600.webp`, 1600]],
  avifSrcSet: [],
});

const summary = (slug: string, title: string, subtitle: string, category: string): CaseStudySummaryDto => ({ slug, title, subtitle, category, client: title.split(' ').slice(0, 2).join(' '), cover: image(`${slug}-cover`, `${title}: the cover`) });

/** GET /api/content/case-studies, in the portfolio's order. */
export const CASE_STUDIES: CaseStudySummaryDto[] = [
  summary('ukweli', 'Ukweli Africa Brand Guidelines & Website Redesign', 'Fact-checking and media empowerment', 'Brand Identity & Web'),
  summary('greenwave', 'Green Wave Farm Branding', 'Agricultural branding and collateral', 'Branding & Collateral'),
  summary('sunharvest', 'Sunharvest Display Campaign', 'Advertising and brand visibility', 'Advertising'),
  summary('urban-pulse', 'Urban Pulse Creative Direction', 'Urban lifestyle branding', 'Creative Direction'),
  summary('money-and-markets-uganda', 'Money and Markets Uganda Mobile App', 'Business news and market data', 'Product Design'),
  summary('echotech', 'EchoTech Environmental Solutions Brand Strategy', 'Waste management and circular economy', 'Brand Strategy'),
  summary('sls', 'Slum Life Survival', 'Visual and print design support', 'Visual & Print Design'),
];

type Details = Omit<CaseStudyDto, keyof CaseStudySummaryDto | 'hero' | 'gallery'> & { galleryCount: number };
const DETAILS: Record<string, Details> = {
  "ukweli": {"overview":"Ukweli Africa trains journalists and publishes fact-checks across East Africa. We rebuilt its brand guidelines around one idea, truth made visible, and redesigned its website so that a verdict, its sources and its method are readable in seconds on any phone.","website":{"label":"ukweliafrica.org","href":"https://ukweliafrica.org"},"stats":[{"value":"3,000+","label":"journalists trained"},{"value":"12+","label":"fact-checking reports"},{"value":"25+","label":"media campaigns"},{"value":"40%","label":"audience engagement increase"}],"approachTitle":"Our Approach","approach":[{"title":"Audit","text":"We reviewed every channel, template and report to find where trust was lost."},{"title":"Guidelines","text":"A verdict system, type scale and palette that make a fact-check unmistakable."},{"title":"Website redesign","text":"A mobile-first site that puts the latest checks and training programmes first."},{"title":"Handover","text":"Templates and training so the newsroom keeps the brand consistent on its own."}],"primary":null,"showOtherStudies":true,"galleryCount":4},
  "urban-pulse": {"overview":"Urban Pulse is a lifestyle brand for young people in Kampala and Kigali. We led its creative direction: the identity, the campaign look, collaborations with artists and a social presence that feels like the city at night.","website":{"label":"urbanpulse.africa","href":"https://urbanpulse.africa"},"stats":[{"value":"2,500+","label":"youth"},{"value":"6+","label":"campaigns"},{"value":"15+","label":"collaborations"},{"value":"50%","label":"social engagement growth"}],"approachTitle":"Our Approach","approach":[{"title":"Culture scan","text":"Street, music and fashion research with the community the brand speaks to."},{"title":"Creative direction","text":"A vivid palette, a geometric pattern and a voice that is loud but kind."},{"title":"Collaborations","text":"Artist drops and events that let the community shape the brand."},{"title":"Social","text":"Templates and a content rhythm for a grid that stays recognisable."}],"primary":null,"showOtherStudies":true,"galleryCount":8},
  "echotech": {"overview":"EchoTech turns waste into value for communities and businesses. We built a brand strategy that explains the circular economy in plain words and gives the team a plan to roll it out, phase by phase.","website":null,"stats":[{"value":"500+","label":"community members"},{"value":"7+","label":"reports"},{"value":"10+","label":"campaigns"},{"value":"25%","label":"brand recognition growth"}],"approachTitle":"Our Approach","approach":[{"title":"Customer Discovery","when":"Weeks 1-3","text":"Interviews with households, collectors and businesses about waste and value."},{"title":"Strategic Analysis","when":"Weeks 4-6","text":"Market, competitor and policy analysis to find EchoTech’s space."},{"title":"Brand Architecture","when":"Weeks 7-9","text":"Positioning, services and messages organised into one clear brand."},{"title":"Implementation Planning","when":"Weeks 10-12","text":"Channels, budgets and milestones for every audience."},{"title":"Rollout Execution","when":"Week 13 onward","text":"Campaigns, reports and community events, measured and refined."}],"primary":null,"showOtherStudies":true,"galleryCount":4},
  "sls": {"overview":"Slum Life Survival trains young people in informal settlements and reports to donors and partners. We support the organisation with design and print so that every report, flyer and graphic tells its story with dignity.","website":{"label":"slumlifesurvival.org","href":"https://slumlifesurvival.org"},"stats":[{"value":"1,200+","label":"youth trained"},{"value":"8+","label":"reports"},{"value":"20+","label":"campaigns"},{"value":"30%","label":"donor engagement increase"}],"approachTitle":"Services","approach":[{"title":"Report and publication design","text":"Annual and programme reports laid out for donors and partners."},{"title":"Marketing collateral","text":"Flyers, banners and brochures for outreach and fundraising."},{"title":"Branded graphics","text":"Social and presentation graphics in one consistent style."},{"title":"Print coordination","text":"Quotes, proofs and delivery managed with trusted printers."}],"primary":{"main":"#8B1E1E","strong":"#5E1212"},"showOtherStudies":false,"galleryCount":4},
};

/** GET /api/content/case-studies/{slug} for the studies these tests open; undefined: 404. */
export function caseStudy(slug: string): CaseStudyDto | undefined {
  const base = CASE_STUDIES.find((c) => c.slug === slug);
  const details = DETAILS[slug];
  if (!base || !details) return undefined;
  const { galleryCount, ...rest } = details;
  const gallery = Array.from({ length: galleryCount }, (_, i) => image(`${slug}-gallery-${i + 1}`, `${base.title.split(' ').slice(0, 2).join(' ')} work, picture ${i + 1}`));
  return { ...base, ...rest, hero: image(`${slug}-hero`, ''), gallery };
}

/** The published portfolio: the list and the studies above; anything else is 404. */
export function publishedPortfolio(path: string): [number, unknown] {
  if (path === '/api/content/case-studies') return [200, { caseStudies: CASE_STUDIES }];
  const study = caseStudy(/^\/api\/content\/case-studies\/([^/]+)$/.exec(path)?.[1] ?? '');
  return study ? [200, study] : [404, { statusCode: 404, message: 'Not Found' }];
}
