import { answer, api, type InitiateAnswerDto, type InitiatePaymentDto, type VerifyAnswerDto, type VerifyPaymentDto } from '@agency/platform';

// The payment calls' shapes come from the API's contract (packages/platform/src/api/schema.ts).
export type InitiateRequest = InitiatePaymentDto;
export type InitiateAnswer = InitiateAnswerDto;
export type VerifyRequest = VerifyPaymentDto;
export type VerifyAnswer = VerifyAnswerDto;

export function initiatePayment(body: InitiateRequest): Promise<InitiateAnswer> {
  return answer(api.POST('/api/payments/initiate', { body }));
}

export function verifyPayment(body: VerifyRequest): Promise<VerifyAnswer> {
  return answer(api.POST('/api/payments/verify', { body }));
}

/** What the success page reads from navigation state. */
export interface SuccessState {
  transactionId: string;
  reference: string;
  itemKey?: string;
}
