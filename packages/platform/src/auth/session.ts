/** The signed-in visitor as the browser keeps it (spec 3: e-mail only). */
export interface SessionUser {
  email: string;
}

/** Storage names fixed by the spec. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which a JWT expires, or null if it carries no readable expiry. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function isExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** Reads the session, dropping it when it is malformed or its token has expired. */
export function readSession(): StoredSession | null {
  const s = storage();
  if (!s) return null;
  const token = s.getItem(TOKEN_KEY);
  const rawUser = s.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as Partial<SessionUser>;
    if (typeof user.email !== 'string' || isExpired(token)) {
      clearSession();
      return null;
    }
    return { token, user: { email: user.email } };
  } catch {
    clearSession();
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, session.token);
  s?.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}

export function currentToken(): string | null {
  return readSession()?.token ?? null;
}
