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

function storedPayment({ outage = false } = {}) {
  const item = {
    reference: 'NYO-7Q2K',
    createdAt: '2026-11-20T08:00:00.000Z',
    itemKey: 'kit-essential',
    itemName: 'Data-Driven Branding Kit',
    amount: 150000,
    currency: 'UGX',
    method: 'mobile',
    network: 'mtn',
    provider: 'momo',
    providerRef: 'momo-123',
    payingNumber: '+256772100007',
    status: 'PENDING',
    buyer: { email: 'buyer@example.com', firstName: 'Grace', lastName: 'Uwase', phone: '+256700000000', accountEmail: 'grace@example.com' },
    confirmation: null as string | null,
    entitlements: [] as Array<Record<string, unknown>>,
    history: [
      { status: 'PENDING', source: 'initiate', detail: 'Waiting for approval on the phone', createdAt: '2026-11-20T08:00:00.000Z' },
      ...[1, 2, 3].map((n) => ({ status: 'PENDING', source: 'reconcile', detail: `still pending (${n})`, createdAt: `2026-11-20T08:0${n}:00.000Z` })),
    ],
    audit: [] as Array<Record<string, unknown>>,
  };
  const base = `/api/admin/payments/${item.reference}`;
  return {
    item,
    handlers: [
      route('GET', base, () => [200, item]),
      route('POST', `${base}/check`, () => {
        if (outage) {
          const detail = 'The provider could not be reached or gave no usable answer (Payment verification failed)';
          item.history.push({ status: 'PENDING', source: 'check-now', detail, createdAt: '2026-11-23T10:00:00.000Z' });
          return [200, { ...item, checked: { reached: false, detail: 'Payment verification failed' } }];
        }
        item.status = 'COMPLETED';
        item.confirmation = 'TX-99';
        item.history.push({ status: 'COMPLETED', source: 'check-now', detail: 'Payment completed', createdAt: '2026-11-23T10:00:00.000Z' });
        item.entitlements.push({ id: 'e1', email: 'grace@example.com', itemKey: item.itemKey, source: 'payment', createdAt: '2026-11-23T10:00:00.000Z', revokedAt: null, revokedReason: null });
        return [200, { ...item, checked: { reached: true, detail: 'COMPLETED: Payment completed' } }];
      }),
      route('POST', '/api/admin/entitlements', ({ body }) => {
        const b = body as { email: string; itemKey: string; reason: string };
        if (!b.reason) return [400, { statusCode: 400, message: 'Validation failed', errors: { reason: ['reason is required'] } }];
        const e = { id: `e${item.entitlements.length + 1}`, email: b.email, itemKey: b.itemKey, source: 'staff', createdAt: '2026-11-23T10:10:00.000Z', revokedAt: null, revokedReason: null };
        item.entitlements.push(e);
        return [201, e];
      }),
      route('POST', /^\/api\/admin\/entitlements\/[^/]+\/revoke$/, ({ path, body }) => {
        const e = item.entitlements.find((x) => path.includes(`/${x.id}/`))!;
        Object.assign(e, { revokedAt: '2026-11-23T10:20:00.000Z', revokedReason: (body as { reason: string }).reason });
        return [200, e];
      }),
    ],
  };
}

describe('a payment', () => {
  it('shows item, amount, method, network, buyer, provider references, state and history', async () => {
    const { item, handlers } = storedPayment();
    fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/payments/${item.reference}`);
    const payment = await screen.findByRole('region', { name: 'The payment' });
    // Words, not codes: the item's name, the method and network, the provider.
    // The number the money was asked from, beside the buyer's own phone.
    for (const text of ['NYO-7Q2K', 'Essential Kit', 'UGX 150,000', 'Mobile money · MTN', 'Paid from+256772100007', 'Pending', 'MTN MoMo', 'momo-123']) {
      expect(payment).toHaveTextContent(text);
    }
    expect(payment).not.toHaveTextContent('kit-essential');
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    for (const text of ['Grace Uwase', 'buyer@example.com', '+256700000000', 'grace@example.com']) expect(buyer).toHaveTextContent(text);
    const history = screen.getByRole('list', { name: 'Payment history' });
    expect(history).toHaveTextContent('Waiting for approval on the phone');
    // Three identical checks are one line.
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(/checked by the scheduled check 3 times, still pending, last at November 20, 2026/);
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Last: still pending (3)');
  });

  it('"Check with the provider now" shows the answer, the new state and its entitlement', async () => {
    const { item, handlers } = storedPayment();
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/payments/${item.reference}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Check with the provider now' }));
    expect(await screen.findByText('The provider says: Completed.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/payments/NYO-7Q2K/check')).toBe(true);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Entitlements' })).toHaveTextContent('grace@example.com · Essential Kit'));
    expect(screen.getByRole('region', { name: 'The payment' })).toHaveTextContent('TX-99');
  });

  it('"Check with the provider now" during a provider outage says it could not be reached, never an answer it did not give', async () => {
    const { item, handlers } = storedPayment({ outage: true });
    fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/payments/${item.reference}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Check with the provider now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider could not be reached (Payment verification failed). The payment is still pending; try again later.');
    expect(screen.queryByText(/^The provider says/)).not.toBeInTheDocument();
  });

  it('grants access by hand only with a reason, and revokes with a reason', async () => {
    const { item, handlers } = storedPayment();
    const { calls } = fakeApi(me({ [STAFF]: 'staff' }), ...handlers);
    renderAdmin(`/admin/payments/${item.reference}`);
    const form = await screen.findByRole('form', { name: 'Grant an entitlement' });
    expect(within(form).getByLabelText(/^E-mail/)).toHaveValue('grace@example.com');
    expect(within(form).getByLabelText(/^Item/)).toHaveValue('kit-essential');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant access' }));
    expect(within(form).getByText('Say why access is granted by hand (at least 3 characters)')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Reason/)).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/admin/entitlements')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Paid in cash at the office');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant access' }));
    const granted = await screen.findByText('Access to Essential Kit granted to grace@example.com.');
    // The notice takes focus, so the keyboard goes on from what happened.
    await waitFor(() => expect(granted.closest('[data-action-notice]')).toHaveFocus());
    expect(calls.find((c) => c.path === '/api/admin/entitlements')?.body).toEqual({
      email: 'grace@example.com',
      itemKey: 'kit-essential',
      reason: 'Paid in cash at the office',
      paymentReference: 'NYO-7Q2K',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Essential Kit for grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(within(dialog).getByText('Say why the access is revoked (at least 3 characters)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/admin/entitlements/e1/revoke')?.body).toEqual({ reason: 'Refunded' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Entitlements' })).toHaveTextContent('Revoked'));
    expect(screen.getByRole('list', { name: 'Entitlements' })).toHaveTextContent('Refunded');
    // The "granted" notice is replaced, and focus is on the new one (not on the page's first link).
    expect(screen.queryByText('Access to Essential Kit granted to grace@example.com.')).toBeNull();
    const revoked = screen.getByText('Access to Essential Kit revoked for grace@example.com.');
    await waitFor(() => expect(revoked.closest('[data-action-notice]')).toHaveFocus());
    // Every grant is revoked: the form offers to grant again.
    expect(within(form).getByRole('heading', { name: 'Grant access again' })).toBeInTheDocument();
  });
});
