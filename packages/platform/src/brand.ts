import facts from '@agency/server-kit/src/agency-facts.json';

/**
 * Facts about the agency that more than one slice shows (header, footer, contact page,
 * assistant). They live in one file, @agency/server-kit's agency-facts.json, which the gateway's
 * structured data and the API's assistant read too: a new phone number is one change for all.
 */
export const brand = facts;

export type Brand = typeof brand;
