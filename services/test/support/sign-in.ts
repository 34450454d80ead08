import request from 'supertest';
import { codeIn, type CaughtMail } from './smtp-catcher';

/**
 * The normal e-mail sign-in against a test app: the code from the mail the catcher received,
 * exchanged for a token.
 */
export async function signInByMail(server: Parameters<typeof request>[0], mails: CaughtMail[], email: string): Promise<string> {
  const before = mails.length;
  await request(server).post('/api/auth/request-code').send({ email }).expect(200);
  const code = codeIn(mails[before].raw);
  return (await request(server).post('/api/auth/verify-code').send({ email, code }).expect(200)).body.token as string;
}
