/** The agency's facts the documents print: the one file the site and the API read (@agency/server-kit). */
import { createRequire } from 'node:module';

/** @type {typeof import('@agency/server-kit')} */
const facts = createRequire(import.meta.url)('@agency/server-kit/src/agency-facts.js');

export const AGENCY_FACTS = facts.AGENCY_FACTS;

/** The line the documents give for questions. */
export const MAIN_LINE = facts.MAIN_LINE.display;
