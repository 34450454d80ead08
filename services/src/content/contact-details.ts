import { AGENCY_FACTS } from '@agency/server-kit';
import type { ContactDetailsDto } from './content-public.dto';
import type { ContactFieldsDto } from './fields/contact-fields.dto';

/** The digits of a number as shown ("+250 788 412 630" is 250788412630). */
const digitsOf = (display: string) => display.replace(/\D/g, '');

/** A call's link: tel:+ and the digits. */
export const telHref = (display: string) => `tel:+${digitsOf(display)}`;

/** A WhatsApp chat's link: https://wa.me/ and the digits, without the plus. */
export const whatsappHref = (display: string) => `https://wa.me/${digitsOf(display)}`;

/**
 * The contact details as they were in @agency/server-kit's agency-facts.json, as the `contact`
 * entry's fields (the seed, migration 0311, has these values). The public read answers them when
 * no contact entry is published (a database between migrations), so a page never loses them.
 */
export const CONTACT_FIELDS_OF_THE_FILE: ContactFieldsDto = {
  email: AGENCY_FACTS.email,
  location: AGENCY_FACTS.location,
  phones: AGENCY_FACTS.phones.map((p) => ({ country: p.country, countryCode: p.countryCode, display: p.display })),
  mainLine: AGENCY_FACTS.mainLine,
  whatsapp: AGENCY_FACTS.whatsapp.display,
  offices: AGENCY_FACTS.offices.map((o) => ({ locality: o.locality, country: o.country, phone: o.phone })),
  socials: { facebook: AGENCY_FACTS.socials.facebook, instagram: AGENCY_FACTS.socials.instagram, linkedin: AGENCY_FACTS.socials.linkedin },
};

/** The public answer of a `contact` entry's fields: each number with its link. */
export function contactDetailsOf(f: ContactFieldsDto): ContactDetailsDto {
  return {
    email: f.email,
    location: f.location,
    phones: f.phones.map((p) => ({ country: p.country, countryCode: p.countryCode, display: p.display, href: telHref(p.display) })),
    mainLine: { display: f.mainLine, href: telHref(f.mainLine) },
    whatsapp: { display: f.whatsapp, href: whatsappHref(f.whatsapp) },
    offices: f.offices.map((o) => ({ locality: o.locality, country: o.country, phone: o.phone })),
    socials: { facebook: f.socials.facebook, instagram: f.socials.instagram, linkedin: f.socials.linkedin },
  };
}
