import { clearAllFormDrafts } from '@agency/ui';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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
 * The session lives in the browser's storage; this small store lets React read it with
 * useSyncExternalStore. The server (and the hydration of its HTML) sees the signed-out form, which
 * is what the server rendered; React then renders the signed-in form right after hydration.
 */
const listeners = new Set<() => void>();
let cached: { key: string; session: StoredSession | null } | null = null;

function snapshot(): StoredSession | null {
  const session = readSession();
  const key = session ? `${session.token}\n${session.user.email}` : '';
  if (!cached || cached.key !== key) cached = { key, session };
  return cached.session;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too; a sign-out there forgets this tab's drafts.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    if (event.key !== USER_KEY && event.newValue === null) clearAllFormDrafts();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => null;

/**
 * The e-mail sign-in provider that wraps the whole app. It lives in a shared singleton package,
 * so the shell and every remote read the same session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  const signIn = useCallback((token: string, email: string) => {
    writeSession({ token, user: { email } });
    notify();
  }, []);

  const logout = useCallback(() => {
    clearSession();
    // What this tab typed (payer's details, an inquiry) is not left for the next person at the computer.
    clearAllFormDrafts();
    notify();
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
