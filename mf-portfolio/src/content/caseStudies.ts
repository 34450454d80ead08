import { colors } from '@agency/ui';

export interface Stat {
  value: string;
  label: string;
}

export interface ApproachStep {
  title: string;
  /** e.g. "Weeks 1-3"; only EchoTech's phases carry a schedule. */
  when?: string;
  text: string;
}

export interface CaseStudy {
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  overview: string;
  /** null: the site is not live yet ("(Coming Soon)"). */
  website: { label: string; href: string } | null;
  stats: [Stat, Stat, Stat, Stat];
  approachTitle: string;
  approach: ApproachStep[];
  /** Own primary colour (SLS is dark red); the default is the site's dark blue. */
  primary?: { main: string; strong: string };
  /** SLS shows no row of links to the other case studies (spec 2.7). */
  showOtherStudies: boolean;
}

/** Dark red of the SLS page, as the spec asks; dark blue elsewhere comes from the design tokens. */
export const SLS_RED = { main: '#8B1E1E', strong: '#5E1212' };
export const DEFAULT_PRIMARY = colors.primary;

export const caseStudies: CaseStudy[] = [
  {
    slug: 'ukweli',
    title: 'Ukweli Africa Brand Guidelines & Website Redesign',
    subtitle: 'Fact-checking and media empowerment',
    category: 'Brand Identity & Web',
    overview:
      'Ukweli Africa trains journalists and publishes fact-checks across East Africa. We rebuilt its brand guidelines around one idea, truth made visible, and redesigned its website so that a verdict, its sources and its method are readable in seconds on any phone.',
    website: { label: 'ukweliafrica.org', href: 'https://ukweliafrica.org' },
    stats: [
      { value: '3,000+', label: 'journalists trained' },
      { value: '12+', label: 'fact-checking reports' },
      { value: '25+', label: 'media campaigns' },
      { value: '40%', label: 'audience engagement increase' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'Audit', text: 'We reviewed every channel, template and report to find where trust was lost.' },
      { title: 'Guidelines', text: 'A verdict system, type scale and palette that make a fact-check unmistakable.' },
      { title: 'Website redesign', text: 'A mobile-first site that puts the latest checks and training programmes first.' },
      { title: 'Handover', text: 'Templates and training so the newsroom keeps the brand consistent on its own.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'greenwave',
    title: 'Green Wave Farm Branding',
    subtitle: 'Agricultural branding and collateral',
    category: 'Branding & Collateral',
    overview:
      'Green Wave Farm grows and sells fresh produce to families and retailers. We gave the farm a confident, earthy identity and a set of collateral that works at the market stall, on the delivery van and in the farmer training hall.',
    website: null,
    stats: [
      { value: '1,000+', label: 'farmers reached' },
      { value: '5+', label: 'collateral' },
      { value: '8+', label: 'campaigns' },
      { value: '60%', label: 'awareness increase' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'Field research', text: 'Days on the farm and at the market to learn how buyers choose produce.' },
      { title: 'Identity', text: 'A wave mark, warm greens and a pattern that prints well on any material.' },
      { title: 'Collateral', text: 'Packaging labels, flyers, signage and uniforms produced with local printers.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'sunharvest',
    title: 'Sunharvest Display Campaign',
    subtitle: 'Advertising and brand visibility',
    category: 'Advertising',
    overview:
      'Sunharvest needed to be seen in a crowded shelf and roadside market. We designed a display campaign of billboards, signage and point-of-sale pieces that carries one golden idea from the highway to the checkout.',
    website: { label: 'sunharvest.co.ug', href: 'https://sunharvest.co.ug' },
    stats: [
      { value: '10,000+', label: 'customers' },
      { value: '20+', label: 'billboards and signages' },
      { value: '12+', label: 'campaigns' },
      { value: '70%', label: 'visibility increase' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'Media mapping', text: 'We chose sites along the routes where Sunharvest buyers travel every day.' },
      { title: 'Creative', text: 'A bold golden system readable at 60 km/h and at arm’s length.' },
      { title: 'Production', text: 'Billboards, shop signage and shelf talkers produced and installed on schedule.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'urban-pulse',
    title: 'Urban Pulse Creative Direction',
    subtitle: 'Urban lifestyle branding',
    category: 'Creative Direction',
    overview:
      'Urban Pulse is a lifestyle brand for young people in Kampala and Kigali. We led its creative direction: the identity, the campaign look, collaborations with artists and a social presence that feels like the city at night.',
    website: { label: 'urbanpulse.africa', href: 'https://urbanpulse.africa' },
    stats: [
      { value: '2,500+', label: 'youth' },
      { value: '6+', label: 'campaigns' },
      { value: '15+', label: 'collaborations' },
      { value: '50%', label: 'social engagement growth' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'Culture scan', text: 'Street, music and fashion research with the community the brand speaks to.' },
      { title: 'Creative direction', text: 'A vivid palette, a geometric pattern and a voice that is loud but kind.' },
      { title: 'Collaborations', text: 'Artist drops and events that let the community shape the brand.' },
      { title: 'Social', text: 'Templates and a content rhythm for a grid that stays recognisable.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'money-and-markets-uganda',
    title: 'Money and Markets Uganda Mobile App',
    subtitle: 'Business news and market data',
    category: 'Product Design',
    overview:
      'Money and Markets Uganda brings business news, prices and market data to traders and investors. We designed the app’s brand and interface so that daily updates and alerts are fast to scan and easy to trust.',
    website: null,
    stats: [
      { value: '5,000+', label: 'downloads' },
      { value: '100+', label: 'news updates daily' },
      { value: '30+', label: 'alerts' },
      { value: '80%', label: 'retention' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'User interviews', text: 'Traders, investors and reporters told us what they check first every morning.' },
      { title: 'Interface design', text: 'A clear hierarchy for headlines, prices and alerts on low-cost phones.' },
      { title: 'Launch', text: 'Store assets, onboarding and a launch campaign to drive the first downloads.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'echotech',
    title: 'EchoTech Environmental Solutions Brand Strategy',
    subtitle: 'Waste management and circular economy',
    category: 'Brand Strategy',
    overview:
      'EchoTech turns waste into value for communities and businesses. We built a brand strategy that explains the circular economy in plain words and gives the team a plan to roll it out, phase by phase.',
    website: null,
    stats: [
      { value: '500+', label: 'community members' },
      { value: '7+', label: 'reports' },
      { value: '10+', label: 'campaigns' },
      { value: '25%', label: 'brand recognition growth' },
    ],
    approachTitle: 'Our Approach',
    approach: [
      { title: 'Customer Discovery', when: 'Weeks 1-3', text: 'Interviews with households, collectors and businesses about waste and value.' },
      { title: 'Strategic Analysis', when: 'Weeks 4-6', text: 'Market, competitor and policy analysis to find EchoTech’s space.' },
      { title: 'Brand Architecture', when: 'Weeks 7-9', text: 'Positioning, services and messages organised into one clear brand.' },
      { title: 'Implementation Planning', when: 'Weeks 10-12', text: 'Channels, budgets and milestones for every audience.' },
      { title: 'Rollout Execution', when: 'Week 13 onward', text: 'Campaigns, reports and community events, measured and refined.' },
    ],
    showOtherStudies: true,
  },
  {
    slug: 'sls',
    title: 'Slum Life Survival',
    subtitle: 'Visual and print design support',
    category: 'Visual & Print Design',
    overview:
      'Slum Life Survival trains young people in informal settlements and reports to donors and partners. We support the organisation with design and print so that every report, flyer and graphic tells its story with dignity.',
    website: { label: 'slumlifesurvival.org', href: 'https://slumlifesurvival.org' },
    stats: [
      { value: '1,200+', label: 'youth trained' },
      { value: '8+', label: 'reports' },
      { value: '20+', label: 'campaigns' },
      { value: '30%', label: 'donor engagement increase' },
    ],
    approachTitle: 'Services',
    approach: [
      { title: 'Report and publication design', text: 'Annual and programme reports laid out for donors and partners.' },
      { title: 'Marketing collateral', text: 'Flyers, banners and brochures for outreach and fundraising.' },
      { title: 'Branded graphics', text: 'Social and presentation graphics in one consistent style.' },
      { title: 'Print coordination', text: 'Quotes, proofs and delivery managed with trusted printers.' },
    ],
    primary: SLS_RED,
    showOtherStudies: false,
  },
];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
