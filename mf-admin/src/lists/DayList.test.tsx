import { clearSession } from '@agency/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, fakeApi, inquiry, me, renderAdmin, route, signInAs } from '../test/fakeApi';

jest.setTimeout(20_000);

beforeEach(() => signInAs(STAFF));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const overview = {
  inquiries: { byStatus: { new: 2, in_progress: 0, done: 1 }, newSince: 1, lastSeenAt: '2026-11-15T00:00:00.000Z' },
  messages: { byStatus: { new: 0, in_progress: 0, done: 0 }, newSince: 0, lastSeenAt: null },
  payments: { byStatus: { PENDING: 0, COMPLETED: 0, FAILED: 0, REVERSED: 0 }, newSince: 0, lastSeenAt: null },
};

describe('a staff member’s list', () => {
  it('counts per status and new items, marks what arrived since the last visit, and sets the status of selected rows', async () => {
    // inquiry(6) was received on the 16th, after the last visit (the 15th); inquiry(2) on the 12th.
    const items = [inquiry(6), inquiry(2), inquiry(3, { status: 'done' })];
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', '/api/admin/overview', () => [200, overview]),
      route('POST', '/api/admin/visits/inquiries', () => [200, { previous: '2026-11-15T00:00:00.000Z' }]),
      route('GET', '/api/admin/inquiries', ({ query }) => [200, { items: query.get('q') === 'client 6' ? [items[0]] : items, nextCursor: null }]),
      route('POST', '/api/admin/inquiries/bulk-status', ({ body }) => [200, { changed: (body as { ids: string[] }).ids, notFound: [] }]),
    );
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Inquiries/ })).toHaveTextContent('Inquiries1 new'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'New (2)' })).toBeInTheDocument());
    const rows = () => within(screen.getByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('New since your last visit');
    expect(rows()[1]).not.toHaveTextContent('New since your last visit');

    await userEvent.click(within(rows()[0]).getByRole('checkbox'));
    await userEvent.click(within(rows()[1]).getByRole('checkbox'));
    const bar = screen.getByRole('group', { name: 'Change the selected rows' });
    expect(bar).toHaveTextContent('2 inquiries selected');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'New status' }), 'done');
    await userEvent.click(within(bar).getByRole('button', { name: 'Set status of selected' }));
    const notice = await screen.findByText('2 inquiries set to Done.');
    await waitFor(() => expect(notice.closest('[data-action-notice]')).toHaveFocus());
    expect(calls.find((c) => c.path === '/api/admin/inquiries/bulk-status')?.body).toEqual({ ids: [inquiry(6).id, inquiry(2).id], status: 'done' });

    // One found: the count is singular.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'client 6');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 inquiry found')).toBeInTheDocument();
  });
});
