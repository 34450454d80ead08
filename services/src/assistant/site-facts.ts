import { AGENCY_FACTS as facts, MAIN_LINE } from '@agency/server-kit';

/**
 * The agency's contact facts come from the one file the footer, the contact page and the gateway's
 * structured data read too (@agency/server-kit's agency-facts.json, spec 2.2 and 5.4).
 */

/** The links the contact reply offers: WhatsApp, a call, an e-mail, and the contact page. */
export const CONTACT_LINKS = [
  { label: `WhatsApp ${facts.whatsapp.display}`, href: facts.whatsapp.href },
  { label: `Call ${MAIN_LINE.display}`, href: MAIN_LINE.href },
  { label: `E-mail ${facts.email}`, href: `mailto:${facts.email}` },
  { label: 'Contact page', href: '/contact' },
];

/** Site pages that are not content items, as passages the search can find. */
export const HELP_PAGES = [
  {
    id: 'help:contact',
    title: 'Contact us',
    href: '/contact',
    keywords: 'contact phone call whatsapp email e-mail address office location reach number',
    text: `You can reach us by WhatsApp on ${facts.whatsapp.display}, by phone on ${facts.phones.map((p) => p.display).join(', ')}, or by e-mail at ${facts.email}. Our office is in ${facts.location}. The contact page also has a form for your message.`,
  },
  {
    id: 'help:sign-in',
    title: 'Signing in to the resource hub',
    href: '/resource-hub',
    keywords: 'sign in login log in account code e-mail password access resource hub',
    text: 'To sign in, open the resource hub and enter your e-mail address: we send you a sign-in code by e-mail, and you type that code to reach the hub. There is no password to remember.',
  },
  {
    id: 'help:payment',
    title: 'Paying for tool kits, training and resource access',
    href: '/pricing',
    keywords: 'pay payment mobile money mtn airtel card visa mastercard checkout currency ugx rwf shillings francs',
    text: 'You can pay for tool kits, training plans or resource hub access in Ugandan shillings (UGX) or Rwandan francs (RWF), by mobile money or by card. After paying you are brought back to the payment result page.',
  },
  {
    id: 'help:motion-inquiry',
    title: 'Starting a motion graphics project',
    href: '/motion-graphics',
    keywords: 'motion project inquiry brief upload files video animation start',
    text: 'On the Motion Graphics page, "Start Your Motion Project" opens an inquiry form where you describe the project and attach files; our team then contacts you.',
  },
] as const;

/** When the visitor hears back: the agency's promise for an inquiry (the contact page's "We will contact you soon"). */
export const ANSWER_WITHIN = 'within one working day';
