import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { Muted } from '@agency/ui';
import type { MouseEvent } from 'react';
import type { ReplyChannel } from '../api/admin';
import { mailtoLink, telLink, whatsAppLink, type Correspondent } from './replyLinks';
import { Panel } from './Panel';

const CHANNEL_WORDS: Record<ReplyChannel, string> = { email: 'by e-mail', whatsapp: 'on WhatsApp', call: 'by phone' };

/**
 * Answering from the back office: the link opens the staff member's own mail app, WhatsApp or
 * phone; following it records the reply (and a new item moves to "in progress") through the API.
 */
export function Reply({ to, onReplied, say }: { to: Correspondent; onReplied: (channel: ReplyChannel) => Promise<void>; say: (tone: 'success' | 'error', text: string) => void }) {
  const t = useTheme();
  const links: Array<{ channel: ReplyChannel; label: string; href: string | null }> = [
    { channel: 'email', label: 'Reply by e-mail', href: mailtoLink(to) },
    { channel: 'whatsapp', label: 'WhatsApp', href: whatsAppLink(to) },
    { channel: 'call', label: 'Call', href: telLink(to) },
  ];
  // The link is followed as usual; the record is made beside it (the mail app opening is not delayed).
  const follow = (channel: ReplyChannel) => (_event: MouseEvent<HTMLAnchorElement>) => {
    onReplied(channel).then(
      () => say('success', `Reply ${CHANNEL_WORDS[channel]} recorded.`),
      (e: unknown) => say('error', e instanceof ApiError ? e.message : 'The reply could not be recorded.'),
    );
  };
  return (
    <Panel title="Answer">
      <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        {links.map((l) =>
          l.href ? (
            <li key={l.channel}>
              <a
                href={l.href}
                onClick={follow(l.channel)}
                {...(l.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  min-height: 44px;
                  padding: 0 ${t.space(4)};
                  border-radius: ${t.radii.pill};
                  border: 2px solid ${t.colors.primary};
                  color: ${l.channel === 'email' ? t.colors.textOnDark : t.colors.primary};
                  background: ${l.channel === 'email' ? t.colors.primary : 'transparent'};
                  font-weight: 600;
                  text-decoration: none;
                  &:focus-visible { outline: 3px solid ${t.colors.accent}; outline-offset: 2px; }
                `}
              >
                {l.label}
              </a>
            </li>
          ) : null,
        )}
      </ul>
      {to.phone ? <Muted>Phone {to.phone} (from their payment).</Muted> : <Muted>No phone number is known for {to.email}.</Muted>}
    </Panel>
  );
}
