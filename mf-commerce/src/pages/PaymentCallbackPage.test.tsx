import { act, screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../test/render';
import PaymentCallbackPage, { SUCCESS_REDIRECT_MS } from './PaymentCallbackPage';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('PaymentCallbackPage', () => {
  it('says "Invalid payment response" without calling the API when a parameter is missing', () => {
    const { calls } = mockFetch(() => [200, {}]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid payment response');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
    expect(calls).toHaveLength(0);
  });

  it('verifies the three parameters, shows success, and moves to the success page after 3 s with the ids', async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch(() => [200, { success: true, status: 'COMPLETED', message: 'ok', reference: 'NC1', transactionId: 'TX1', itemKey: 'kit-essential' }]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=T1&OrderMerchantReference=NC1&OrderNotificationType=CALLBACKURL' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls[0].body).toEqual({ orderTrackingId: 'T1', orderMerchantReference: 'NC1', orderNotificationType: 'CALLBACKURL' });
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(SUCCESS_REDIRECT_MS - 10);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/callback');
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/payment/success');
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toMatchObject({ transactionId: 'TX1', reference: 'NC1' });
  });

  it('forgets the drafts of the payer’s details once the provider confirms a card payment (the form typed in is gone by then)', async () => {
    sessionStorage.setItem('agency:draft:commerce:payer', JSON.stringify({ firstName: 'Amina' }));
    sessionStorage.setItem('agency:draft:commerce:subscription-details', JSON.stringify({ firstName: 'Amina' }));
    mockFetch(() => [200, { success: true, status: 'COMPLETED', message: 'ok', reference: 'NC5', transactionId: 'TX5', itemKey: 'kit-essential' }]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=T5&OrderMerchantReference=NC5&OrderNotificationType=CALLBACKURL' });
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(sessionStorage.getItem('agency:draft:commerce:payer')).toBeNull();
    expect(sessionStorage.getItem('agency:draft:commerce:subscription-details')).toBeNull();
  });

  it('keeps the drafts when the payment failed (Try Again returns to the form)', async () => {
    sessionStorage.setItem('agency:draft:commerce:payer', JSON.stringify({ firstName: 'Amina' }));
    mockFetch(() => [200, { success: false, status: 'FAILED', message: 'Payment failed or was cancelled.', reference: 'NC6', transactionId: 'T6', itemKey: 'x' }]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=T6&OrderMerchantReference=NC6' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or was cancelled.');
    expect(sessionStorage.getItem('agency:draft:commerce:payer')).not.toBeNull();
  });

  it('shows the server message and Try Again when the payment failed', async () => {
    mockFetch(() => [200, { success: false, status: 'FAILED', message: 'Payment failed or was cancelled.', reference: 'NC2', transactionId: 'T2', itemKey: 'x' }]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=T2&OrderMerchantReference=NC2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or was cancelled.');
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('falls back to "Payment verification failed" when the call fails without a message', async () => {
    mockFetch(() => [500, undefined]);
    renderWithProviders(<PaymentCallbackPage />, { route: '/payment/callback?OrderTrackingId=T3&OrderMerchantReference=NC3' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed');
  });
});
