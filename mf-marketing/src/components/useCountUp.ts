import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec 9: the statistics count up from 0 over 2000 ms. */
export const COUNT_UP_MS = 2000;

/**
 * Counts from 0 to `target` once, the first time the element is scrolled into view,
 * over `duration` ms, rounding down (so the end value appears only when the time is up).
 */
export function useCountUp<T extends Element>(target: number, duration = COUNT_UP_MS): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let frame = 0;
    let cancelled = false;
    const run = () => {
      const start = performance.now();
      const tick = () => {
        if (cancelled) return;
        const progress = Math.min(1, (performance.now() - start) / duration);
        setValue(Math.floor(target * progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      run();
      return () => {
        cancelled = true;
        cancelAnimationFrame(frame);
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, duration]);

  return [ref, value];
}
