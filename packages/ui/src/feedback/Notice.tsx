import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { AgencyTheme } from '../theme/theme';

export type NoticeTone = 'success' | 'error' | 'info';

/** The box of a notice of `tone`: also the one the page's global styles give the notice a page shows when its scripts could not be loaded (GlobalStyles). */
export function noticeBox(t: AgencyTheme, tone: NoticeTone): string {
  const palette = {
    success: { fg: t.colors.success, bg: t.colors.successSurface },
    error: { fg: t.colors.danger, bg: t.colors.dangerSurface },
    info: { fg: t.colors.primary, bg: t.colors.canvas },
  }[tone];
  return `
    border-radius: ${t.radii.md};
    border-left: 4px solid ${palette.fg};
    background: ${palette.bg};
    color: ${palette.fg};
    padding: ${t.space(3)} ${t.space(4)};
    font-size: ${t.fontSizes.sm};
    line-height: 1.5;
  `;
}

/**
 * An in-page message. Errors are alerts (announced at once), the rest are polite status updates.
 */
export function Notice({ tone = 'info', children, title }: { tone?: NoticeTone; children: ReactNode; title?: ReactNode }) {
  const t = useTheme();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        ${noticeBox(t, tone)}
      `}
    >
      {title ? <strong css={css`display: block; margin-bottom: ${t.space(1)};`}>{title}</strong> : null}
      {children}
    </div>
  );
}

/** A small label on a card (New, Coming soon, a category). */
export function Badge({ children, tone = 'accent' }: { children: ReactNode; tone?: 'accent' | 'primary' | 'neutral' | 'success' }) {
  const t = useTheme();
  const palette = {
    accent: { bg: t.colors.accent, fg: t.colors.ink },
    primary: { bg: t.colors.primary, fg: t.colors.primaryContrast },
    neutral: { bg: t.colors.sand, fg: t.colors.text },
    success: { bg: t.colors.successSurface, fg: t.colors.success },
  }[tone];
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${t.space(1)};
        padding: 4px 10px;
        border-radius: ${t.radii.pill};
        background: ${palette.bg};
        color: ${palette.fg};
        font-size: ${t.fontSizes.xs};
        font-weight: 600;
        letter-spacing: 0.02em;
        line-height: 1.4;
        width: fit-content;
      `}
    >
      {children}
    </span>
  );
}
