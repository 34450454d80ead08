import jwt from 'jsonwebtoken';

/** The signed-in user as routes see it (spec 3: the session user is an e-mail address). */
export interface AuthUser {
  email: string;
}

export function signToken(user: AuthUser, secret: string, ttlSeconds: number): string {
  return jwt.sign({ email: user.email }, secret, { algorithm: 'HS256', subject: user.email, expiresIn: ttlSeconds, issuer: 'nyota-api' });
}

/**
 * The longest life a token may claim: the ceiling of JWT_TTL_SECONDS. A token signed with the real
 * secret but without `exp` (or with a longer one) would otherwise be valid for ever.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 90 * 24 * 3600;

/** Clock skew tolerated between replicas for a token's `iat`. */
const IAT_SKEW_SECONDS = 60;

/** The user in a valid, unexpired token that states when it was issued and when it ends; null for anything else. */
export function verifyToken(token: string, secret: string): AuthUser | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: 'nyota-api' });
    if (typeof payload !== 'object' || typeof payload.email !== 'string' || payload.sub !== payload.email) return null;
    const { iat, exp } = payload;
    if (!Number.isInteger(iat) || !Number.isInteger(exp)) return null;
    const now = Math.floor(Date.now() / 1000);
    if ((iat as number) > now + IAT_SKEW_SECONDS || (exp as number) <= (iat as number)) return null;
    if ((exp as number) - (iat as number) > MAX_TOKEN_LIFETIME_SECONDS) return null;
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
