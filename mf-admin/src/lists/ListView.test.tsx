import { clearSession } from '@agency/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF, captureDownloads, fakeApi, inquiry, me, renderAdmin, route, signInAs } from '../test/fakeApi';

jest.setTimeout(20_000);

beforeEach(() => signInAs(STAFF));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

/** A fake inquiries list: 25 inquiries, filtered by q and status, pages of `limit` by an index cursor. */
function inquiriesList(all = Array.from({ length: 25 }, (_, i) => inquiry(i + 1, { status: i % 5 === 0 ? 'done' : 'new' }))) {
  return route('GET', '/api/admin/inquiries', ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const status = query.get('status');
    const found = all.filter((i) => (!q || `${i.name} ${i.email} ${i.businessName}`.toLowerCase().includes(q)) && (!status || i.status === status));
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const items = found.slice(start, start + limit);
    return [200, { items, nextCursor: start + limit < found.length ? String(start + limit) : null }];
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');

describe('a back-office list', () => {
  it('shows the first page, then "Load more" follows the cursor and appends', async () => {
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), inquiriesList());
    renderAdmin('/admin');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[0]).toHaveTextContent('Client 1 · Business 1');
    expect(screen.getByText('20+ inquiries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = calls.filter((c) => c.path === '/api/admin/inquiries');
    expect(pages.map((c) => c.query.get('cursor'))).toEqual([null, '20']);
    expect(pages.every((c) => c.headers.authorization === `Bearer token-of-${STAFF}`)).toBe(true);
  });

  it('searches on submit and filters by status, both kept in the address', async () => {
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), inquiriesList());
    renderAdmin('/admin');
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'client 2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // Client 2 and Client 20 to 25.
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin?q=client+2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    // Of those, only Client 21 is done (every fifth inquiry is).
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Client 21');
    expect(rows()[0]).toHaveTextContent('Done');
    const last = calls.filter((c) => c.path === '/api/admin/inquiries').at(-1)!;
    expect([last.query.get('q'), last.query.get('status')]).toEqual(['client 2', 'done']);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin?q=client+2&status=done');
  });

  it('says when nothing matches', async () => {
    fakeApi(me({ [STAFF]: 'staff' }), inquiriesList());
    renderAdmin('/admin?q=nobody');
    expect(await screen.findByText('No inquiries match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports the list as filtered: the CSV fetched with the token and saved under the server’s name', async () => {
    const saved = captureDownloads();
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      inquiriesList(),
      route('GET', '/api/admin/inquiries.csv', () => [200, 'id,name\n', { 'Content-Disposition': 'attachment; filename="inquiries-2026-11-23.csv"' }]),
    );
    renderAdmin('/admin?q=client&status=done');
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'inquiries-2026-11-23.csv', href: 'blob:fake' }]));
    const csv = calls.find((c) => c.path === '/api/admin/inquiries.csv')!;
    expect([csv.query.get('q'), csv.query.get('status'), csv.query.get('cursor')]).toEqual(['client', 'done', null]);
    expect(csv.headers.authorization).toBe(`Bearer token-of-${STAFF}`);
  });

  it('shows the server’s error and tries again', async () => {
    let fail = true;
    fakeApi(me({ [STAFF]: 'staff' }), (call) => (fail && call.path === '/api/admin/inquiries' ? [503, { statusCode: 503, message: 'The database is busy' }] : undefined), inquiriesList());
    renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('each row opens its detail', async () => {
    fakeApi(me({ [STAFF]: 'staff' }), inquiriesList());
    renderAdmin('/admin');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(within(rows()[2]).getByRole('link')).toHaveAttribute('href', `/admin/inquiries/${inquiry(3).id}`);
  });
});
