import { css, useTheme } from '@emotion/react';
import { Link } from '@agency/routing';

export const customerPath = (email: string) => `/admin/customers/${encodeURIComponent(email.trim().toLowerCase())}`;

/** An e-mail address as a link to everything known about that customer. */
export function CustomerLink({ email, suffix = '' }: { email: string; suffix?: string }) {
  const t = useTheme();
  return (
    <>
      <Link to={customerPath(email)} aria-label={`Customer page of ${email}`} css={css`color: ${t.colors.primary}; font-weight: 600; overflow-wrap: anywhere;`}>
        {email}
      </Link>
      {suffix}
    </>
  );
}
