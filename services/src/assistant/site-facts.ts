/**
 * The agency's contact facts and the help the site gives on signing in and paying. They are the
 * same facts the footer and the contact page show (packages/platform/src/brand.ts, spec 2.2 and
 * 5.4); the API cannot import the front ends' package, so they are repeated here, once.
 */
export const CONTACT = {
  email: 'hello@nyotacreative.com',
  location: 'Kampala, Uganda',
  phones: [
    { country: 'Rwanda', display: '+250 788 412 630', href: 'tel:+250788412630' },
    { country: 'Rwanda', display: '+250 722 905 118', href: 'tel:+250722905118' },
    { country: 'Uganda', display: '+256 772 601 944', href: 'tel:+256772601944' },
  ],
  whatsapp: { display: '+256 772 601 944', href: 'https://wa.me/256772601944' },
} as const;

/** The links the contact reply offers: WhatsApp, a call, an e-mail, and the contact page. */
export const CONTACT_LINKS = [
  { label: `WhatsApp ${CONTACT.whatsapp.display}`, href: CONTACT.whatsapp.href },
  { label: `Call ${CONTACT.phones[2].display}`, href: CONTACT.phones[2].href },
  { label: `E-mail ${CONTACT.email}`, href: `mailto:${CONTACT.email}` },
  { label: 'Contact page', href: '/contact' },
];

/** Site pages that are not content items, as passages the search can find. */
export const HELP_PAGES = [
  {
    id: 'help:contact',
    title: 'Contact us',
    href: '/contact',
    keywords: 'contact phone call whatsapp email e-mail address office location reach number',
    text: `You can reach us by WhatsApp on ${CONTACT.whatsapp.display}, by phone on ${CONTACT.phones.map((p) => p.display).join(', ')}, or by e-mail at ${CONTACT.email}. Our office is in ${CONTACT.location}. The contact page also has a form for your message.`,
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
