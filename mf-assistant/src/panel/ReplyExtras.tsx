import { css, useTheme } from '@emotion/react';
import type { ChatMessage } from '../chat/message';

const money = (currency: string, amount: number) => `${currency} ${amount.toLocaleString('en-US')}`;

/**
 * What a reply points to: the pages it names and the catalog prices it quotes. Plain links: a
 * page of another remote loads as any link of the site does, and the conversation is kept by the
 * tab (sessionStorage), so it is there on the next page.
 */
export function ReplyExtras({ message }: { message: ChatMessage }) {
  const t = useTheme();
  const links = message.links ?? [];
  const prices = message.prices ?? [];
  if (!links.length && !prices.length) return null;
  const item = css`
    display: inline-block;
    padding: ${t.space(1)} ${t.space(3)};
    border: 1px solid ${t.colors.line};
    border-radius: ${t.radii.pill};
    background: ${t.colors.surface};
    color: ${t.colors.primary};
    font-size: ${t.fontSizes.xs};
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: 2px solid ${t.colors.primary};
      outline-offset: 2px;
    }
  `;
  return (
    <div css={css`display: grid; gap: ${t.space(2)}; max-width: 85%;`}>
      {prices.length ? (
        <ul aria-label="Prices" data-testid="chat-prices" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(1)}; font-size: ${t.fontSizes.sm};`}>
          {prices.map((p) => (
            <li key={p.key}>
              {p.name}: <strong>{money(p.currency, p.amount)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {links.length ? (
        <ul aria-label="Links" data-testid="chat-links" css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} css={item} {...(/^https?:/.test(l.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
