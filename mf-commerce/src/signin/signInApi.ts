import { apiRequest } from '@agency/platform';

export const SIGN_IN_MESSAGES = {
  sendFailed: 'Failed to send code. Try again.',
  invalidCode: 'Invalid code. Try again.',
} as const;

export function requestCode(email: string): Promise<unknown> {
  return apiRequest('/auth/request-code', { json: { email }, auth: false });
}

export function verifyCode(email: string, code: string): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/auth/verify-code', { json: { email, code }, auth: false });
}
