import { css, keyframes, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { VisuallyHidden } from '@agency/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { PANEL_HEIGHT_PX } from '../chat/constants';
import type { Conversation } from '../chat/useConversation';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { QuickReplies } from './QuickReplies';
import { TypingIndicator } from './TypingIndicator';

interface ChatPanelProps {
  id: string;
  conversation: Conversation;
  draft: string;
  onDraftChange: (draft: string) => void;
  onClose: () => void;
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** Space kept under the panel for the launcher (60 px button, its 16-20 px margin and a gap). */
const LAUNCHER_CLEARANCE = '92px';

/**
 * The open chat (spec 2.10): a non-modal dialog, so the page stays usable beside it. Focus goes
 * to the input when it opens; Escape inside it closes it.
 */
export function ChatPanel({ id, conversation, draft, onDraftChange, onClose }: ChatPanelProps) {
  const t = useTheme();
  const titleId = useId();
  const statusId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { messages, isTyping, send } = conversation;

  // Announce only replies that arrive while the panel is open, not the history shown on opening.
  const lastBot = messages.findLast((m) => m.sender === 'bot');
  const [lastBotIdAtOpen] = useState(lastBot?.id);
  const announcement = lastBot && lastBot.id !== lastBotIdAtOpen ? `${brand.assistantName}: ${lastBot.text}` : '';

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, isTyping]);

  const pickQuickReply = (text: string) => {
    onDraftChange(text);
    inputRef.current?.focus();
  };

  const sendDraft = () => {
    if (send(draft)) onDraftChange('');
    inputRef.current?.focus();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      data-testid="chat-panel"
      css={css`
        position: fixed;
        z-index: ${t.zIndex.chat};
        left: ${t.space(3)};
        right: ${t.space(3)};
        bottom: ${LAUNCHER_CLEARANCE};
        height: min(${PANEL_HEIGHT_PX}px, calc(100dvh - ${LAUNCHER_CLEARANCE} - ${t.space(3)}));
        display: flex;
        flex-direction: column;
        overflow: hidden;
        border-radius: ${t.radii.lg};
        background: ${t.colors.canvas};
        box-shadow: ${t.shadows.lg}, 0 0 0 1px rgba(11, 16, 32, 0.06);
        animation: ${rise} ${t.durations.slow} cubic-bezier(0.2, 0.8, 0.2, 1);
        ${t.mq.sm} {
          left: auto;
          right: 20px;
          width: 384px;
          bottom: calc(${LAUNCHER_CLEARANCE} + 4px);
        }
      `}
    >
      <ChatHeader titleId={titleId} statusId={statusId} onClose={onClose} />
      <div
        ref={logRef}
        role="region"
        aria-label="Conversation"
        // Focusable so keyboard users can scroll back through a long conversation.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        css={css`
          flex: 1;
          overflow-y: auto;
          overscroll-behavior: contain;
          padding: ${t.space(5)} ${t.space(4)} ${t.space(2)};
        `}
      >
        <ol css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(4)};`}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {isTyping && <TypingIndicator />}
        </ol>
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </VisuallyHidden>
      <div css={css`background: ${t.colors.surface}; border-top: 1px solid ${t.colors.line};`}>
        <QuickReplies onPick={pickQuickReply} />
        <Composer value={draft} onChange={onDraftChange} onSend={sendDraft} inputRef={inputRef} />
      </div>
    </div>
  );
}
