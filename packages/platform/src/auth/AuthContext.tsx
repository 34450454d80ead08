import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOKEN_KEY, USER_KEY, clearSession, readSession, writeSession, type SessionUser, type StoredSession } from './session';

export interface AuthContextValue {
  user: SessionUser | null;
  token: string | null;
  isSignedIn: boolean;
  /** Called after a successful code check: stores the token and the user. */
  signIn: (token: string, email: string) => void;
  /** Clears the session (spec 4: logout clears the session). */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The e-mail sign-in provider that wraps the whole app. It lives in a shared singleton package,
 * so the shell and every remote read the same session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession());

  useEffect(() => {
    // Another tab signing in or out changes this tab too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((token: string, email: string) => {
    const next = { token, user: { email } };
    writeSession(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, isSignedIn: Boolean(session), signIn, logout }),
    [session, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
