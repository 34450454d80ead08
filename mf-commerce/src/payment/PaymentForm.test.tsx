import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOG, mockFetch, renderWithProviders } from '../test/render';
import { CARD_NOTE } from './PaymentFields';
import { PaymentForm } from './PaymentForm';
import { browser, MAX_POLLS, MESSAGES, POLL_INTERVAL_MS } from './usePaymentFlow';

const plan = CATALOG.plans[1];

function fill() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Amina' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nakato' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+256772000111' } });
  fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'mtn' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '256772000111' } });
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
const flush = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
});

// Each test starts without a draft of the tab before (sessionStorage lives as long as the test file).
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('PaymentForm', () => {
  it('shows each message on submit and clears one as soon as its field is edited', () => {
    mockFetch(() => [500, undefined]);
    renderWithProviders(<PaymentForm item={plan} />);
    pay();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Provider is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'A' } });
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('on a submit with fields to fix moves focus to the first of them, in the form’s order, once its message is shown', () => {
    mockFetch(() => [500, undefined]);
    renderWithProviders(<PaymentForm item={plan} />);
    pay();
    const first = screen.getByLabelText('First name');
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('First name is required');
    fireEvent.change(first, { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nakato' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@example.com' } });
    pay();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it('asks for no card details: choosing card says the provider page collects them', () => {
    mockFetch(() => [500, undefined]);
    renderWithProviders(<PaymentForm item={plan} />);
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'card' } });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Expiry date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CVV')).not.toBeInTheDocument();
    expect(screen.getByText(CARD_NOTE)).toBeInTheDocument();
  });

  it('shows a number the server refuses (wrong network or country) under the mobile number field, focused', async () => {
    const message = 'This is not an MTN number. Check the number or choose the other provider.';
    mockFetch(() => [400, { message, errors: { mobile_number: [message] } }]);
    renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    await flush();
    // No timer to wait for: focus moves in the render that shows the message.
    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: '0772 000 111' } });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('sends the server price of the chosen currency and never sends card details', async () => {
    const { calls } = mockFetch(() => [200, { redirect_url: 'https://pay.example/checkout' }]);
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<PaymentForm item={plan} />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RWF' } });
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('RWF 255,000');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nakato' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+250788000111' } });
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'card' } });
    pay();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await flush();
    expect(calls[0].url).toBe('/api/payments/initiate');
    expect(calls[0].body).toEqual({
      itemKey: 'brand-training-pro',
      firstName: 'Amina',
      lastName: 'Nakato',
      email: 'amina@example.com',
      phone: '+250788000111',
      currency: 'RWF',
      amount: 255000,
      payment_method: 'card',
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout');
    assign.mockRestore();
  });

  it('sends one Idempotency-Key per attempt: the same one again after a lost answer, a new one for another request', async () => {
    let first = true;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/initiate') && first) {
        first = false;
        return [502, { message: 'The payment provider could not be reached. Please try again.' }];
      }
      if (call.url.endsWith('/initiate')) return [400, { message: 'Refused', errors: { mobile_number: ['Refused'] } }];
      return [200, { success: false, status: 'PENDING', message: '', reference: 'NCREF0', transactionId: '', itemKey: plan.key }];
    });
    renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The payment provider could not be reached. Please try again.'));
    pay();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/initiate'))).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('Refused').length).toBeGreaterThan(0));
    // The 400 answered: that attempt is over; a changed request is a new attempt.
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '256772000117' } });
    pay();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/initiate'))).toHaveLength(3));
    const keys = calls.filter((c) => c.url.endsWith('/initiate')).map((c) => c.headers?.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the server’s word while polling when the provider answered late', async () => {
    const late = "We're confirming your payment with MTN; you'll find it on your dashboard once it's approved";
    mockFetch((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCLATE', status: 'PENDING', amount: 550000, currency: 'UGX', message: late }];
      return [200, { success: false, status: 'PENDING', message: '', reference: 'NCLATE', transactionId: '', itemKey: plan.key }];
    });
    renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    await waitFor(() => expect(screen.getByText(late).closest('[role="status"]')).not.toBeNull());
    expect(screen.queryByText(MESSAGES.waiting)).not.toBeInTheDocument();
  });

  it('polls verify every 5 s after a reference without redirect, then moves to the success page with the ids', async () => {
    jest.useFakeTimers();
    let verifies = 0;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCREF1' }];
      verifies += 1;
      return [200, { success: verifies >= 3, status: verifies >= 3 ? 'COMPLETED' : 'PENDING', message: '', reference: 'NCREF1', transactionId: 'TX9', itemKey: plan.key }];
    });
    renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    await flush();
    await flush();
    expect(verifies).toBe(1);
    expect(screen.getByText(MESSAGES.waiting)).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(POLL_INTERVAL_MS - 1);
    });
    expect(verifies).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await flush();
    expect(verifies).toBe(2);
    await act(async () => {
      jest.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await flush();
    expect(verifies).toBe(3);
    expect(calls.filter((c) => c.url.endsWith('/verify')).every((c) => JSON.stringify(c.body) === '{"reference":"NCREF1"}')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/success');
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toMatchObject({ transactionId: 'TX9', reference: 'NCREF1' });
  });

  it('stops polling when unmounted (the dialog closed)', async () => {
    jest.useFakeTimers();
    let verifies = 0;
    mockFetch((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCREF2' }];
      verifies += 1;
      return [200, { success: false, status: 'PENDING', message: '', reference: 'NCREF2', transactionId: '', itemKey: plan.key }];
    });
    const view = renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    await flush();
    await flush();
    expect(verifies).toBe(1);
    view.unmount();
    await act(async () => {
      jest.advanceTimersByTime(POLL_INTERVAL_MS * 5);
    });
    expect(verifies).toBe(1);
  });

  it('gives up after a bounded number of checks with a clear message', async () => {
    jest.useFakeTimers();
    let verifies = 0;
    mockFetch((call) => {
      if (call.url.endsWith('/initiate')) return [200, { reference: 'NCREF3' }];
      verifies += 1;
      return [200, { success: false, status: 'PENDING', message: '', reference: 'NCREF3', transactionId: '', itemKey: plan.key }];
    });
    renderWithProviders(<PaymentForm item={plan} />);
    fill();
    pay();
    for (let i = 0; i < MAX_POLLS + 2; i++) {
      await flush();
      await act(async () => {
        jest.advanceTimersByTime(POLL_INTERVAL_MS);
      });
    }
    await flush();
    expect(verifies).toBe(MAX_POLLS);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.gaveUp);
    // The truth: the server settles it without this page, and the download appears on the dashboard.
    expect(MESSAGES.gaveUp).toMatch(/confirmed automatically, even if you close this page/);
    expect(MESSAGES.gaveUp).toMatch(/download will appear on your dashboard once the provider confirms/);
  });

  describe('the payer’s draft in this tab', () => {
    const PAYER = 'agency:draft:commerce:payer';

    it('gives the payer’s fields back after a reload, never the payment choices or the mobile money number', async () => {
      mockFetch(() => [500, undefined]);
      const first = renderWithProviders(<PaymentForm item={plan} />);
      fill();
      fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RWF' } });
      expect(JSON.parse(sessionStorage.getItem(PAYER)!)).toEqual({ firstName: 'Amina', lastName: 'Nakato', email: 'amina@example.com', phone: '+256772000111' });
      first.unmount(); // the tab is reloaded

      renderWithProviders(<PaymentForm item={plan} />);
      await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Amina'));
      expect(screen.getByLabelText('Last name')).toHaveValue('Nakato');
      expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
      expect(screen.getByLabelText('Phone number')).toHaveValue('+256772000111');
      expect(screen.getByLabelText('Currency')).toHaveValue('UGX');
      expect(screen.getByLabelText('Provider')).toHaveValue('');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    });

    it('keeps no draft where the payer’s fields are not shown (the subscription’s payment step)', () => {
      mockFetch(() => [500, undefined]);
      renderWithProviders(<PaymentForm item={plan} withPersonal={false} initial={{ firstName: 'Eric', lastName: 'M', email: 'eric@example.com', phone: '1' }} />);
      fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0772' } });
      expect(sessionStorage.getItem(PAYER)).toBeNull();
    });

    it('forgets the payer’s and the subscription’s drafts once the payment is made', async () => {
      jest.useFakeTimers();
      sessionStorage.setItem('agency:draft:commerce:subscription-details', JSON.stringify({ firstName: 'Eric' }));
      mockFetch((call) =>
        call.url.endsWith('/initiate')
          ? [200, { reference: 'NCREF4' }]
          : [200, { success: true, status: 'COMPLETED', message: '', reference: 'NCREF4', transactionId: 'TX4', itemKey: plan.key }],
      );
      renderWithProviders(<PaymentForm item={plan} />);
      fill();
      expect(sessionStorage.getItem(PAYER)).not.toBeNull();
      pay();
      await flush();
      await flush();
      expect(screen.getByTestId('location')).toHaveTextContent('/payment/success');
      expect(sessionStorage.getItem(PAYER)).toBeNull();
      expect(sessionStorage.getItem('agency:draft:commerce:subscription-details')).toBeNull();
    });

    it('keeps the draft when the payment fails', async () => {
      mockFetch(() => [502, { message: 'The provider is unreachable' }]);
      renderWithProviders(<PaymentForm item={plan} />);
      fill();
      pay();
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent('The provider is unreachable');
      expect(JSON.parse(sessionStorage.getItem(PAYER)!)).toMatchObject({ firstName: 'Amina' });
    });
  });
});
