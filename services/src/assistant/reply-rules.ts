/**
 * The spec's four chat rules (spec 7), the same triggers and openings as the widget's
 * (mf-assistant/src/chat/replyRules.ts, replies.ts): the API's answers start where the widget's
 * canned ones did, and say more.
 */
export type ReplyKind = 'services' | 'pricing' | 'contact' | 'default';

const BRAND = 'Nyota Creative';

export const CORE_SERVICES = [
  { title: 'Brand Strategy & Insights', href: '/brand-strategy-insights' },
  { title: 'Creative Design', href: '/creative-design' },
  { title: 'Marketing & Advertising', href: '/digital-marketing' },
  { title: 'Motion Graphics', href: '/motion-graphics' },
  { title: 'Strategic Solutions', href: '/strategic-solutions' },
] as const;

export const OPENINGS: Record<ReplyKind, string> = {
  services: [
    `Great question! At ${BRAND} we help African businesses build smarter, create bolder and grow faster through 5 core services:`,
    ...CORE_SERVICES.map((s) => `• ${s.title}`),
    'Which one would you like to explore for your brand?',
  ].join('\n'),
  pricing:
    "Every brand we build is different, so we don't do one-size-fits-all price tags. We'd love to put together a personalised quote for you. What budget range are you working with?",
  contact: "We'd love to talk! Our team is ready when you are. How would you prefer to reach us: WhatsApp, e-mail or phone?",
  default: 'Thanks for reaching out! So the right person on our team can follow up with you, could you share your name and the best way to reach you?',
};

const RULES: ReadonlyArray<{ kind: ReplyKind; pattern: RegExp }> = [
  { kind: 'services', pattern: /\b(service|offer|do\b)/ },
  { kind: 'pricing', pattern: /\b(price|pricing|cost|budget)/ },
  { kind: 'contact', pattern: /\b(contact|speak|talk)/ },
];

export function replyKindFor(message: string): ReplyKind {
  const text = message.toLowerCase();
  return RULES.find((rule) => rule.pattern.test(text))?.kind ?? 'default';
}
