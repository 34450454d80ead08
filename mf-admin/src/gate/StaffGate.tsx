import { css, useTheme } from '@emotion/react';
import { ApiError, RemoteMount, useAuth } from '@agency/platform';
import { Button, LoadingArea, Notice } from '@agency/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { getMe } from '../api/admin';
import { AdminFrame } from '../layout/AdminFrame';
import { useAdminMeta } from '../layout/meta';
import { StaffContext, type Staff } from '../layout/staff';

type Check = { state: 'checking' } | { state: 'staff'; staff: Staff } | { state: 'refused' } | { state: 'failed'; message: string };

/** A visitor: the site's own e-mail code sign-in (commerce's exposed SignIn), nothing re-made here. */
function SignInStep() {
  const t = useTheme();
  useAdminMeta('Sign in');
  return (
    <AdminFrame>
      <div css={css`max-width: 520px; margin: 0 auto; background: ${t.colors.surface}; border-radius: ${t.radii.lg}; padding: ${t.space(6)}; box-shadow: ${t.shadows.sm};`}>
        <RemoteMount id="commerce/SignIn" props={{ heading: 'Sign in to the back office' }} label="The sign-in form" area="inline" minHeight="240px" />
      </div>
    </AdminFrame>
  );
}

/** A signed-in customer (the API answered 403): a clear refusal and a way to switch accounts. */
function NotAllowed({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const t = useTheme();
  useAdminMeta('Not allowed');
  return (
    <AdminFrame>
      <div css={css`max-width: 640px; margin: 0 auto; display: grid; gap: ${t.space(4)};`}>
        <Notice tone="error" title="Not allowed">
          You are signed in as {email}, which is not a staff address. The back office is only for Nyota Creative staff.
        </Notice>
        <div>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out and use another e-mail
          </Button>
        </div>
      </div>
    </AdminFrame>
  );
}

function Checking() {
  useAdminMeta('Back office');
  return (
    <AdminFrame>
      <LoadingArea label="Checking your access…" minHeight="200px" />
    </AdminFrame>
  );
}

/**
 * Who may see the back office is the server's decision, asked on every visit (GET /api/admin/me):
 * a staff address removed from STAFF_EMAILS is refused at once, whatever its token says.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { isSignedIn, user, token, logout } = useAuth();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const email = user?.email ?? '';

  useEffect(() => {
    if (!isSignedIn) return undefined;
    let live = true;
    setCheck({ state: 'checking' });
    getMe()
      .then((me) => live && setCheck({ state: 'staff', staff: { email: me.email, colleagues: me.colleagues ?? [] } }))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 403) setCheck({ state: 'refused' });
        // An expired or forged token: sign out, which shows the sign-in step again.
        else if (e instanceof ApiError && e.status === 401) logout();
        else setCheck({ state: 'failed', message: e instanceof ApiError ? e.message : 'The back office could not be reached.' });
      });
    return () => {
      live = false;
    };
  }, [isSignedIn, token, attempt, logout]);

  if (!isSignedIn) return <SignInStep />;
  if (check.state === 'refused') return <NotAllowed email={email} onSignOut={logout} />;
  if (check.state === 'failed') return <CheckFailed message={check.message} onRetry={() => setAttempt((n) => n + 1)} />;
  if (check.state === 'checking') return <Checking />;
  return (
    <StaffContext.Provider value={check.staff}>
      <AdminFrame staff>{children}</AdminFrame>
    </StaffContext.Provider>
  );
}

function CheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useAdminMeta('Back office');
  return (
    <AdminFrame>
      <Notice tone="error" title="Something went wrong">
        {message}{' '}
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      </Notice>
    </AdminFrame>
  );
}
