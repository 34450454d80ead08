/**
 * The documents are drawn once and kept by customers for years, while staff change the agency's
 * phones and e-mail in the back office: what they print for questions is the contact page, which
 * always shows what is published, never a number or an address that can go stale.
 */
import { describe, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import * as content from '../src/document-content.mjs';
import { foot } from '../src/documents.mjs';
import { CONTACT_PAGE } from '../src/agency.mjs';

const { AGENCY_FACTS } = createRequire(import.meta.url)('@agency/server-kit/src/agency-facts.js');
const everything = JSON.stringify(Object.values(content)) + foot('Brand Starter Guide', 7);

describe('what the documents print for questions', () => {
  test('is the contact page of the site', () => {
    expect(CONTACT_PAGE).toBe('nyotacreative.com/contact');
    expect(foot('Brand Starter Guide', 7)).toContain(`${CONTACT_PAGE} · 7`);
    expect(content.TOOLKIT_README).toContain(`Questions: ${CONTACT_PAGE}.`);
  });

  test('is never one of the phones or the e-mail address, which staff may change', () => {
    for (const phone of AGENCY_FACTS.phones) expect(everything).not.toContain(phone.display);
    expect(everything).not.toContain(AGENCY_FACTS.email);
    expect(everything).not.toMatch(/\+\d{3} \d{3}/);
  });
});
