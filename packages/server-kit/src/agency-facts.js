'use strict';
/**
 * The agency's facts every part shows: name, lines, e-mail, offices, social pages. One file,
 * agency-facts.json, read by the gateway (structured data), the API (the assistant's contact
 * answer) and the front ends (@agency/platform's `brand` imports the JSON alone, without this
 * package's server code): a new phone number is one change.
 */
const AGENCY_FACTS = require('./agency-facts.json');

module.exports = { AGENCY_FACTS };
