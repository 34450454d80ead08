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
  offerings: [
    { title: 'Brand Strategy', icon: 'compass', description: 'Purpose, positioning and a brand architecture that gives every product a clear place.' },
    { title: 'Growth Strategy', icon: 'rocket', description: 'Market entry and expansion plans for Uganda, Rwanda and the wider East African Community.' },
    { title: 'Customer Experience Design', icon: 'users', description: 'Journeys mapped from first contact to loyal customer, with the moments that matter designed on purpose.' },
    { title: 'Investor Storytelling', icon: 'bulb', description: 'Pitch decks and narratives that make investors understand, and believe in, your business.' },
  ] satisfies ReadonlyArray<Feature>,
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
  offerings: [
    { title: 'Social Media Management', icon: 'users', description: 'Planning, content, community management and monthly reporting on the platforms your customers use.' },
    { title: 'Paid Advertising', icon: 'megaphone', description: 'Meta, Google and TikTok campaigns with clear targets for reach, cost and conversions.' },
    { title: 'Content Marketing', icon: 'pen', description: 'Articles, videos and newsletters that earn attention instead of renting it.' },
    { title: 'Influencer Partnerships', icon: 'spark', description: 'Creators chosen for audience fit, with briefs, contracts and results tracked for you.' },
    { title: 'Campaign Analytics', icon: 'chart', description: 'Dashboards and monthly reviews that show what worked, what did not and what we change next.' },
  ] satisfies ReadonlyArray<Feature>,
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
  offerings: [
    { title: 'Audience Intelligence', icon: 'users', description: 'Know who buys, why, and where to find more of them.', details: ['InsightLens Dashboard', 'Persona builder', 'Survey toolkit'] },
    { title: 'Brand Health Tracking', icon: 'chart', description: 'Awareness, preference and sentiment measured over time.', details: ['Brand health tracker', 'Social listening reports'] },
    { title: 'Campaign Optimisation', icon: 'target', description: 'Tests that tell you which message, image and channel work best.', details: ['A/B testing playbook', 'Google Analytics 4 setup'] },
    { title: 'Predictive Insights', icon: 'bulb', description: 'Forecasts of audience behaviour and campaign outcomes before you spend.', details: ['InsightLens predictions', 'Budget planner'] },
    { title: 'Creative Performance', icon: 'spark', description: 'Know which designs and videos earn attention, and why.', details: ['AdMotion AI Creative Pack', 'Creative scorecards'] },
  ] satisfies ReadonlyArray<Feature>,
};

export const BRAND_STRATEGY_OFFERINGS: ReadonlyArray<Feature> = [
  { title: 'Market Research', icon: 'globe', description: 'Surveys, interviews and desk research across your markets, so decisions rest on facts.' },
  { title: 'Audience Insights', icon: 'users', description: 'Personas and journeys built from real customer conversations and data.' },
  { title: 'Competitive Analysis', icon: 'target', description: 'Where your competitors are strong, where they are silent, and where you can win.' },
  { title: 'Brand Positioning', icon: 'compass', description: 'A clear, ownable position and the messaging that carries it.' },
  { title: 'Brand Architecture', icon: 'layers', description: 'How your company, products and sub-brands relate, so customers never get lost.' },
];

export const WEB = {
  features: [
    { title: 'Responsive Design', icon: 'layers', description: 'Layouts that work on every screen, from entry-level phones to wide desktops.' },
    { title: 'Fast on Every Network', icon: 'rocket', description: 'Light pages and optimised media that load quickly on 3G and mobile data.' },
    { title: 'SEO Built In', icon: 'target', description: 'Clean structure, metadata and performance that search engines reward.' },
    { title: 'Content You Control', icon: 'pen', description: 'An editor your team can use to update pages without calling a developer.' },
    { title: 'Secure by Default', icon: 'shield', description: 'HTTPS, updates and backups handled, with sensible security headers.' },
    { title: 'Payments & Integrations', icon: 'code', description: 'Mobile money, card payments, CRMs and analytics connected to your site.' },
  ] satisfies ReadonlyArray<Feature>,
  process: [
    { title: 'Discover', description: 'Goals, users, content and the features that matter most.' },
    { title: 'Design', description: 'Wireframes and visual designs, reviewed with you on real devices.' },
    { title: 'Develop', description: 'Accessible, tested code and content entry, built in short reviewed steps.' },
    { title: 'Launch & Support', description: 'Go-live, training and ongoing care and improvements.' },
  ],
  technologies: ['React', 'TypeScript', 'Next.js', 'Node.js', 'NestJS', 'PostgreSQL', 'WordPress', 'Tailwind CSS', 'Figma', 'Google Analytics 4'],
};
