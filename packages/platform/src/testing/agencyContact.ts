import facts from '@agency/server-kit/src/agency-facts.json';
import type { AgencyContact } from '../contact/agencyContact';

/**
 * For the front ends' tests: the contact details as the API answers them on a new site (its seed
 * migration publishes agency-facts.json's), with each link as the API makes it.
 */
export const SEEDED_CONTACT: AgencyContact = {
  email: facts.email,
  location: facts.location,
  phones: facts.phones,
  mainLine: facts.phones.find((p) => p.display === facts.mainLine) ?? facts.phones[0],
  whatsapp: facts.whatsapp,
  offices: facts.offices,
  socials: facts.socials,
};
