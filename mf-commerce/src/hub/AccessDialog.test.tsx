import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HubResource } from '../api/catalog';
import { CATALOG, mockFetch, renderWithProviders, type FetchCall } from '../test/render';
import { AccessDialog } from './AccessDialog';
import { HUB_MESSAGES } from './hubMessages';

const resource: HubResource = {
  id: 'persona-guide',
  title: 'Persona guide',
  description: 'About personas',
  type: 'DOCX',
  category: 'persona-kit',
  isNew: true,
  comingSoon: false,
  downloadUrl: null,
};

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

function open(respond: (call: FetchCall) => [number, unknown]) {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify({ email: 'amina@example.com' }));
  const fetched = mockFetch(respond);
  renderWithProviders(<AccessDialog resource={resource} access={CATALOG.resourceAccess} onClose={() => undefined} />);
  return { ...fetched, dialog: screen.getByRole('dialog', { name: 'Persona guide' }) };
}

function payByMobile(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Amina' } });
  fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Nakato' } });
  fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '+256700000000' } });
  fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'mtn' } });
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '0772 100 002' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
}

afterEach(() => window.localStorage.clear());

describe('AccessDialog (the payment flow with a transaction id)', () => {
  it('initiates for the account, fills the transaction id, says pending, then Payment Successful with Download Now', async () => {
    let verifies = 0;
    const { calls, dialog } = open((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCHUB1', status: 'PENDING' }];
      verifies += 1;
      const status = verifies === 1 ? 'PENDING' : 'COMPLETED';
      return [200, { success: status === 'COMPLETED', status, message: '', reference: 'NCHUB1', transactionId: 'TXH', itemKey: 'resource-access' }];
    });
    payByMobile(dialog);
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await flush();
    expect(calls[0].body).toEqual({
      itemKey: 'resource-access',
      firstName: 'Amina',
      lastName: 'Nakato',
      email: 'amina@example.com',
      phone: '+256700000000',
      currency: 'UGX',
      amount: 180000,
      payment_method: 'mobile',
      network: 'mtn',
      mobile_number: '0772 100 002',
    });
    const field = within(dialog).getByLabelText(/Transaction ID/);
    expect(field).toHaveValue('NCHUB1');
    // No polling here: the payer verifies.
    expect(verifies).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Payment is still pending. Approve it on your phone, then verify again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await flush();
    expect(calls.filter((c) => c.url.endsWith('/verify')).map((c) => c.body)).toEqual([{ reference: 'NCHUB1' }, { reference: 'NCHUB1' }]);
    expect(within(dialog).getByText('Payment Successful')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download Now' })).toBeInTheDocument();
    // The dialog stays: no move to the success page.
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('says "Transaction ID is required" without asking, and "Invalid or unverified transaction." for a failed one', async () => {
    const { calls, dialog } = open((call) =>
      call.url.endsWith('/initiate') ? [200, { reference: 'NCHUB2' }] : [200, { success: false, status: 'FAILED', message: 'Payment failed or was cancelled.', reference: 'NCHUB2', transactionId: 'x', itemKey: 'resource-access' }],
    );
    payByMobile(dialog);
    await flush();
    const field = within(dialog).getByLabelText(/Transaction ID/);
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(HUB_MESSAGES.transactionRequired));
    expect(field).toHaveFocus();
    expect(calls.filter((c) => c.url.endsWith('/verify'))).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'NCHUB2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(HUB_MESSAGES.invalidTransaction);
  });

  it('on a payment with fields to fix moves focus to the first of them, and asks nothing', async () => {
    const { calls, dialog } = open(() => [200, { reference: 'NCHUB3' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Amina' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Nakato' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
    expect(within(dialog).getByLabelText('Phone number')).toHaveFocus();
    expect(calls.filter((c) => c.url.endsWith('/initiate'))).toHaveLength(0);
  });

  it('shows a refused mobile number under its field, and any other refusal as "Failed to initiate payment."', async () => {
    const message = 'This is not an MTN number. Check the number or choose the other provider.';
    let answer: [number, unknown] = [400, { message, errors: { mobile_number: [message] } }];
    const { dialog } = open(() => answer);
    payByMobile(dialog);
    await flush();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    answer = [502, { message: 'The provider is unreachable' }];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(HUB_MESSAGES.initiateFailed);
  });

  describe('signing in inside the dialog', () => {
    function openSignedOut(downloads: string[], accountAnswered: Promise<void> = Promise.resolve()) {
      const fetched = mockFetch(async (call) => {
        if (call.url.endsWith('/request-code')) return [200, { message: 'sent' }];
        if (call.url.endsWith('/verify-code')) return [200, { token: 'tok.en.value' }];
        if (call.url.endsWith('/api/account')) {
          await accountAnswered;
          return [200, { email: 'amina@example.com', payments: [], entitlements: [], downloads: downloads.map((id) => ({ id, title: id, type: 'DOCX', url: `/api/drive/download/${id}` })) }];
        }
        return [500, undefined];
      });
      renderWithProviders(<AccessDialog resource={resource} access={CATALOG.resourceAccess} onClose={() => undefined} />);
      const dialog = screen.getByRole('dialog', { name: 'Persona guide' });
      return { ...fetched, dialog };
    }

    async function signIn(dialog: HTMLElement) {
      fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'amina@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      fireEvent.change(await within(dialog).findByLabelText(/^Code/), { target: { value: '123456' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and sign in' }));
    }

    it('offers the download, not a second payment, to a visitor whose account can already download the file', async () => {
      const { calls, dialog } = openSignedOut(['free-guide', 'persona-guide']);
      await signIn(dialog);
      expect(await within(dialog).findByTestId('access-already-unlocked')).toHaveTextContent('You already have access');
      expect(within(dialog).getByRole('button', { name: 'Download Now' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('form', { name: 'Pay for resource access' })).toBeNull();
      expect(calls.filter((c) => c.url.endsWith('/initiate'))).toHaveLength(0);
    });

    it('shows the payment form only once the account says the access is not there yet', async () => {
      let answer = () => undefined as void;
      const { calls, dialog } = openSignedOut(['free-guide'], new Promise<void>((resolve) => (answer = resolve)));
      await signIn(dialog);
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Checking your access...');
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/account'))).toBe(true));
      expect(within(dialog).queryByRole('form', { name: 'Pay for resource access' })).toBeNull();
      answer();
      expect(await within(dialog).findByRole('form', { name: 'Pay for resource access' })).toBeInTheDocument();
      expect(within(dialog).queryByTestId('access-already-unlocked')).toBeNull();
    });
  });
});
