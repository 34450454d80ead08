import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HubResource } from '../api/catalog';
import { CATALOG, mockFetch, renderWithProviders, type FetchCall } from '../test/render';
import { POLL_INTERVAL_MS } from '../payment/usePaymentFlow';
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

const accountWith = (downloads: string[]) => ({
  email: 'amina@example.com',
  payments: [],
  entitlements: [],
  withdrawn: [],
  downloads: downloads.map((id) => ({ id, title: id, type: 'DOCX', url: `/api/drive/download/${id}` })),
});

/** Opened signed in; the account owns nothing unless the test answers /api/account itself. */
async function open(respond: (call: FetchCall) => [number, unknown]) {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify({ email: 'amina@example.com' }));
  const fetched = mockFetch((call) => (call.url.endsWith('/api/account') ? [200, accountWith([])] : respond(call)));
  renderWithProviders(<AccessDialog resource={resource} access={CATALOG.resourceAccess} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Persona guide' });
  await within(dialog).findByRole('form', { name: 'Pay for Resource Hub one-time access' });
  return { ...fetched, dialog };
}

function payByMobile(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Amina' } });
  fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Nakato' } });
  fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '+256700000000' } });
  fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'mtn' } });
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '0772 100 002' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
}

const verifyAnswer = (status: string, message = '') => [200, { success: status === 'COMPLETED', status, message, reference: 'NCHUB1', transactionId: 'TXH', itemKey: 'resource-access' }] as [number, unknown];

afterEach(() => window.localStorage.clear());

