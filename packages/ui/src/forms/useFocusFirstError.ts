import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusFirstError } from './focusFirstError';

/**
 * The focus move of every form after a failed submit (its own check, or the API's field errors):
 * call the returned function in the same update that sets the messages. Focus moves in an effect
 * keyed on that attempt, so it runs once React has rendered the messages and wired them to their
 * controls (focusFirstError finds them through that wiring). A focus in the submit handler itself,
 * or a setTimeout guessing when the render is done, would look before the messages exist.
 */
export function useFocusFirstError(rootRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstError(rootRef.current);
  }, [attempt, rootRef]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
