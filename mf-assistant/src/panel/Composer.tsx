import { css, useTheme } from '@emotion/react';
import { SendIcon, VisuallyHidden } from '@agency/ui';
import { useId, useLayoutEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { canSend } from '../chat/message';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

const MAX_INPUT_HEIGHT_PX = 120;

/**
 * The message input (spec 5.3): Enter sends, Shift+Enter starts a new line, and a blank message
 * cannot be sent (the send button is disabled too).
 */
export function Composer({ value, onChange, onSend, inputRef }: ComposerProps) {
  const t = useTheme();
  const inputId = useId();
  const sendable = canSend(value);

  // Grows with its text up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendable) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) onSend();
  };

  return (
    <form
      onSubmit={submit}
      css={css`
        display: flex;
        align-items: flex-end;
        gap: ${t.space(2)};
        padding: ${t.space(3)} ${t.space(4)} ${t.space(4)};
      `}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>Your message</VisuallyHidden>
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message…"
        enterKeyHint="send"
        css={css`
          flex: 1;
          min-height: 44px;
          max-height: ${MAX_INPUT_HEIGHT_PX}px;
          padding: 10px ${t.space(4)};
          border: 1.5px solid ${t.colors.line};
          border-radius: 22px;
          background: ${t.colors.canvas};
          font-size: ${t.fontSizes.sm};
          line-height: 1.5;
          resize: none;
          overflow-y: auto;
          transition: border-color ${t.durations.base};
          &::placeholder { color: ${t.colors.textMuted}; }
          &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 1px; border-color: ${t.colors.primary}; border-radius: 22px; }
        `}
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={!sendable}
        css={css`
          flex: none;
          width: 44px;
          height: 44px;
          display: grid;
          place-items: center;
          border: 0;
          border-radius: 50%;
          background: ${t.colors.accent};
          color: ${t.colors.ink};
          cursor: pointer;
          transition: background ${t.durations.base}, opacity ${t.durations.base};
          &:hover:not(:disabled) { background: ${t.colors.primary}; color: ${t.colors.primaryContrast}; }
          &:disabled { opacity: 0.45; cursor: not-allowed; }
          &:focus-visible { border-radius: 50%; }
        `}
      >
        <SendIcon size={20} />
      </button>
    </form>
  );
}
