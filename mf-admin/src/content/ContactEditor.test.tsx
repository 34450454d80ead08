import { clearSession, type AdminContentEntryDto, type ContactFieldsDto } from '@agency/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, fakeApi, me, renderAdmin, route, signInAs } from '../test/fakeApi';

jest.setTimeout(30_000);

beforeEach(() => {
  signInAs(STAFF);
  sessionStorage.clear();
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const BASE = '/api/admin/content/contact';
const FIELDS: ContactFieldsDto = {
  email: 'hello@nyotacreative.com',
  location: 'Kampala, Uganda',
  phones: [
    { country: 'Rwanda', countryCode: 'RW', display: '+250 788 412 630' },
    { country: 'Uganda', countryCode: 'UG', display: '+256 772 601 944' },
  ],
  mainLine: '+256 772 601 944',
  whatsapp: '+256 772 601 944',
  offices: [{ locality: 'Kampala', country: 'UG', phone: '+256 772 601 944' }],
  socials: { facebook: 'https://www.facebook.com/n', instagram: 'https://www.instagram.com/n', linkedin: 'https://www.linkedin.com/company/n' },
};
const ENTRY: AdminContentEntryDto = {
  id: 'seed-contact-agency',
  kind: 'contact',
  slug: 'agency',
  title: 'Contact details',
  status: 'published',
  publishAt: null,
  author: 'seed',
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'seed',
  revision: 1,
  publishedRevision: 1,
  fields: FIELDS as unknown as AdminContentEntryDto['fields'],
};
const PHONE_REFUSED = 'display must be a phone number as shown, like +250 788 412 630: a + and 8 to 15 digits in groups separated by single spaces';

describe('the contact details editor', () => {
  it('lists the one entry the site always shows, with no "New"', async () => {
    fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', BASE, () => [200, { items: [{ ...ENTRY, fields: undefined }] }]),
    );
    renderAdmin('/admin/site-facts/contact');
    expect(await screen.findByRole('link', { name: 'Contact details', current: 'page' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /^Contact details$/, current: false });
    expect(screen.queryByRole('link', { name: /^New / })).toBeNull();
  });

  it("has no slug, unpublish or archive, and shows the API's refusal of one phone at that phone and of the main line at its field", async () => {
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', `${BASE}/${ENTRY.id}`, () => [200, ENTRY]),
      route('GET', `${BASE}/${ENTRY.id}/revisions`, () => [200, { revisions: [] }]),
      route('PUT', `${BASE}/${ENTRY.id}`, () => [
        400,
        { statusCode: 400, error: 'Bad Request', message: PHONE_REFUSED, errors: { 'fields.phones.1.display': [PHONE_REFUSED], 'fields.mainLine': ['mainLine must be the number of one of the phones, as written there'] } },
      ]),
    );
    renderAdmin(`/admin/site-facts/contact/${ENTRY.id}`);
    const second = await screen.findByLabelText('Number as shown (phone 2)');
    expect(screen.queryByLabelText('Slug')).toBeNull();
    for (const name of ['Unpublish', 'Archive']) expect(screen.queryByRole('button', { name })).toBeNull();
    await userEvent.clear(second);
    await userEvent.type(second, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const phone2 = screen.getByRole('group', { name: 'Phone 2' });
    expect(await within(phone2).findByText(PHONE_REFUSED)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Phone 1' })).queryByText(PHONE_REFUSED)).toBeNull();
    expect(screen.getByText('mainLine must be the number of one of the phones, as written there')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText('Number as shown (phone 2)')).toHaveValue('12ab');
  });
});
