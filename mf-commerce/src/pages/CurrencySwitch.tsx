import { css, useTheme } from '@emotion/react';
import { CURRENCIES, type Currency } from '../api/catalog';

/** The currency prices are shown in when the address names none (spec 9: the default currency is UGX). */
export const DEFAULT_CURRENCY: Currency = 'UGX';

/**
 * The `currency` query parameter of /pricing and /subscribe: one of the allowed currencies (UGX,
 * RWF; any letter case), else the default. Read from the address during render (not from
 * `window`), so the server's render and the browser's hydration agree.
 */
export function currencyFrom(value: string | null): Currency {
  const upper = value?.trim().toUpperCase();
  return CURRENCIES.find((c) => c === upper) ?? DEFAULT_CURRENCY;
}

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
