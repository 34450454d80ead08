import { css, useTheme } from '@emotion/react';
import { VisuallyHidden } from '@agency/ui';
import { useCountUp } from './useCountUp';

export interface Statistic {
  value: number;
  suffix: string;
  label: string;
}

/** One statistic that counts up when it comes into view; the final figure is what assistive technology reads. */
export function StatCounter({ value, suffix, label }: Statistic) {
  const t = useTheme();
  const [ref, current] = useCountUp<HTMLDivElement>(value);
  return (
    <div ref={ref} css={css`text-align: center;`}>
      <p
        aria-hidden="true"
        data-testid="stat-value"
        css={css`
          font-family: ${t.fonts.display};
          font-size: ${t.fontSizes.h1};
          font-weight: 700;
          color: ${t.colors.accent};
          font-variant-numeric: tabular-nums;
          line-height: 1.1;
        `}
      >
        {current}
        {suffix}
      </p>
      <VisuallyHidden>
        {value}
        {suffix} {label}
      </VisuallyHidden>
      <p aria-hidden="true" css={css`margin-top: ${t.space(2)}; color: ${t.colors.textOnDarkMuted}; font-weight: 500;`}>
        {label}
      </p>
    </div>
  );
}
