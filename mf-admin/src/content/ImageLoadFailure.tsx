import { css, useTheme } from '@emotion/react';
import { Button } from '@agency/ui';

/**
 * A saved image the API no longer has (404): nothing to ask again, so no "Try again"; the field's
 * own Remove and upload are the way on.
 */
export function ImageMissing({ id }: { id: string }) {
  const t = useTheme();
  return (
    <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px; color: ${t.colors.danger};`}>
      Image <code>{id}</code> no longer exists: remove it, or upload another.
    </p>
  );
}

/**
 * A saved image whose details could not be loaded (a network error, a 5xx): says so, with "Try
 * again" to ask for it once more. While the answer is on its way the button is aria-disabled, not
 * disabled, so it keeps the keyboard focus (a disabled button drops it) and a second press asks
 * nothing.
 */
export function ImageLoadFailure({ id, retrying, retryLabel, onRetry }: { id: string; retrying: boolean; retryLabel: string; onRetry: (button: HTMLButtonElement) => void }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; justify-items: start; gap: ${t.space(2)}; min-width: 0; flex: 1 1 200px;`}>
      <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; color: ${t.colors.danger};`}>
        Image <code>{id}</code> could not be loaded.
      </p>
      <Button
        size="sm"
        variant="secondary"
        aria-label={retryLabel}
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
        onClick={(e) => {
          if (!retrying) onRetry(e.currentTarget);
        }}
      >
        Try again
      </Button>
    </div>
  );
}
