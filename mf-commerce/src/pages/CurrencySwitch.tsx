import { css, useTheme } from '@emotion/react';
import { CURRENCIES, type Currency } from '../api/catalog';

/** A two-option switch (radio group semantics) between UGX and RWF. */
export function CurrencySwitch({ value, onChange }: { value: Currency; onChange: (c: Currency) => void }) {
  const t = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label="Currency"
      css={css`
        display: inline-flex;
        padding: ${t.space(1)};
        border-radius: ${t.radii.pill};
        background: ${t.colors.surface};
        border: 1px solid ${t.colors.line};
      `}
    >
      {CURRENCIES.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={value === c}
          onClick={() => onChange(c)}
          css={css`
            min-height: 40px;
            min-width: 72px;
            padding: 0 ${t.space(4)};
            border: 0;
            border-radius: ${t.radii.pill};
            font-weight: 700;
            cursor: pointer;
            background: ${value === c ? t.colors.primary : 'transparent'};
            color: ${value === c ? t.colors.primaryContrast : t.colors.text};
            &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
          `}
        >
          {c}
        </button>
      ))}
    </div>
  );
}
