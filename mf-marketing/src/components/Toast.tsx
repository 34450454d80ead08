import { css, useTheme } from '@emotion/react';
import { CloseIcon } from '@agency/ui';
import { useEffect } from 'react';

export interface ToastMessage {
  tone: 'success' | 'error';
  text: string;
}

/** How long a toast stays before it hides itself. */
export const TOAST_MS = 8000;

/**
 * An in-page message in the corner of the screen (instead of window.alert): errors are announced
 * at once (role alert), successes politely (role status). It hides after a while or on its close button.
 */
export function Toast({ message, onDismiss }: { message: ToastMessage | null; onDismiss: () => void }) {
  const t = useTheme();
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  if (!message) return null;
  const success = message.tone === 'success';
  return (
    <div
      role={success ? 'status' : 'alert'}
      data-testid="toast"
      css={css`
        position: fixed;
        z-index: ${t.zIndex.toast};
        left: ${t.space(4)};
        right: ${t.space(4)};
        bottom: ${t.space(4)};
        margin: 0 auto;
        max-width: 520px;
        display: flex;
        align-items: flex-start;
        gap: ${t.space(3)};
        padding: ${t.space(4)} ${t.space(5)};
        border-radius: ${t.radii.md};
        border-left: 6px solid ${success ? t.colors.success : t.colors.danger};
        background: ${success ? t.colors.successSurface : t.colors.dangerSurface};
        color: ${success ? t.colors.success : t.colors.danger};
        box-shadow: ${t.shadows.lg};
        font-weight: 600;
      `}
    >
      <p css={css`flex: 1;`}>{message.text}</p>
      <button
        type="button"
        aria-label="Dismiss message"
        onClick={onDismiss}
        css={css`border: 0; background: transparent; color: inherit; cursor: pointer; padding: 0;`}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
