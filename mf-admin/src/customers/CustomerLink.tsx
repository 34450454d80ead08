import { css, useTheme } from '@emotion/react';
import { Link, useLocation } from '@agency/routing';

export const customerPath = (email: string) => `/admin/customers/${encodeURIComponent(email.trim().toLowerCase())}`;

/** Where the customer page leads back to: the page its link was on. */
export interface BackTo {
  to: string;
  label: string;
}

/** The way back a customer page was given by the link that opened it (kept in the history entry, so it survives a reload). */
export function backToOf(state: unknown): BackTo | null {
  const back = (state as { back?: Partial<BackTo> } | null)?.back;
  // Only a page of the back office: the state is the browser's and could hold anything.
  return back && typeof back.to === 'string' && back.to.startsWith('/admin') && typeof back.label === 'string' ? { to: back.to, label: back.label } : null;
}

/** An e-mail address as a link to everything known about that customer; its page leads back here (`backLabel`). */
export function CustomerLink({ email, backLabel, suffix = '' }: { email: string; backLabel: string; suffix?: string }) {
  const t = useTheme();
  const { pathname } = useLocation();
  const back: BackTo = { to: pathname, label: backLabel };
  return (
    <>
      <Link to={customerPath(email)} state={{ back }} aria-label={`Customer page of ${email}`} css={css`color: ${t.colors.primary}; font-weight: 600; overflow-wrap: anywhere;`}>
        {email}
      </Link>
      {suffix}
    </>
  );
}
