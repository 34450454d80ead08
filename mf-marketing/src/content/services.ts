import type { KitKey } from '@agency/platform';
import type { Feature } from '../components/PageBlocks';
import type { ServiceIconName } from '../components/ServiceIcon';

export interface ServicePageLink {
  title: string;
  path: string;
  summary: string;
  icon: ServiceIconName;
}

/** Every service page, for the /services overview (and anything else that lists them). */
export const SERVICE_PAGES: ReadonlyArray<ServicePageLink> = [
  { title: 'Strategic Solutions', path: '/strategic-solutions', icon: 'compass', summary: 'Brand and growth strategy, customer experience design and investor storytelling.' },
  { title: 'Creative Design', path: '/creative-design', icon: 'pen', summary: 'Visual identities, design systems, content design packages and UI/UX.' },
  { title: 'Motion Graphics', path: '/motion-graphics', icon: 'film', summary: 'Animated ads, explainer videos, broadcast graphics and 3D animation.' },
  { title: 'Marketing & Advertising', path: '/digital-marketing', icon: 'megaphone', summary: 'Campaigns, content and paid media on a monthly retainer, measured every month.' },
  { title: 'Data-driven Branding', path: '/data-driven-branding', icon: 'chart', summary: 'Tool kits and analytics that put evidence behind every brand decision.' },
  { title: 'Brand Strategy & Insights', path: '/brand-strategy-insights', icon: 'target', summary: 'Market research, audience insight and positioning that tell you where to play.' },
  { title: 'Web Development', path: '/web-development', icon: 'code', summary: 'Fast, accessible websites and web apps that work on every network.' },
];

export const STRATEGIC = {
  /** The icons of the offerings (GET /api/content/site `services`, strategic-solutions), in their order. */
  offeringIcons: ['compass', 'rocket', 'users', 'bulb'] as const satisfies ReadonlyArray<ServiceIconName>,
  problems: [
    { title: 'Customers don’t see the difference', description: 'You compete on price because your brand does not explain why you are better.' },
    { title: 'Every team tells a different story', description: 'Sales, marketing and leadership describe the company in different ways.' },
    { title: 'Growth has stalled', description: 'What worked in your first market is not working in the next one.' },
    { title: 'Investors are not convinced', description: 'Your numbers are good, but the story behind them does not land.' },
  ] satisfies ReadonlyArray<Feature>,
  steps: [
    { title: 'Discover', description: 'Interviews, market research and a hard look at the data you already have.' },
    { title: 'Define', description: 'Positioning, audiences and the promise your brand will keep.' },
    { title: 'Design', description: 'Messaging, customer journeys and the experiences that prove the promise.' },
    { title: 'Deliver', description: 'A roadmap, team training and support while you roll it out.' },
  ],
  cx: {
    title: 'Customer Experience Design',
    text: 'We map every moment a customer meets your brand — the advert, the shop counter, the WhatsApp reply, the invoice — and redesign the ones that lose people. The result is a journey that feels like one company, not ten departments.',
  },
  investor: {
    title: 'Investor Storytelling',
    text: 'Founders across the region come to us before a raise. We shape the narrative, the deck and the data room summary so that investors see the opportunity as clearly as you do.',
  },
  reasons: [
    { title: 'African market knowledge', icon: 'globe', description: 'Teams in Kampala and Kigali who know your customers, channels and culture first-hand.' },
    { title: 'Strategy and execution together', icon: 'layers', description: 'The people who write the strategy work next to the designers and marketers who deliver it.' },
    { title: 'Evidence over opinion', icon: 'chart', description: 'Research and data behind every recommendation, and results measured after launch.' },
    { title: 'Partners, not vendors', icon: 'users', description: 'We train your team so the strategy keeps working long after our engagement ends.' },
  ] satisfies ReadonlyArray<Feature>,
};

