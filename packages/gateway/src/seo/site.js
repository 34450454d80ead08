// @ts-check
'use strict';
/**
 * What the site says about itself outside its pages: its public address and who the agency is
 * (name, line, description: @agency/server-kit's agency-facts.json, released with the code). How to
 * reach it (phones, e-mail, offices, social pages) is published content: each render reads it from
 * the API and hands it to the head with the page (agencyContactNodes). Articles and case studies
 * are the API's alone.
 */
const { AGENCY_FACTS: facts } = require('@agency/server-kit');

const AGENCY = {
  name: facts.name,
  slogan: facts.tagline,
  description: facts.description,
};

/**
 * @typedef {{ email: string, phones: Array<{ countryCode: string, display: string }>, offices: Array<{ locality: string, country: string, phone: string }>, socials: Record<string, string> }} AgencyContact
 *   the published contact details as the page was rendered with them (GET /api/content/contact)
 */

/**
 * The schema.org properties of the agency that come from its contact details: the main line (the
 * first office's), addresses, the phones by the offices' order with the country each answers for
 * (areaServed), one LocalBusiness per office, the social pages.
 * @param {AgencyContact} contact
 */
function agencyContactNodes(contact) {
  return {
    email: contact.email,
    telephone: contact.offices[0]?.phone ?? contact.phones[0]?.display,
    address: contact.offices.map((office) => ({ '@type': 'PostalAddress', addressLocality: office.locality, addressCountry: office.country })),
    contactPoint: contact.offices.flatMap((office) =>
      contact.phones
        .filter((phone) => phone.countryCode === office.country)
        .map((phone) => ({ '@type': 'ContactPoint', telephone: phone.display, contactType: 'customer service', areaServed: office.country, availableLanguage: ['en'] })),
    ),
    department: contact.offices.map((office) => ({
      '@type': 'LocalBusiness',
      name: `${AGENCY.name} ${office.locality}`,
      telephone: office.phone,
      address: { '@type': 'PostalAddress', addressLocality: office.locality, addressCountry: office.country },
    })),
    sameAs: Object.values(contact.socials),
  };
}

/**
 * The site's public origin, without a trailing slash: PUBLIC_URL (production sets it: the address
 * visitors and search engines use), else this machine's `npm start` address.
 * @param {NodeJS.ProcessEnv} [env]
 */
function publicOrigin(env = process.env) {
  const url = env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
  return url.replace(/\/+$/, '');
}

/**
 * Addresses that show another address's page (spec 2.1): their canonical is that address.
 * @type {Record<string, string>}
 */
const CANONICAL_OF = { '/marketing-advertising': '/digital-marketing' };

module.exports = { AGENCY, CANONICAL_OF, agencyContactNodes, publicOrigin };
