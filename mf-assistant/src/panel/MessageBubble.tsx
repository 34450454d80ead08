import { css, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { VisuallyHidden } from '@agency/ui';
import { formatTime } from '../chat/formatTime';
import type { ChatMessage } from '../chat/message';
import { ReplyExtras } from './ReplyExtras';

/** One message: the user's on the right in the primary colour, the assistant's on the left. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useTheme();
  const mine = message.sender === 'user';
  return (
    <li
      data-testid="chat-message"
      data-sender={message.sender}
      css={css`
        display: grid;
        justify-items: ${mine ? 'end' : 'start'};
        gap: ${t.space(1)};
      `}
    >
      <p
        css={css`
          max-width: 85%;
          padding: ${t.space(3)} ${t.space(4)};
          border-radius: ${t.radii.lg};
          ${mine ? `border-bottom-right-radius: ${t.radii.sm};` : `border-bottom-left-radius: ${t.radii.sm};`}
          background: ${mine ? t.colors.primary : t.colors.surface};
          color: ${mine ? t.colors.primaryContrast : t.colors.text};
          border: 1px solid ${mine ? 'transparent' : t.colors.line};
          box-shadow: ${mine ? 'none' : t.shadows.sm};
          font-size: ${t.fontSizes.sm};
          line-height: 1.5;
          white-space: pre-line;
          overflow-wrap: anywhere;
        `}
      >
        <VisuallyHidden>{mine ? 'You: ' : `${brand.assistantName}: `}</VisuallyHidden>
        {message.text}
      </p>
      <ReplyExtras message={message} />
      <time
        dateTime={message.timestamp.toISOString()}
        css={css`
          padding: 0 ${t.space(2)};
          font-size: ${t.fontSizes.xs};
          color: ${t.colors.textMuted};
        `}
      >
        {formatTime(message.timestamp)}
      </time>
    </li>
  );
}
