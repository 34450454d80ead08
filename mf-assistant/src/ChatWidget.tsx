import { css, useTheme } from '@emotion/react';
import { ChatIcon } from '@agency/ui';

// Placeholder: the assistant issue builds the chat panel.
export default function ChatWidget() {
  const t = useTheme();
  return (
    <button
      type="button"
      aria-label="Open chat"
      data-testid="chat-launcher"
      css={css`
        position: fixed;
        right: 20px;
        bottom: 20px;
        z-index: ${t.zIndex.chat};
        width: 60px;
        height: 60px;
        border-radius: 50%;
        border: 0;
        background: ${t.colors.accent};
        color: ${t.colors.ink};
        box-shadow: ${t.shadows.lg};
        display: grid;
        place-items: center;
        cursor: pointer;
      `}
    >
      <ChatIcon />
    </button>
  );
}
