import { css, keyframes, useTheme } from '@emotion/react';

/*
 * The highlight slides with `transform` on a layer of its own, so the compositor thread moves it
 * and the page's main thread never repaints it. The earlier shimmer animated `background-position`,
 * which repaints every bar on the main thread at every frame, a paint task per frame during
 * hydration, the main thread's busiest time, when a page shows many bars while the catalog loads.
 */
const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(100%); }`;

/** A grey bar standing in for a line of text or a price while it loads (decorative: hidden from assistive technology). */
export function SkeletonBar({ width = '100%', height = 16 }: { width?: string; height?: number }) {
  const t = useTheme();
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton-bar"
      css={css`
        position: relative;
        overflow: hidden;
        width: ${width};
        height: ${height}px;
        border-radius: 6px;
        background: ${t.colors.sand};
        &::after {
          content: '';
          position: absolute;
          inset: 0;
          background: linear-gradient(90deg, transparent, ${t.colors.canvas}, transparent);
          transform: translateX(-100%);
          will-change: transform;
          animation: ${slide} 1.4s linear infinite;
        }
      `}
    />
  );
}
