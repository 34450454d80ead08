import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec 9: the statistics count up from 0 over 2000 ms. */
export const COUNT_UP_MS = 2000;

/**
 * The figure shown, starting at `target`: the server's HTML, and a page whose scripts are late or
 * missing, show the real figure, never a 0. Once the page is live, a counter that is out of view
 * is set to 0 where nobody sees it and counts up from 0 to `target` over `duration` ms (rounding
 * down, so the end value appears only when the time is up) the first time it is scrolled into
 * view. A counter already in view when the page goes live keeps its figure: counting it up then
 * would take a figure the visitor has read down to 0.
 */
export function useCountUp<T extends Element>(target: number, duration = COUNT_UP_MS): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    let frame = 0;
    let cancelled = false;
    let first = true;
    let hidden = false;
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
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (inView) {
          observer.disconnect();
          return;
        }
        hidden = true;
        setValue(0);
        return;
      }
      if (inView && hidden) {
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
