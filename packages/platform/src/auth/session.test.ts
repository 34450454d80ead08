import { TOKEN_KEY, USER_KEY, clearSession, isExpired, readSession, tokenExpiry, writeSession } from './session';

function jwt(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
}

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token and the user under the names token and user (spec 3)', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
    writeSession({ token, user: { email: 'ama@example.com' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(TOKEN_KEY).toBe('token');
    expect(USER_KEY).toBe('user');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ email: 'ama@example.com' });
    expect(readSession()).toEqual({ token, user: { email: 'ama@example.com' } });
  });

  it('logout clears both entries', () => {
    writeSession({ token: 'abc', user: { email: 'a@b.co' } });
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('drops an expired token', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) - 5 });
    expect(isExpired(token)).toBe(true);
    writeSession({ token, user: { email: 'a@b.co' } });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('drops a malformed user entry', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{not json');
    expect(readSession()).toBeNull();
  });

  it('reads the expiry of a JWT and tolerates tokens without one', () => {
    expect(tokenExpiry(jwt({ exp: 123 }))).toBe(123);
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(isExpired('opaque-token')).toBe(false);
  });
});
