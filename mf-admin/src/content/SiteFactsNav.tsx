import { css, useTheme } from '@emotion/react';
import { Link } from '@agency/routing';
import type { KindPage } from './kinds';
import { SITE_FACTS } from './kinds';

/** The site's facts: testimonials, the home page's statistics and the service pages' facts, one list each. */
export function SiteFactsNav({ current }: { current: KindPage }) {
  const t = useTheme();
  return (
    <nav aria-label="Site facts" css={css`margin-bottom: ${t.space(5)};`}>
      <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        {SITE_FACTS.map((p) => {
          const here = p.kind === current.kind;
          return (
            <li key={p.kind}>
              <Link
                to={p.path}
                aria-current={here ? 'page' : undefined}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  min-height: 44px;
                  padding: 0 ${t.space(4)};
                  border-radius: ${t.radii.pill};
                  border: 1.5px solid ${here ? t.colors.primary : t.colors.line};
                  background: ${here ? t.colors.primary : t.colors.surface};
                  color: ${here ? t.colors.textOnDark : t.colors.text};
                  font-weight: 600;
                  text-decoration: none;
                  &:hover { border-color: ${t.colors.primary}; }
                  &:focus-visible { outline: 3px solid ${t.colors.accent}; outline-offset: 2px; }
                `}
              >
                {p.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
