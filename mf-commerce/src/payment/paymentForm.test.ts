import { emptyPaymentForm, validatePaymentForm } from './paymentForm';

describe('validatePaymentForm (spec 5.4)', () => {
  it('always requires the four personal fields, and the two mobile fields for mobile money', () => {
    expect(validatePaymentForm(emptyPaymentForm())).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      mobileNumber: 'Mobile number is required',
      mobileProvider: 'Provider is required',
    });
  });

  it('asks for no card details for cards (they are typed on the provider page) and not the mobile fields', () => {
    expect(validatePaymentForm(emptyPaymentForm({ method: 'card' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('checks presence only: whitespace is missing, any other text passes', () => {
    const values = emptyPaymentForm({ firstName: ' ', lastName: 'x', email: 'not-an-email', phone: '1', mobileNumber: '2', mobileProvider: 'airtel' });
    expect(validatePaymentForm(values)).toEqual({ firstName: 'First name is required' });
  });

  it('defaults to UGX', () => {
    expect(emptyPaymentForm().currency).toBe('UGX');
  });
});
