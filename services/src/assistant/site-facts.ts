import type { ContactDetailsDto } from '../content/content-public.dto';
import type { ReplyLinkDto } from './assistant.dto';

/**
 * The agency's contact details are published content (the `contact` entry, GET
 * /api/content/contact), the same the footer, the contact page and the structured data show: the
 * assistant reads them with the site's index (site-index.ts), so a number staff publish is offered
 * from the next question on.
 */

/** The links the contact reply offers: WhatsApp, a call, an e-mail, and the contact page. */
export function contactLinks(contact: ContactDetailsDto): ReplyLinkDto[] {
  return [
    { label: `WhatsApp ${contact.whatsapp.display}`, href: contact.whatsapp.href },
    { label: `Call ${contact.mainLine.display}`, href: contact.mainLine.href },
    { label: `E-mail ${contact.email}`, href: `mailto:${contact.email}` },
    { label: 'Contact page', href: '/contact' },
  ];
}

/** One site page that is not a content item, as a passage the search can find. */
export interface HelpPage {
  id: string;
  title: string;
  href: string;
  keywords: string;
  text: string;
}

/** The contact page's facts as the assistant quotes them. */
export function contactHelpPage(contact: ContactDetailsDto): HelpPage {
  return {
    id: 'help:contact',
    title: 'Contact us',
    href: '/contact',
    keywords: 'contact phone call whatsapp email e-mail address office location reach number',
    text: `You can reach us by WhatsApp on ${contact.whatsapp.display}, by phone on ${contact.phones.map((p) => p.display).join(', ')}, or by e-mail at ${contact.email}. Our office is in ${contact.location}. The contact page also has a form for your message.`,
  };
}

/** Site pages that are not content items, as passages the search can find (the contact page: contactHelpPage). */
export const HELP_PAGES: readonly HelpPage[] = [
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
];

/** When the visitor hears back: the agency's promise for an inquiry (the contact page's "We will contact you soon"). */
export const ANSWER_WITHIN = 'within one working day';
