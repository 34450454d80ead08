import { css, useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

/** Hit area, dot and active pill, in px: `sm` under an image, `md` for a band of its own. */
const SIZES = {
  sm: { hit: 24, dot: 8, pill: 20 },
  md: { hit: 32, dot: 10, pill: 24 },
} as const;

export interface DotButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** The dot of the item shown: drawn as a wider pill in the accent colour. */
  active: boolean;
  size?: keyof typeof SIZES;
  /** On a dark band the resting dot is a light one. */
  onDark?: boolean;
  /** Names the item for assistive technology ("Show image 2 of 4"): the dot itself has no text. */
  'aria-label': string;
}

/**
 * One dot of a carousel's dot navigation (an image slider, a row of testimonials). The visible dot
 * is small; the button around it is a full tap target. The caller says which item it is and how its
 * state reads (aria-current for a slide shown, aria-pressed for a chosen quote).
 */
export function DotButton({ active, size = 'sm', onDark = false, ...button }: DotButtonProps) {
  const t = useTheme();
  const { hit, dot, pill } = SIZES[size];
  return (
    <button
      type="button"
      {...button}
      css={css`
        display: grid;
        place-items: center;
        width: ${hit}px;
        height: ${hit}px;
        padding: 0;
        border: 0;
        background: transparent;
        cursor: pointer;
        &::before {
          content: '';
          width: ${active ? pill : dot}px;
          height: ${dot}px;
          border-radius: 999px;
          background: ${active ? t.colors.accent : onDark ? 'rgba(255,255,255,0.4)' : t.colors.line};
          transition: width ${t.durations.base};
        }
      `}
    />
  );
}
