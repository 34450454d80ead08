import jwt from 'jsonwebtoken';

/** The signed-in user as routes see it (spec 3: the session user is an e-mail address). */
export interface AuthUser {
  email: string;
}

export function signToken(user: AuthUser, secret: string, ttlSeconds: number): string {
  return jwt.sign({ email: user.email }, secret, { algorithm: 'HS256', subject: user.email, expiresIn: ttlSeconds, issuer: 'nyota-api' });
}

/** The user in a valid, unexpired token; null for anything else. */
export function verifyToken(token: string, secret: string): AuthUser | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: 'nyota-api' });
    if (typeof payload !== 'object' || typeof payload.email !== 'string' || payload.sub !== payload.email) return null;
    return { email: payload.email };
  } catch {
    return null;
  }
}

/**
 * The user of an `Authorization: Bearer <token>` header, or null. The scheme's name is
 * case-insensitive (RFC 9110 11.1, RFC 6750 2.1): `bearer` was refused with 401 before.
 */
export function userOfAuthorization(header: string | undefined, secret: string): AuthUser | null {
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(header ?? '');
  return match ? verifyToken(match[1], secret) : null;
}
