import { css, useTheme } from '@emotion/react';

/** The quick-reply chips of spec 2.10. */
export const QUICK_REPLIES = ['Services', 'Pricing', 'Contact'] as const;

/** Chips that put their word in the input (they do not send it, so it can still be edited). */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const t = useTheme();
  return (
    <div
      role="group"
      aria-label="Quick replies"
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${t.space(2)};
        padding: ${t.space(3)} ${t.space(4)} 0;
      `}
    >
      {QUICK_REPLIES.map((label) => (
        <button
          key={label}
          type="button"
          onClick={() => onPick(label)}
          css={css`
            min-height: 32px;
            padding: 0 ${t.space(3)};
            border-radius: ${t.radii.pill};
            border: 1.5px solid ${t.colors.primary};
            background: ${t.colors.surface};
            color: ${t.colors.primary};
            font-size: ${t.fontSizes.xs};
            font-weight: 600;
            cursor: pointer;
            transition: background ${t.durations.base}, color ${t.durations.base};
            &:hover { background: ${t.colors.primary}; color: ${t.colors.primaryContrast}; }
          `}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
