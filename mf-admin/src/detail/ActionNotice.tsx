import { css, useTheme } from '@emotion/react';
import { Notice, type NoticeTone } from '@agency/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Said {
  tone: NoticeTone;
  text: string;
  /** Bumped on every action, so the same words said twice are still announced and focused. */
  n: number;
  /** False where focus must stay on the control (a select that saves as it changes). */
  focus: boolean;
}

/**
 * The one notice an area shows about the last action: a new action replaces the old notice (a
 * "granted" notice never stays beside a revocation), and focus moves to the new notice, so a
 * keyboard or screen-reader user hears what happened and goes on from there (not from the skip
 * link, where focus fell when the button that was pressed disappeared).
 */
export function useActionNotice() {
  const [said, setSaid] = useState<Said | null>(null);
  const say = useCallback(
    (tone: NoticeTone, text: string, options: { focus?: boolean } = {}) => setSaid((before) => ({ tone, text, n: (before?.n ?? 0) + 1, focus: options.focus ?? true })),
    [],
  );
  const clear = useCallback(() => setSaid(null), []);
  return { said, say, clear };
}

export function ActionNotice({ said }: { said: Said | null }) {
  const t = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (said?.focus) ref.current?.focus();
  }, [said]);
  // The live region stays mounted (a region added with its text is not announced by every reader).
  return (
    <div aria-live="polite">{said ? <div ref={ref} tabIndex={-1} data-action-notice css={css`outline: none; &:focus-visible { outline: 3px solid ${t.colors.primary}; outline-offset: 2px; border-radius: ${t.radii.md}; }`}>
      <Notice tone={said.tone}>{said.text}</Notice>
    </div> : null}</div>
  );
}
