import jwt from 'jsonwebtoken';
import { signToken, verifyToken } from './token';

const SECRET = 'x'.repeat(40);

describe('tokens', () => {
  it('round-trips the user', () => {
    expect(verifyToken(signToken({ email: 'a@b.co' }, SECRET, 60), SECRET)).toEqual({ email: 'a@b.co' });
  });

  it('refuses another secret, an expired token and alg=none', () => {
    expect(verifyToken(signToken({ email: 'a@b.co' }, SECRET, 60), 'y'.repeat(40))).toBeNull();
    const expired = jwt.sign({ email: 'a@b.co', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { subject: 'a@b.co', issuer: 'nyota-api' });
    expect(verifyToken(expired, SECRET)).toBeNull();
    const none = jwt.sign({ email: 'a@b.co' }, '', { algorithm: 'none', subject: 'a@b.co', issuer: 'nyota-api' });
    expect(verifyToken(none, SECRET)).toBeNull();
  });

  it('expires after the configured time', () => {
    const decoded = jwt.decode(signToken({ email: 'a@b.co' }, SECRET, 3600)) as { iat: number; exp: number };
    expect(decoded.exp - decoded.iat).toBe(3600);
  });
});
