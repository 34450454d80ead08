/** The agency's facts the documents print: the one file the site and the API read (@agency/server-kit). */
import { createRequire } from 'node:module';

/** @type {typeof import('@agency/server-kit')} */
const facts = createRequire(import.meta.url)('@agency/server-kit/src/agency-facts.js');

/**
 * Where the documents send questions: the site's contact page. They are drawn once, at build time,
 * and kept by customers for years, while staff change the phones and e-mail in the back office
 * (published content since migration 0311): the page always shows what is published, a printed
 * number would not.
 */
export const CONTACT_PAGE = `${facts.AGENCY_FACTS.website}/contact`;
