// @ts-check
'use strict';
/**
 * What the site says about itself outside its pages: its public address and the agency's facts for
 * structured data. The facts are @agency/server-kit's agency-facts.json, the file the header, footer,
 * contact page and the API's assistant read: same phones, same e-mail. Articles and case studies are
 * the API's alone.
 */
const { AGENCY_FACTS: facts } = require('@agency/server-kit');

const AGENCY = {
  name: facts.name,
  slogan: facts.tagline,
  description: facts.description,
  email: facts.email,
  offices: facts.offices,
  sameAs: Object.values(facts.socials),
  /** The main line: the first office's (Kampala). */
  telephone: facts.offices[0].phone,
  /** The phones by the offices' order, each with the country it answers for (schema.org areaServed). */
  contactPoints: facts.offices.flatMap((office) => facts.phones.filter((phone) => phone.countryCode === office.country).map((phone) => ({ telephone: phone.display, areaServed: office.country }))),
};

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

module.exports = { AGENCY, CANONICAL_OF, publicOrigin };
