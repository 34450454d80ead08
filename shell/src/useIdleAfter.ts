import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Becomes true once `start` is true and the browser has had an idle moment (at most `timeoutMs` later). */
export function useIdleAfter(start: boolean, timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!start || ready) return undefined;
    const w = window as IdleWindow;
    let cancelled = false;
    const go = () => {
      if (!cancelled) setReady(true);
    };
    if (w.requestIdleCallback) w.requestIdleCallback(go, { timeout: timeoutMs });
    else setTimeout(go, 200);
    return () => {
      cancelled = true;
    };
  }, [start, ready, timeoutMs]);
  return ready;
}
