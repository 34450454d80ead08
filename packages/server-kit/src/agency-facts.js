'use strict';
/**
 * Who the agency is (name, its assistant's name, line, blurb, description: read by the front ends'
 * `brand` and the gateway's structured data) and the first contact details (phones, e-mail,
 * offices, social pages). Those are published content since migration 0311 seeded them: staff
 * change them in the back office (GET /api/content/contact); here they are what the API answers
 * before anything is published, and the default of MAIL_FROM / AGENCY_EMAIL. The build-time
 * documents print `website`'s contact page instead, which always shows what is published.
 */
const AGENCY_FACTS = require('./agency-facts.json');

/**
 * The line offered for questions (the assistant's "Call" before anything is published): `mainLine`
 * names one of `phones`, so its link and its country come with it.
 */
const MAIN_LINE = mainLine();

function mainLine() {
  const phone = AGENCY_FACTS.phones.find((p) => p.display === AGENCY_FACTS.mainLine);
  if (!phone) throw new Error(`agency-facts.json: mainLine ${AGENCY_FACTS.mainLine} is not one of its phones`);
  return phone;
}

module.exports = { AGENCY_FACTS, MAIN_LINE };
