import { answer, api, type MessageDto, type TokenDto } from '@agency/platform';

export const SIGN_IN_MESSAGES = {
  sendFailed: 'Failed to send code. Try again.',
  invalidCode: 'Invalid code. Try again.',
} as const;

export function requestCode(email: string): Promise<MessageDto> {
  return answer(api.POST('/api/auth/request-code', { body: { email } }));
}

export function verifyCode(email: string, code: string): Promise<TokenDto> {
  return answer(api.POST('/api/auth/verify-code', { body: { email, code } }));
}
