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
