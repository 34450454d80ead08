import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The case studies' clients as wordmarks (the home page's "Trusted by" strip): each client's
 * symbol, as drawn in its case-study artwork (packages/artwork/src/svg.mjs), beside its name set
 * in the display face. One colour, so the strip reads as a row of logos rather than a collage.
 */
interface Client {
  name: string;
  /** The symbol in a 100 x 100 box, drawn in currentColor. */
  symbol: ReactNode;
}

const KNOCKOUT = 'var(--wordmark-knockout, #0F2C59)';

export const CLIENTS: readonly Client[] = [
  {
    name: 'Ukweli Africa',
    symbol: (
      <>
        <circle cx="50" cy="50" r="46" fill="currentColor" />
        <path d="M28 52 L44 67 L73 34" fill="none" stroke={KNOCKOUT} strokeWidth="11" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    name: 'Green Wave Farm',
    symbol: (
      <>
        <rect x="4" y="4" width="92" height="92" rx="24" fill="currentColor" />
        <path d="M14 44 q12 -14 24 0 t24 0 t24 0 M14 64 q12 -14 24 0 t24 0 t24 0" fill="none" stroke={KNOCKOUT} strokeWidth="8" strokeLinecap="round" />
      </>
    ),
  },
  {
    name: 'Sunharvest',
    symbol: (
      <>
        <circle cx="50" cy="62" r="26" fill="currentColor" />
        {[-70, -35, 0, 35, 70].map((a) => (
          <rect key={a} x="47" y="6" width="6" height="20" rx="3" fill="currentColor" transform={`rotate(${a} 50 62)`} />
        ))}
        <rect x="8" y="84" width="84" height="8" rx="4" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Urban Pulse',
    symbol: (
      <>
        <rect x="4" y="4" width="92" height="92" rx="46" fill="currentColor" />
        <path d="M14 52 H34 L42 30 L54 74 L62 44 L68 52 H86" fill="none" stroke={KNOCKOUT} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    name: 'Money and Markets',
    symbol: (
      <>
        <rect x="4" y="4" width="92" height="92" rx="20" fill="currentColor" />
        <rect x="20" y="56" width="14" height="20" rx="3" fill={KNOCKOUT} />
        <rect x="40" y="42" width="14" height="34" rx="3" fill={KNOCKOUT} />
        <rect x="60" y="28" width="14" height="48" rx="3" fill={KNOCKOUT} />
      </>
    ),
  },
  {
    name: 'EchoTech',
    symbol: (
      <>
        <circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" strokeWidth="12" strokeDasharray="190 49" />
        <path d="M78 10 L90 34 L64 34 Z" fill="currentColor" />
        <circle cx="50" cy="50" r="12" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Slum Life Survival',
    symbol: (
      <>
        <path d="M8 52 L50 14 L92 52" fill="none" stroke="currentColor" strokeWidth="10" strokeLinejoin="round" strokeLinecap="round" />
        <circle cx="34" cy="64" r="9" fill="currentColor" />
        <circle cx="66" cy="64" r="9" fill="currentColor" />
        <circle cx="50" cy="58" r="10" fill="currentColor" />
        <path d="M20 94 q14 -22 28 0 M52 94 q14 -22 28 0 M34 94 q16 -28 32 0" fill="currentColor" />
      </>
    ),
  },
];

/** The strip's list: wraps on phones, one row from tablets. `knockout` is the colour behind. */
export function ClientWordmarks({ knockout }: { knockout: string }) {
  const t = useTheme();
  return (
    <ul
      aria-label="Clients"
      css={css`
        --wordmark-knockout: ${knockout};
        list-style: none;
        padding: 0;
        margin: ${t.space(5)} 0 0;
        display: flex;
        flex-wrap: wrap;
        gap: ${t.space(4)} ${t.space(6)};
        align-items: center;
        color: rgba(255, 255, 255, 0.78);
      `}
    >
      {CLIENTS.map((client) => (
        <li
          key={client.name}
          data-testid="client-wordmark"
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${t.space(2)};
            font-family: ${t.fonts.display};
            font-weight: 700;
            font-size: 1rem;
            letter-spacing: -0.01em;
            white-space: nowrap;
          `}
        >
          <svg viewBox="0 0 100 100" width="24" height="24" aria-hidden="true" focusable="false">
            {client.symbol}
          </svg>
          {client.name}
        </li>
      ))}
    </ul>
  );
}
