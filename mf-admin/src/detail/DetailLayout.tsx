import { css, useTheme } from '@emotion/react';
import { Link } from '@agency/routing';
import { Button, ChevronLeftIcon, LoadingArea, Notice } from '@agency/ui';
import type { ReactNode } from 'react';

/** A detail page: back link, heading, then its panels (main column and side column from laptops up). */
export function DetailLayout({ backTo, backLabel, title, subtitle, main, side }: { backTo: string; backLabel: string; title: string; subtitle?: ReactNode; main: ReactNode; side: ReactNode }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(6)};`}>
      <div css={css`display: grid; gap: ${t.space(2)};`}>
        <Link to={backTo} css={css`display: inline-flex; align-items: center; gap: ${t.space(1)}; color: ${t.colors.primary}; font-weight: 600; width: fit-content;`}>
          <ChevronLeftIcon size={18} /> {backLabel}
        </Link>
        <h2 css={css`font-size: ${t.fontSizes.h3}; overflow-wrap: anywhere;`}>{title}</h2>
        {subtitle ? <p css={css`color: ${t.colors.textMuted};`}>{subtitle}</p> : null}
      </div>
      <div
        css={css`
          display: grid;
          gap: ${t.space(6)};
          align-items: start;
          ${t.mq.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
        `}
      >
        <div css={css`display: grid; gap: ${t.space(6)}; min-width: 0;`}>{main}</div>
        <div css={css`display: grid; gap: ${t.space(6)}; min-width: 0;`}>{side}</div>
      </div>
    </div>
  );
}

export function DetailState({ loading, error, onRetry, noun }: { loading: boolean; error: { status: number; message: string } | null; onRetry: () => void; noun: string }) {
  if (loading) return <LoadingArea label={`Loading the ${noun}…`} minHeight="240px" />;
  if (error?.status === 404) return <Notice tone="error" title={`No such ${noun}`}>It may have been mistyped in the address.</Notice>;
  return (
    <Notice tone="error" title="Something went wrong">
      {error?.message}{' '}
      <Button variant="link" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
