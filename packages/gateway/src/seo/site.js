// @ts-check
'use strict';
/**
 * What the site says about itself outside its pages: its public address and the agency's facts for
 * structured data. The brand facts are those of packages/platform/src/brand.ts (header, footer,
 * contact page): same phones, same e-mail. Articles and case studies are the API's alone.
 */

const AGENCY = {
  name: 'Nyota Creative',
  slogan: 'Build Smarter. Create Bolder. Grow Faster.',
  description:
    'Nyota Creative is a brand, design and digital agency in Uganda and Rwanda: AI-powered creativity, motion graphics and data-driven brand strategy for African businesses.',
  email: 'hello@nyotacreative.com',
  phones: { uganda: '+256 772 601 944', rwanda: ['+250 788 412 630', '+250 722 905 118'] },
  offices: [
    { locality: 'Kampala', country: 'UG', phone: '+256 772 601 944' },
    { locality: 'Kigali', country: 'RW', phone: '+250 788 412 630' },
  ],
  sameAs: ['https://www.facebook.com/nyotacreative', 'https://www.instagram.com/nyotacreative', 'https://www.linkedin.com/company/nyotacreative'],
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
