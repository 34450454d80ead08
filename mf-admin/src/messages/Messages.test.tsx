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

const message = {
  id: 'm-1',
  createdAt: '2026-11-22T12:00:00.000Z',
  name: 'Paul Okello',
  email: 'paul@example.com',
  subject: 'Logo refresh',
  message: 'Can you refresh our logo?\nWe open in March.',
  status: 'in_progress',
  notes: [],
  audit: [],
};

describe('messages', () => {
  it('lists contact messages and opens one, with every field and its status', async () => {
    const { calls } = fakeApi(
      me({ [STAFF]: 'staff' }),
      route('GET', '/api/admin/messages', () => [200, { items: [message], nextCursor: null }]),
      route('GET', '/api/admin/messages/m-1', () => [200, message]),
      route('PATCH', '/api/admin/messages/m-1', ({ body }) => [200, { ...message, ...(body as object) }]),
    );
    renderAdmin('/admin/messages');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByRole('link', { name: /Paul Okello · Logo refresh/ });
    expect(row.closest('li')).toHaveTextContent('In progress');
    await userEvent.click(row);
    const fields = await screen.findByRole('region', { name: 'The message' });
    expect(fields).toHaveTextContent('Logo refresh');
    expect(fields).toHaveTextContent(/Can you refresh our logo\?\s+We open in March\./);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done' }));
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/admin/messages');
  });
});
