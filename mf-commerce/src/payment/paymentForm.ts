import type { Currency } from '../api/catalog';

export type PaymentMethod = 'mobile' | 'card';
export type MobileProvider = '' | 'mtn' | 'airtel';

/** Spec 3 "payment form data". */
export interface PaymentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currency: Currency;
  method: PaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  mobileNumber: string;
  mobileProvider: MobileProvider;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

export function emptyPaymentForm(overrides: Partial<PaymentFormValues> = {}): PaymentFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    currency: 'UGX',
    method: 'mobile',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    mobileNumber: '',
    mobileProvider: '',
    ...overrides,
  };
}

const blank = (v: string) => v.trim() === '';

/** Spec 5.4: presence only, no format checks. */
export function validatePaymentForm(v: PaymentFormValues): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (blank(v.firstName)) errors.firstName = 'First name is required';
  if (blank(v.lastName)) errors.lastName = 'Last name is required';
  if (blank(v.email)) errors.email = 'Email is required';
  if (blank(v.phone)) errors.phone = 'Phone number is required';
  if (v.method === 'card') {
    if (blank(v.cardNumber)) errors.cardNumber = 'Card number is required';
    if (blank(v.expiryDate)) errors.expiryDate = 'Expiry date is required';
    if (blank(v.cvv)) errors.cvv = 'CVV is required';
  } else {
    if (blank(v.mobileNumber)) errors.mobileNumber = 'Mobile number is required';
    if (!v.mobileProvider) errors.mobileProvider = 'Provider is required';
  }
  return errors;
}