describe('AccessDialog (the site payment form, in the hub)', () => {
  it('asks the account first, then shows the one payment form with the account e-mail locked and the price once', async () => {
    const { calls, dialog } = await open(() => [500, undefined]);
    expect(calls[0].url).toMatch(/\/api\/account$/);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    // The dialog is titled with the resource; the sum is the form's "Total", not a second title.
    expect(within(dialog).getByTestId('payment-amount')).toHaveTextContent('UGX 180,000');
    expect(within(dialog).getByText('Total')).toBeInTheDocument();
    expect(within(dialog).getAllByLabelText(/^(Phone number|Mobile number)$/).map((f) => f.getAttribute('name'))).toEqual(['phone', 'mobileNumber']);
  });

  it('moves on by itself once the payment is settled: Payment Successful with Download Now, no success page', async () => {
    let verifies = 0;
    let settled = false;
    const { calls, dialog } = await open((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCHUB1', status: 'PENDING' }];
      verifies += 1;
      return verifyAnswer(settled ? 'COMPLETED' : 'PENDING');
    });
    payByMobile(dialog);
    await flush();
    expect(calls.find((c) => c.url.endsWith('/initiate'))?.body).toEqual({
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
    expect(within(dialog).getByText('Approve the payment prompt on your phone. We check every 5 seconds.')).toBeInTheDocument();
    // The spec's transaction id is there for whoever wants it, filled in from the payment request.
    expect(within(dialog).getByLabelText(/Transaction ID/)).toHaveValue('NCHUB1');
    expect(verifies).toBe(1);
    // The phone approves; the next check (5 s later) finds it settled, with nothing pressed.
    settled = true;
    await waitFor(() => expect(within(dialog).getByText('Payment Successful')).toBeInTheDocument(), { timeout: POLL_INTERVAL_MS + 3000 });
    expect(verifies).toBe(2);
    expect(within(dialog).getByText('Payment Successful')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download Now' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  }, 15_000);

  it("says why a declined payment failed in the server's words and drops the waiting panel", async () => {
    const why = 'Your mobile-money balance was not enough for this payment. Nothing was charged; top up and try again.';
    const { dialog } = await open((call) => (call.url.endsWith('/initiate') ? [200, { reference: 'NCHUB2' }] : verifyAnswer('FAILED', why)));
    payByMobile(dialog);
    await flush();
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(why);
    expect(within(dialog).queryByText(/Approve the payment/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Transaction ID/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' })).toBeEnabled();
  });

  it('checks a typed transaction id without stopping the checks: required, invalid, then paid', async () => {
    const { calls, dialog } = await open((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCHUB3' }];
      const asked = (call.body as { reference: string }).reference;
      return asked === 'NCHUB3' ? verifyAnswer('PENDING') : asked === 'TXGOOD' ? verifyAnswer('COMPLETED') : [404, { message: 'Unknown payment' }];
    });
    payByMobile(dialog);
    await flush();
    const field = within(dialog).getByLabelText(/Transaction ID/);
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(HUB_MESSAGES.transactionRequired));
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'NOTAREF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await flush();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(HUB_MESSAGES.invalidTransaction));
    // The payment's own checks go on.
    expect(within(dialog).getByText('Approve the payment prompt on your phone. We check every 5 seconds.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'TXGOOD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await flush();
    expect(within(dialog).getByText('Payment Successful')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/verify')).map((c) => (c.body as { reference: string }).reference)).toEqual(['NCHUB3', 'NOTAREF', 'TXGOOD']);
  });

  it('shows a refused mobile number under its field, and another refusal in the words of the payment form', async () => {
    const message = 'This is not an MTN number. Check the number or choose the other provider.';
    let answer: [number, unknown] = [400, { message, errors: { mobile_number: [message] } }];
    const { dialog } = await open(() => answer);
    payByMobile(dialog);
    await flush();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
    answer = [502, { message: 'The provider is unreachable' }];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay UGX 180,000' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The provider is unreachable');
  });

  it('offers the download, not a second payment, when the account already has the file', async () => {
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('user', JSON.stringify({ email: 'amina@example.com' }));
    const { calls } = mockFetch(() => [200, accountWith(['free-guide', 'persona-guide'])]);
    renderWithProviders(<AccessDialog resource={resource} access={CATALOG.resourceAccess} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Persona guide' });
    expect(await within(dialog).findByTestId('access-already-unlocked')).toHaveTextContent('You already have access');
    expect(within(dialog).queryByRole('form', { name: /^Pay for/ })).toBeNull();
    expect(calls.map((c) => c.url).filter((u) => !u.endsWith('/api/account'))).toEqual([]);
  });

  describe('signing in inside the dialog', () => {
    function openSignedOut(downloads: string[], accountAnswered: Promise<void> = Promise.resolve()) {
      const fetched = mockFetch(async (call) => {
        if (call.url.endsWith('/request-code')) return [200, { message: 'sent' }];
        if (call.url.endsWith('/verify-code')) return [200, { token: 'tok.en.value' }];
        if (call.url.endsWith('/api/account')) {
          await accountAnswered;
          return [200, accountWith(downloads)];
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

    it('offers the download to a visitor whose account can already download the file', async () => {
      const { calls, dialog } = openSignedOut(['free-guide', 'persona-guide']);
      await signIn(dialog);
      expect(await within(dialog).findByTestId('access-already-unlocked')).toHaveTextContent('You already have access');
      expect(within(dialog).getByRole('button', { name: 'Download Now' })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.endsWith('/initiate'))).toHaveLength(0);
    });

    it('shows the payment form only once the account says the access is not there yet', async () => {
      let answer = () => undefined as void;
      const { calls, dialog } = openSignedOut(['free-guide'], new Promise<void>((resolve) => (answer = resolve)));
      await signIn(dialog);
      expect(await within(dialog).findByText('Checking your access...')).toBeInTheDocument();
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/account'))).toBe(true));
      expect(within(dialog).queryByRole('form', { name: /^Pay for/ })).toBeNull();
      answer();
      expect(await within(dialog).findByRole('form', { name: 'Pay for Resource Hub one-time access' })).toBeInTheDocument();
      expect(within(dialog).queryByTestId('access-already-unlocked')).toBeNull();
    });
  });
});
