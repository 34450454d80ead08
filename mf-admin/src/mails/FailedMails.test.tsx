import { clearSession } from '@agency/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, fakeApi, me, renderAdmin, route, signInAs } from '../test/fakeApi';

jest.setTimeout(20_000);

beforeEach(() => signInAs(STAFF));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const notice = {
  id: '3f0c2a5e-0d7e-4e55-9d8b-2b1f4a9f0a01',
  kind: 'contact-message',
  to: 'h•••@nyotacreative.com',
  subject: 'Contact form: Logo refresh',
  attempts: 97,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-21T08:00:00.000Z',
  lastTriedAt: '2026-11-22T08:05:00.000Z',
};
const code = { ...notice, id: '3f0c2a5e-0d7e-4e55-9d8b-2b1f4a9f0a02', kind: 'sign-in-code', to: 'a•••@example.com', subject: 'Your Nyota Creative sign-in code' };

describe('failed mails', () => {
  it('lists what was given up, with the server’s last answer, and puts a mail back in the queue from the keyboard', async () => {
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', '/api/admin/mails/failed', () => [200, { items: [notice, code], total: 2 }]),
      route('POST', `/api/admin/mails/failed/${notice.id}/retry`, () => [200, notice]),
    );
    renderAdmin('/admin/mails');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Failed mails' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: '2 failed mails' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Contact message notice');
    expect(rows[1]).toHaveTextContent('h•••@nyotacreative.com');
    expect(rows[1]).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    expect(rows[1]).toHaveTextContent('97');
    // A sign-in code is not offered again.
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Expired: the visitor asks for a new code');
    expect(document.title).toBe('Failed mails · Back office | Nyota Creative');

    const retry = within(rows[1]).getByRole('button', { name: 'Retry "Contact form: Logo refresh"' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/mails/failed/${notice.id}/retry`]));
    // Said, and focus on what was said (the button is gone with its row).
    const said = await screen.findByText(/"Contact form: Logo refresh" is back in the queue/);
    await waitFor(() => expect(said.closest('[data-action-notice]')).toHaveFocus());
    expect(screen.getByRole('table', { name: '1 failed mail' })).not.toHaveTextContent('Logo refresh');
  });

  it('says when nothing failed', async () => {
    fakeApi(me({ [STAFF]: 'staff' }), route('GET', '/api/admin/mails/failed', () => [200, { items: [], total: 0 }]));
    renderAdmin('/admin/mails');
    expect(await screen.findByText('No failed mails: every mail was delivered or is still being retried.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a retry and keeps the row', async () => {
    fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', '/api/admin/mails/failed', () => [200, { items: [notice], total: 1 }]),
      route('POST', `/api/admin/mails/failed/${notice.id}/retry`, () => [404, { statusCode: 404, message: 'No failed mail with this id (it may have been put back already).' }]),
    );
    renderAdmin('/admin/mails');
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No failed mail with this id (it may have been put back already).')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '1 failed mail' })).toHaveTextContent('Logo refresh');
  });
});
