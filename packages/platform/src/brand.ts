/**
 * Facts about the agency that more than one slice shows (header, footer, contact page,
 * assistant). One place, so a new phone number is one change.
 */
export const brand = {
  name: 'Nyota Creative',
  assistantName: 'Nyota AI Assistant',
  tagline: 'Build Smarter. Create Bolder. Grow Faster.',
  blurb:
    'We craft brand experiences through strategic design and innovative solutions, helping African businesses build smarter, create bolder and grow faster.',
  email: 'hello@nyotacreative.com',
  location: 'Kampala, Uganda',
  phones: [
    { country: 'Rwanda', display: '+250 788 412 630', href: 'tel:+250788412630' },
    { country: 'Rwanda', display: '+250 722 905 118', href: 'tel:+250722905118' },
    { country: 'Uganda', display: '+256 772 601 944', href: 'tel:+256772601944' },
  ],
  whatsapp: { display: '+256 772 601 944', href: 'https://wa.me/256772601944' },
  socials: {
    facebook: 'https://www.facebook.com/nyotacreative',
    instagram: 'https://www.instagram.com/nyotacreative',
    linkedin: 'https://www.linkedin.com/company/nyotacreative',
  },
} as const;

export type Brand = typeof brand;