export const MARKETING = {
  /** The icons of the offerings (digital-marketing), in their order. */
  offeringIcons: ['users', 'megaphone', 'pen', 'spark', 'chart'] as const satisfies ReadonlyArray<ServiceIconName>,
  stats: [
    { value: '+150%', label: 'engagement growth' },
    { value: '3x', label: 'reach' },
    { value: '85%', label: 'content efficiency' },
  ],
  steps: [
    { title: 'Audit', description: 'We review your channels, content and competitors and agree the numbers that matter.' },
    { title: 'Plan', description: 'A quarterly campaign plan with audiences, messages, budget and calendar.' },
    { title: 'Create & Launch', description: 'Our studio produces the content and launches the campaigns.' },
    { title: 'Measure & Optimise', description: 'Monthly reports and changes based on what the data says.' },
  ],
};

export const DATA_DRIVEN = {
  // In the page's order; the keys are the API's (KitKey): a kit the catalog no longer sells fails the type-check.
  kitKeys: ['kit-essential', 'kit-optimization', 'kit-full-stack'] as const satisfies readonly KitKey[],
  kits: {
    'kit-essential': {
      name: 'Essential Kit',
      summary: 'The foundations for a small team starting to measure its brand.',
      includes: ['Brand health survey templates', 'Audience persona workbook', 'Monthly KPI tracker', 'Setup guide'],
    },
    'kit-optimization': {
      name: 'Optimization Suite',
      summary: 'For growing brands ready to test, learn and improve every month.',
      includes: ['Everything in the Essential Kit', 'Campaign A/B testing playbook', 'Competitor benchmark dashboard', 'Quarterly strategy review'],
    },
    'kit-full-stack': {
      name: 'Full Stack',
      summary: 'A complete, data-driven brand system with hands-on support.',
      includes: ['Everything in the Optimization Suite', 'Custom analytics dashboard', 'Predictive audience insights', 'Dedicated strategist hours'],
    },
  } satisfies Record<KitKey, { name: string; summary: string; includes: ReadonlyArray<string> }>,
  /** The icons of the offerings (data-driven-branding), in their order. */
  offeringIcons: ['users', 'chart', 'target', 'bulb', 'spark'] as const satisfies ReadonlyArray<ServiceIconName>,
  /** The tools named under an offering, by the offering's title (ServiceFactsDto has no field for them). */
  offeringTools: {
    'Audience Intelligence': ['InsightLens Dashboard', 'Persona builder', 'Survey toolkit'],
    'Brand Health Tracking': ['Brand health tracker', 'Social listening reports'],
    'Campaign Optimisation': ['A/B testing playbook', 'Google Analytics 4 setup'],
    'Predictive Insights': ['InsightLens predictions', 'Budget planner'],
    'Creative Performance': ['AdMotion AI Creative Pack', 'Creative scorecards'],
  } as Readonly<Record<string, ReadonlyArray<string>>>,
};

/** The icons of Brand Strategy & Insights' offerings (brand-strategy-insights), in their order. */
export const BRAND_STRATEGY_ICONS = ['globe', 'users', 'target', 'compass', 'layers'] as const satisfies ReadonlyArray<ServiceIconName>;

export const WEB = {
  /** The icons of the features every site gets (web-development's offerings), in their order. */
  featureIcons: ['layers', 'rocket', 'target', 'pen', 'shield', 'code'] as const satisfies ReadonlyArray<ServiceIconName>,
  process: [
    { title: 'Discover', description: 'Goals, users, content and the features that matter most.' },
    { title: 'Design', description: 'Wireframes and visual designs, reviewed with you on real devices.' },
    { title: 'Develop', description: 'Accessible, tested code and content entry, built in short reviewed steps.' },
    { title: 'Launch & Support', description: 'Go-live, training and ongoing care and improvements.' },
  ],
  technologies: ['React', 'TypeScript', 'Next.js', 'Node.js', 'NestJS', 'PostgreSQL', 'WordPress', 'Tailwind CSS', 'Figma', 'Google Analytics 4'],
};
