'use strict';
const { AGENCY_FACTS, MAIN_LINE } = require('../src');

/** @param {string} text */
const digits = (text) => text.replace(/\D/g, '');

/** The file is edited by hand (a new line, a new office): what a slip there would break on the site. */
describe('agency-facts.json', () => {
  it('dials and messages the number each link shows', () => {
    for (const phone of AGENCY_FACTS.phones) {
      expect(phone.href).toBe(`tel:+${digits(phone.display)}`);
    }
    expect(AGENCY_FACTS.whatsapp.href).toBe(`https://wa.me/${digits(AGENCY_FACTS.whatsapp.display)}`);
  });

  it("gives each phone its country's code and each office one of the phones, in its country", () => {
    /** @type {Record<string, string>} */
    const codes = { Uganda: 'UG', Rwanda: 'RW' };
    for (const phone of AGENCY_FACTS.phones) expect(phone.countryCode).toBe(codes[phone.country]);
    for (const office of AGENCY_FACTS.offices) {
      expect(AGENCY_FACTS.phones.filter((p) => p.display === office.phone && p.countryCode === office.country)).toHaveLength(1);
    }
  });

  it('offers one of its phones as the main line', () => {
    expect(AGENCY_FACTS.phones).toContainEqual(MAIN_LINE);
    expect(MAIN_LINE.display).toBe(AGENCY_FACTS.mainLine);
  });

  it('names a well-formed e-mail address and https social pages', () => {
    expect(AGENCY_FACTS.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
    for (const url of Object.values(AGENCY_FACTS.socials)) expect(new URL(url).protocol).toBe('https:');
  });
});
