import { css, useTheme } from '@emotion/react';
import { useAuth } from '@agency/platform';
import { Link, useLocation } from '@agency/routing';
import { Button, Container, VisuallyHidden } from '@agency/ui';
import type { ReactNode } from 'react';
import { countOf } from '../words/plural';
import { OverviewProvider, useOverview } from './overview';

/** The back office's parts; /admin itself is the inquiries list. */
export const SECTIONS = [
  { group: 'work', label: 'Inquiries', list: 'inquiries', to: '/admin', match: (p: string) => p === '/admin' || p.startsWith('/admin/inquiries') },
  { group: 'work', label: 'Messages', list: 'messages', to: '/admin/messages', match: (p: string) => p.startsWith('/admin/messages') },
  { group: 'work', label: 'Payments', list: 'payments', to: '/admin/payments', match: (p: string) => p.startsWith('/admin/payments') },
  // Not a work list: no "new since your last visit" count.
  { group: 'work', label: 'Failed mails', list: null, to: '/admin/mails', match: (p: string) => p.startsWith('/admin/mails') },
  // The site's content (issue 59): what staff publish.
  { group: 'content', label: 'Articles', list: null, to: '/admin/articles', match: (p: string) => p.startsWith('/admin/articles') },
  { group: 'content', label: 'Case studies', list: null, to: '/admin/case-studies', match: (p: string) => p.startsWith('/admin/case-studies') },
  { group: 'content', label: 'Resources', list: null, to: '/admin/resources', match: (p: string) => p.startsWith('/admin/resources') },
  { group: 'content', label: 'Site facts', list: null, to: '/admin/site-facts', match: (p: string) => p.startsWith('/admin/site-facts') },
] as const;

function Tabs() {
  const t = useTheme();
  const { pathname } = useLocation();
  const { overview } = useOverview();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label="Back office" css={css`min-width: 0; display: flex; flex-wrap: wrap; gap: ${t.space(1)}; ${t.mq.lg} { display: block; }`}>
      {/*
        * Wrapped, not scrolled: at 390 px a scrolling strip cut "Failed mails" at the edge. From
        * 1024 px the work lists and the site's content are a row each: eight entries do not fit one
        * row beside the signed-in address at 1440 px, and a wrap in the middle of a group read as an
        * accident. Below that both lists flow as one (each list's box is left out of the layout, its
        * items stay in it): a row per group took four rows at 390 px and pushed the list's search
        * out of the first screenful.
        */}
      {(['work', 'content'] as const).map((group) => (
        <ul
          key={group}
          aria-label={group === 'work' ? 'Work' : 'Content'}
          css={css`list-style: none; margin: 0; padding: 0; display: contents; ${t.mq.lg} { display: flex; flex-wrap: wrap; gap: ${t.space(1)}; }`}
        >
          {SECTIONS.filter((s) => s.group === group).map((s) => {
            const current = s.match(path);
            const fresh = overview && s.list ? overview[s.list].newSince : 0;
            return (
              <li key={s.to}>
                <Link
                  to={s.to}
                  aria-current={current ? 'page' : undefined}
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    gap: ${t.space(2)};
                    min-height: 44px;
                    padding: 0 ${t.space(3)};
                    border-radius: ${t.radii.md};
                    font-weight: 600;
                    white-space: nowrap;
                    text-decoration: none;
                    color: ${current ? t.colors.ink : t.colors.textOnDark};
                    background: ${current ? t.colors.accent : 'transparent'};
                    &:hover { text-decoration: underline; }
                    &:focus-visible { outline: 3px solid ${t.colors.accent}; outline-offset: 2px; }
                  `}
                >
                  {s.label}
                  {fresh ? (
                    <span
                      title={`${countOf(fresh, { one: 'new item', other: 'new items' })} since your last visit`}
                      css={css`
                        min-width: 24px;
                        padding: 0 ${t.space(2)};
                        border-radius: ${t.radii.pill};
                        background: ${current ? t.colors.ink : t.colors.accent};
                        color: ${current ? t.colors.textOnDark : t.colors.ink};
                        font-size: ${t.fontSizes.xs};
                        line-height: 24px;
                        text-align: center;
                      `}
                    >
                      {fresh}
                      <VisuallyHidden> new</VisuallyHidden>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}

/**
 * The compact staff header: the back office's name, its three lists with how many items are new
 * since the last visit, who is signed in and Sign out. One dark bar (two rows on a phone), so the
 * list starts near the top of the screen; no marketing menu, hero, footer or chat (the shell leaves
 * them out on /admin).
 */
function StaffHeader({ staff }: { staff: boolean }) {
  const t = useTheme();
  const { user, logout } = useAuth();
  return (
    <header
      css={css`
        background: ${t.colors.ink};
        color: ${t.colors.textOnDark};
        padding: ${t.space(2)} ${t.space(4)};
        ${t.mq.md} { padding: ${t.space(2)} ${t.space(8)}; }
      `}
    >
      <div
        css={css`
          max-width: ${t.layout.maxWidth};
          margin: 0 auto;
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          grid-template-areas: 'title out' 'who who' 'tabs tabs';
          align-items: center;
          gap: ${t.space(1)} ${t.space(4)};
          ${t.mq.lg} { grid-template-columns: auto minmax(0, 1fr) auto auto; grid-template-areas: 'title tabs who out'; }
        `}
      >
        <h1 css={css`grid-area: title; font-size: ${t.fontSizes.lg}; margin: 0; white-space: nowrap; color: ${t.colors.textOnDark};`}>Back office</h1>
        {staff ? (
          <>
            <div css={css`grid-area: tabs; min-width: 0;`}>
              <Tabs />
            </div>
            {user ? (
              <span css={css`grid-area: who; font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0;`}>
                Signed in as <strong>{user.email}</strong>
              </span>
            ) : null}
            <div css={css`grid-area: out;`}>
              <Button variant="ghost" size="sm" onClick={logout}>
                Sign out
              </Button>
            </div>
          </>
        ) : (
          <p css={css`grid-area: out; font-size: ${t.fontSizes.sm};`}>For Nyota Creative staff only.</p>
        )}
      </div>
    </header>
  );
}

/** Every back-office screen: the staff header, then its content from the top of the canvas. */
export function AdminFrame({ children, staff = false }: { children: ReactNode; staff?: boolean }) {
  const t = useTheme();
  const content = (
    <div css={css`min-height: 100vh; background: ${t.colors.canvas};`}>
      <StaffHeader staff={staff} />
      <div css={css`padding: ${t.space(4)} 0 ${t.space(12)};`}>
        <Container>{children}</Container>
      </div>
    </div>
  );
  return staff ? <OverviewProvider>{content}</OverviewProvider> : content;
}
