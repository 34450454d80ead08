import { css, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { Link } from '@agency/routing';

/** The wordmark: a four-point star (nyota means star in Swahili) and the name. Links home. */
export function Logo({ onDark }: { onDark: boolean }) {
  const t = useTheme();
  return (
    <Link
      to="/"
      aria-label={`${brand.name} home`}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${t.space(2.5)};
        text-decoration: none;
        color: ${onDark ? t.colors.textOnDark : t.colors.ink};
        font-family: ${t.fonts.display};
        font-weight: 700;
        font-size: 1.25rem;
        letter-spacing: -0.02em;
        transition: color ${t.durations.base};
      `}
    >
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={onDark ? t.colors.accent : t.colors.primary} />
        <path d="M32 10l5.6 16.4L54 32l-16.4 5.6L32 54l-5.6-16.4L10 32l16.4-5.6z" fill={onDark ? t.colors.ink : t.colors.accent} />
      </svg>
      <span>
        Nyota <span css={css`font-weight: 400;`}>Creative</span>
      </span>
    </Link>
  );
}
