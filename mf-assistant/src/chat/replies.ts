import { brand } from '@agency/platform';

/** The five core services the services reply lists (spec 7, rule 1), in the spec's order. */
export const CORE_SERVICES = [
  'Brand Strategy & Insights',
  'Creative Design',
  'Marketing & Advertising',
  'Motion Graphics',
  'Strategic Solutions',
] as const;

export type ReplyKind = 'services' | 'pricing' | 'contact' | 'default';

/** The canned texts, in the agency's voice. Line breaks are kept when shown. */
export const REPLIES: Record<ReplyKind, string> = {
  services: [
    `Great question! At ${brand.name} we help African businesses build smarter, create bolder and grow faster through 5 core services:`,
    ...CORE_SERVICES.map((service) => `• ${service}`),
    'Which one would you like to explore for your brand?',
  ].join('\n'),
  pricing:
    "Every brand we build is different, so we don't do one-size-fits-all price tags. We'd love to put together a personalised quote for you. What budget range are you working with?",
  contact:
    "We'd love to talk! Our team is ready when you are. How would you prefer to reach us: WhatsApp, e-mail or phone?",
  default:
    "Thanks for reaching out! So the right person on our team can follow up with you, could you share your name and the best way to reach you?",
};

export const GREETING = `Hi there! I'm the ${brand.assistantName}. Ask me about our services, pricing or how to get in touch. How can we help your brand grow today?`;
