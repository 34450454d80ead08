import { apiRequest } from '@agency/platform';
import type { Currency } from './catalog';

export interface InitiateRequest {
  itemKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currency: Currency;
  amount: number;
  payment_method: 'mobile' | 'card';
  network?: 'mtn' | 'airtel';
  mobile_number?: string;
}

export interface InitiateAnswer {
  redirect_url?: string;
  reference?: string;
  error?: string;
}

export interface VerifyAnswer {
  success: boolean;
  status: 'COMPLETED' | 'FAILED' | 'PENDING';
  message: string;
  reference: string;
  transactionId: string;
  itemKey: string;
}

export type VerifyRequest =
  | { reference: string }
  | { orderTrackingId: string; orderMerchantReference: string; orderNotificationType: string };

export function initiatePayment(body: InitiateRequest): Promise<InitiateAnswer> {
  return apiRequest<InitiateAnswer>('/payments/initiate', { json: body });
}

export function verifyPayment(body: VerifyRequest): Promise<VerifyAnswer> {
  return apiRequest<VerifyAnswer>('/payments/verify', { json: body });
}

/** What the success page reads from navigation state. */
export interface SuccessState {
  transactionId: string;
  reference: string;
  itemKey?: string;
}
