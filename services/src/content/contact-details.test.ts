import { AGENCY_FACTS, MAIN_LINE } from '@agency/server-kit';
import { InputValidationException } from '../common/validation';
import { CONTACT_FIELDS_OF_THE_FILE, contactDetailsOf, telHref, whatsappHref } from './contact-details';
import { pagePathOf, tagsOf, titleOf } from './content-kinds';
import { validFields } from './fields/fields-of-kind';

/** The errors validFields gives `fields` of a contact entry ({} when they pass). */
async function errorsOf(fields: unknown): Promise<Record<string, string[]>> {
  try {
    await validFields('contact', fields);
    return {};
  } catch (error) {
    if (error instanceof InputValidationException) return { ...error.errors };
    throw error;
  }
}

const good = () => structuredClone(CONTACT_FIELDS_OF_THE_FILE) as unknown as Record<string, unknown> & { phones: Array<Record<string, unknown>>; offices: Array<Record<string, unknown>>; socials: Record<string, unknown> };

describe('the contact details', () => {
  it('makes a number’s links from its digits', () => {
    expect(telHref('+250 788 412 630')).toBe('tel:+250788412630');
    expect(whatsappHref('+256 772 601 944')).toBe('https://wa.me/256772601944');
  });

  it('answers the file’s facts with the file’s own links when nothing is published', () => {
    const details = contactDetailsOf(CONTACT_FIELDS_OF_THE_FILE);
    expect(details).toEqual({
      email: AGENCY_FACTS.email,
      location: AGENCY_FACTS.location,
      phones: AGENCY_FACTS.phones,
      mainLine: { display: MAIN_LINE.display, href: MAIN_LINE.href },
      whatsapp: AGENCY_FACTS.whatsapp,
      offices: AGENCY_FACTS.offices,
      socials: AGENCY_FACTS.socials,
    });
  });

  it('is one entry shown at /contact, tagged `contact`', () => {
    expect(tagsOf('contact', ['agency'])).toEqual(['contact']);
    expect(pagePathOf('contact', 'agency')).toBe('/contact');
    expect(titleOf('contact', {})).toBe('Contact details');
  });

  describe('fields as staff send them', () => {
    it('takes the file’s facts as they are', async () => {
      expect(await errorsOf(good())).toEqual({});
      expect(await validFields('contact', good())).toEqual(CONTACT_FIELDS_OF_THE_FILE);
    });

    it.each([
      ['a number with 8 digits', '+250 7884 12'],
      ['a number with 15 digits', '+250 788 412 630 123'],
      ['a number in one group', '+250788412630'],
    ])('takes %s', async (_label, display) => {
      const fields = good();
      fields.phones[0].display = display;
      expect(await errorsOf(fields)).toEqual({});
    });

    const cases: Array<[string, (f: ReturnType<typeof good>) => void, string]> = [
      ['a mainLine that is none of the phones', (f) => (f.mainLine = '+250 700 000 000'), 'fields.mainLine'],
      ['a phone of letters', (f) => (f.phones[0].display = '12ab'), 'fields.phones.0.display'],
      ['a phone without its +', (f) => (f.phones[0].display = '250 788 412 630'), 'fields.phones.0.display'],
      ['a phone with two spaces in a row', (f) => (f.phones[0].display = '+250  788 412 630'), 'fields.phones.0.display'],
      ['a phone with 7 digits', (f) => (f.phones[0].display = '+250 7884'), 'fields.phones.0.display'],
      ['a phone with 16 digits', (f) => (f.phones[0].display = '+250 788 412 630 1234'), 'fields.phones.0.display'],
      ['a phone with a trailing space', (f) => (f.phones[0].display = '+250 788 412 630 '), 'fields.phones.0.display'],
      ['a lower-case country code', (f) => (f.phones[0].countryCode = 'rw'), 'fields.phones.0.countryCode'],
      ['seven phones', (f) => (f.phones = Array.from({ length: 7 }, (_, i) => ({ country: 'Rwanda', countryCode: 'RW', display: `+250 788 412 63${i}` }))), 'fields.phones'],
      ['no phone', (f) => (f.phones = []), 'fields.phones'],
      ['a WhatsApp number of letters', (f) => (f.whatsapp = 'whatsapp me'), 'fields.whatsapp'],
      ['an office’s bad phone', (f) => (f.offices[0].phone = '0772 601 944'), 'fields.offices.0.phone'],
      ['an office’s country in words', (f) => (f.offices[0].country = 'Uganda'), 'fields.offices.0.country'],
      ['five offices', (f) => (f.offices = Array.from({ length: 5 }, () => ({ locality: 'Kampala', country: 'UG', phone: '+256 772 601 944' }))), 'fields.offices'],
      ['an http social page', (f) => (f.socials.facebook = 'http://www.facebook.com/nyotacreative'), 'fields.socials.facebook'],
      ['a social page that is no address', (f) => (f.socials.linkedin = 'nyotacreative'), 'fields.socials.linkedin'],
      ['no socials', (f) => delete (f as Record<string, unknown>).socials, 'fields.socials'],
      ['an e-mail that is no address', (f) => (f.email = 'hello at nyota'), 'fields.email'],
      ['an empty location', (f) => (f.location = ''), 'fields.location'],
      ['a field the kind does not have', (f) => ((f as Record<string, unknown>).fax = '+256 772 601 944'), 'fields.fax'],
    ];
    it.each(cases)('refuses %s, naming the field', async (_label, change, field) => {
      const fields = good();
      change(fields);
      expect(Object.keys(await errorsOf(fields))).toContain(field);
    });

    it('says what is wrong with a mainLine in plain words', async () => {
      const fields = good();
      fields.mainLine = '+250 700 000 000';
      expect((await errorsOf(fields))['fields.mainLine']).toEqual(['mainLine must be the number of one of the phones, as written there']);
    });
  });
});
