import { css, useTheme } from '@emotion/react';
import { useAuth } from '@agency/platform';
import { Link, useLocation } from '@agency/routing';
import { Button, Container, PageHeader, Section } from '@agency/ui';
import type { ReactNode } from 'react';

/** The back office's parts; /admin itself is the inquiries list. */
export const SECTIONS = [
  { label: 'Inquiries', to: '/admin', match: (p: string) => p === '/admin' || p.startsWith('/admin/inquiries') },
  { label: 'Messages', to: '/admin/messages', match: (p: string) => p.startsWith('/admin/messages') },
  { label: 'Payments', to: '/admin/payments', match: (p: string) => p.startsWith('/admin/payments') },
] as const;

function Tabs() {
  const t = useTheme();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label="Back office" css={css`margin-top: ${t.space(8)};`}>
      <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        {SECTIONS.map((s) => {
          const current = s.match(path);
          return (
            <li key={s.to}>
              <Link
                to={s.to}
                aria-current={current ? 'page' : undefined}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  min-height: 44px;
                  padding: 0 ${t.space(5)};
                  border-radius: ${t.radii.pill};
                  border: 2px solid ${t.colors.textOnDark};
                  font-weight: 600;
                  text-decoration: none;
                  color: ${current ? t.colors.ink : t.colors.textOnDark};
                  background: ${current ? t.colors.accent : 'transparent'};
                  border-color: ${current ? t.colors.accent : 'rgba(255, 255, 255, 0.5)'};
                  &:hover { border-color: ${t.colors.accent}; }
                `}
              >
                {s.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The header every back-office screen shares (dark, under the transparent site header), then its content. */
export function AdminFrame({ children, staff = false }: { children: ReactNode; staff?: boolean }) {
  const t = useTheme();
  const { user, logout } = useAuth();
  return (
    // The canvas fills the screen down to the footer, however short the content.
    <div css={css`min-height: 100vh; background: ${t.colors.canvas};`}>
      <PageHeader title="Back office" subtitle={staff && user ? `Signed in as ${user.email}` : 'For Nyota Creative staff only.'}>
        {staff ? (
          <div css={css`display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: ${t.space(4)};`}>
            <Tabs />
            <Button variant="ghost" size="sm" onClick={logout}>
              Sign out
            </Button>
          </div>
        ) : null}
      </PageHeader>
      <Section tone="canvas" tight>
        <Container>{children}</Container>
      </Section>
    </div>
  );
}
