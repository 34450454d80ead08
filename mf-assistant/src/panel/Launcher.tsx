import { css, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { ChatIcon, CloseIcon } from '@agency/ui';
import { forwardRef } from 'react';

interface LauncherProps {
  open: boolean;
  /** The panel's id once it is there (it follows the tap a moment later: ChatWidget). */
  panelId?: string;
  onToggle: () => void;
}

/** The floating button that opens and closes the chat (spec 4: it toggles the panel). */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher({ open, panelId, onToggle }, ref) {
  const t = useTheme();
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-label={`Chat with ${brand.assistantName}`}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      data-testid="chat-launcher"
      css={css`
        position: fixed;
        right: ${t.space(4)};
        bottom: ${t.space(4)};
        z-index: ${t.zIndex.chat};
        width: ${t.layout.chatButton};
        height: ${t.layout.chatButton};
        border-radius: 50%;
        border: 0;
        background: ${open ? t.colors.primary : t.colors.accent};
        color: ${open ? t.colors.primaryContrast : t.colors.ink};
        box-shadow: ${t.shadows.lg};
        display: grid;
        place-items: center;
        cursor: pointer;
        transition: background ${t.durations.base}, color ${t.durations.base}, transform ${t.durations.base};
        &:hover { transform: translateY(-2px) scale(1.04); }
        &:focus-visible { border-radius: 50%; outline-offset: 4px; }
        ${t.mq.sm} { right: ${t.layout.chatInset}; bottom: ${t.layout.chatInset}; }
      `}
    >
      {open ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
    </button>
  );
});
