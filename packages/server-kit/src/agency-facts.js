'use strict';
/**
 * The agency's facts every part shows: name, lines, e-mail, offices, social pages. One file,
 * agency-facts.json, read by the gateway (structured data), the API (the assistant's contact
 * answer) and the front ends (@agency/platform's `brand` imports the JSON alone, without this
 * package's server code): a new phone number is one change.
 */
const AGENCY_FACTS = require('./agency-facts.json');

/**
 * The line offered for questions (the assistant's "Call", the documents' footers): `mainLine`
 * names one of `phones`, so its link and its country come with it.
 */
const MAIN_LINE = mainLine();

function mainLine() {
  const phone = AGENCY_FACTS.phones.find((p) => p.display === AGENCY_FACTS.mainLine);
  if (!phone) throw new Error(`agency-facts.json: mainLine ${AGENCY_FACTS.mainLine} is not one of its phones`);
  return phone;
}

module.exports = { AGENCY_FACTS, MAIN_LINE };
