import type { MobileNetwork, PaymentMethod as ContractPaymentMethod } from '@agency/platform';
import type { Currency } from '../api/catalog';

export type PaymentMethod = ContractPaymentMethod;
export type MobileProvider = '' | MobileNetwork;

/** Spec 3 "payment form data". */
export interface PaymentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currency: Currency;
  method: PaymentMethod;
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
    mobileNumber: '',
    mobileProvider: '',
    ...overrides,
  };
}

const blank = (v: string) => v.trim() === '';

/**
 * Spec 5.4: presence only, no format checks. The card messages of 5.4 are not here: card details
 * are typed on the provider's hosted page (which checks them), never in this form.
 */
export function validatePaymentForm(v: PaymentFormValues): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (blank(v.firstName)) errors.firstName = 'First name is required';
  if (blank(v.lastName)) errors.lastName = 'Last name is required';
  if (blank(v.email)) errors.email = 'Email is required';
  if (blank(v.phone)) errors.phone = 'Phone number is required';
  if (v.method === 'mobile') {
    if (blank(v.mobileNumber)) errors.mobileNumber = 'Mobile number is required';
    if (!v.mobileProvider) errors.mobileProvider = 'Provider is required';
  }
  return errors;
}
