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
  // The seeded service pages (services/migrations/0302_content_seed.sql).
  services: [
    {
      slug: 'strategic-solutions',
      title: 'Strategic Solutions',
      offerings: [
        { title: 'Brand Strategy', description: 'Purpose, positioning and a brand architecture that gives every product a clear place.' },
        { title: 'Growth Strategy', description: 'Market entry and expansion plans for Uganda, Rwanda and the wider East African Community.' },
        { title: 'Customer Experience Design', description: 'Journeys mapped from first contact to loyal customer, with the moments that matter designed on purpose.' },
        { title: 'Investor Storytelling', description: 'Pitch decks and narratives that make investors understand, and believe in, your business.' },
      ],
      priceText: null,
    },
    {
      slug: 'creative-design',
      title: 'Creative Design',
      offerings: [
        { title: 'Visual Identity Design', description: 'A complete identity that makes your brand recognisable at a glance, on a billboard in Kampala or an app icon in Kigali.' },
        { title: 'Design System Development', description: 'Reusable components, tokens and templates so marketing, product and partners ship consistent work, faster.' },
        { title: 'Content Design Packages', description: 'A steady flow of on-brand posts, flyers, reports and presentations, planned around your calendar.' },
        { title: 'UI/UX Design', description: 'Research-led interfaces, from wireframes to polished screens, designed for real networks and real devices.' },
      ],
      priceText: null,
    },
    {
      slug: 'motion-graphics',
      title: 'Motion Graphics',
      offerings: [
        { title: 'Motion Graphics', description: 'Animated social content, ads and brand assets that turn a scroll into a stop.' },
        { title: 'Explainer Videos', description: 'Clear, friendly videos that explain your product or idea in under two minutes.' },
        { title: 'Broadcast Graphics', description: 'Titles, lower thirds and idents for TV and online broadcasts.' },
        { title: '3D Animation', description: 'Product renders and 3D scenes that show what photography cannot.' },
      ],
      priceText: null,
    },
    {
      slug: 'digital-marketing',
      title: 'Marketing & Advertising',
      offerings: [
        { title: 'Social Media Management', description: 'Planning, content, community management and monthly reporting on the platforms your customers use.' },
        { title: 'Paid Advertising', description: 'Meta, Google and TikTok campaigns with clear targets for reach, cost and conversions.' },
        { title: 'Content Marketing', description: 'Articles, videos and newsletters that earn attention instead of renting it.' },
        { title: 'Influencer Partnerships', description: 'Creators chosen for audience fit, with briefs, contracts and results tracked for you.' },
        { title: 'Campaign Analytics', description: 'Dashboards and monthly reviews that show what worked, what did not and what we change next.' },
      ],
      priceText: 'Engagements start at a 6-month minimum on a monthly retainer: long enough to learn, improve and show real results.',
    },
    {
      slug: 'data-driven-branding',
      title: 'Data-driven Branding',
      offerings: [
        { title: 'Audience Intelligence', description: 'Know who buys, why, and where to find more of them.' },
        { title: 'Brand Health Tracking', description: 'Awareness, preference and sentiment measured over time.' },
        { title: 'Campaign Optimisation', description: 'Tests that tell you which message, image and channel work best.' },
        { title: 'Predictive Insights', description: 'Forecasts of audience behaviour and campaign outcomes before you spend.' },
        { title: 'Creative Performance', description: 'Know which designs and videos earn attention, and why.' },
      ],
      priceText: null,
    },
    {
      slug: 'brand-strategy-insights',
      title: 'Brand Strategy & Insights',
      offerings: [
        { title: 'Market Research', description: 'Surveys, interviews and desk research across your markets, so decisions rest on facts.' },
        { title: 'Audience Insights', description: 'Personas and journeys built from real customer conversations and data.' },
        { title: 'Competitive Analysis', description: 'Where your competitors are strong, where they are silent, and where you can win.' },
        { title: 'Brand Positioning', description: 'A clear, ownable position and the messaging that carries it.' },
        { title: 'Brand Architecture', description: 'How your company, products and sub-brands relate, so customers never get lost.' },
      ],
      priceText: null,
    },
    {
      slug: 'web-development',
      title: 'Web Development',
      offerings: [
        { title: 'Responsive Design', description: 'Layouts that work on every screen, from entry-level phones to wide desktops.' },
        { title: 'Fast on Every Network', description: 'Light pages and optimised media that load quickly on 3G and mobile data.' },
        { title: 'SEO Built In', description: 'Clean structure, metadata and performance that search engines reward.' },
        { title: 'Content You Control', description: 'An editor your team can use to update pages without calling a developer.' },
        { title: 'Secure by Default', description: 'HTTPS, updates and backups handled, with sensible security headers.' },
        { title: 'Payments & Integrations', description: 'Mobile money, card payments, CRMs and analytics connected to your site.' },
      ],
      priceText: null,
    },
  ],
};

/** The site's content, with `change` applied; any other path is 404. */
export const publishedSite =
  (change: (site: SiteContentDto) => SiteContentDto = (site) => site) =>
  (path: string): [number, unknown] =>
    path === '/api/content/site' ? [200, change(SITE)] : [404, { statusCode: 404, message: 'Not Found' }];
