import { css, keyframes, useTheme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The loading spinner; `label` is announced to screen readers (empty = decorative). */
export function Spinner({ size = 32, label = 'Loading…' }: { size?: number; label?: string }) {
  const t = useTheme();
  return (
    <span
      role={label ? 'status' : undefined}
      aria-live={label ? 'polite' : undefined}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${t.space(2)};
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          width: ${size}px;
          height: ${size}px;
          border-radius: 50%;
          border: ${Math.max(2, Math.round(size / 10))}px solid currentColor;
          border-right-color: transparent;
          opacity: 0.8;
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      {label ? (
        <span
          css={css`
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip: rect(0 0 0 0);
            white-space: nowrap;
          `}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}

/** A spinner centred in the area that is loading (a page, a remote, a dialog body). */
export function LoadingArea({ label = 'Loading…', minHeight = '40vh' }: { label?: string; minHeight?: string }) {
  const t = useTheme();
  return (
    <div
      data-testid="loading-area"
      css={css`
        display: grid;
        place-items: center;
        min-height: ${minHeight};
        color: ${t.colors.primary};
      `}
    >
      <Spinner size={40} label={label} />
    </div>
  );
}
