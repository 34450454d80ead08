import { answer, api, type InitiateAnswerDto, type InitiatePaymentDto, type VerifyAnswerDto, type VerifyPaymentDto } from '@agency/platform';

// The payment calls' shapes come from the API's contract (packages/platform/src/api/schema.ts).
export type InitiateRequest = InitiatePaymentDto;
export type InitiateAnswer = InitiateAnswerDto;
export type VerifyRequest = VerifyPaymentDto;
export type VerifyAnswer = VerifyAnswerDto;

/**
 * Starts a payment. `idempotencyKey`: one per attempt (usePaymentFlow): the same key sent again
 * after a lost answer gets the first answer back, never a second payment.
 */
export function initiatePayment(body: InitiateRequest, idempotencyKey?: string): Promise<InitiateAnswer> {
  return answer(api.POST('/api/payments/initiate', { body, ...(idempotencyKey ? { params: { header: { 'Idempotency-Key': idempotencyKey } } } : {}) }));
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
