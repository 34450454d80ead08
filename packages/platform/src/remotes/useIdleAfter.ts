import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Becomes true once `start` is true and then either the visitor does something (moves the pointer,
 * taps, types, scrolls) or `delayMs` have passed and the browser has an idle moment. Work that is
 * not part of reading the page (the chat, a video player's controls and playback) then never
 * competes with the page's own start on a slow phone, yet is there as soon as the visitor reaches for it.
 */
export function useIdleAfter(start: boolean, delayMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!start || ready) return undefined;
    const w = window as IdleWindow;
    let cancelled = false;
    const go = () => {
      if (!cancelled) setReady(true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, passive: true });
    const timer = window.setTimeout(() => {
      if (w.requestIdleCallback) w.requestIdleCallback(go, { timeout: 2000 });
      else go();
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, go);
    };
  }, [start, ready, delayMs]);
  return ready;
}
