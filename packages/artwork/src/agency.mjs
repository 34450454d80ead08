/** The agency's facts the documents print: the one file the site and the API read (@agency/server-kit). */
import { createRequire } from 'node:module';

/** @type {typeof import('@agency/server-kit').AGENCY_FACTS} */
export const AGENCY_FACTS = createRequire(import.meta.url)('@agency/server-kit/src/agency-facts.json');

/** The Ugandan line, the one the documents give for questions. */
export const UGANDA_LINE = (AGENCY_FACTS.phones.find((phone) => phone.countryCode === 'UG') ?? AGENCY_FACTS.phones[0]).display;
