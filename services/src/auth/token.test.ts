import jwt from 'jsonwebtoken';
import { MAX_TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from './token';

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

  it('refuses a token without exp or iat, issued in the future, or living longer than the maximum', () => {
    const claims = { email: 'a@b.co' };
    const opts = { algorithm: 'HS256' as const, subject: 'a@b.co', issuer: 'nyota-api' };
    expect(verifyToken(jwt.sign(claims, SECRET, opts), SECRET)).toBeNull();
    expect(verifyToken(jwt.sign(claims, SECRET, { ...opts, noTimestamp: true, expiresIn: 60 }), SECRET)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(verifyToken(jwt.sign({ ...claims, iat: now + 3600, exp: now + 7200 }, SECRET, opts), SECRET)).toBeNull();
    expect(verifyToken(jwt.sign({ ...claims, iat: now, exp: now + MAX_TOKEN_LIFETIME_SECONDS + 1 }, SECRET, opts), SECRET)).toBeNull();
    expect(verifyToken(jwt.sign({ ...claims, iat: now, exp: now + MAX_TOKEN_LIFETIME_SECONDS }, SECRET, opts), SECRET)).toEqual(claims);
  });
});
