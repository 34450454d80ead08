import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` pixels. Starts false as on the server (the
 * HTML React hydrates), then reads the real position at once: a visitor who scrolled before the
 * scripts ran gets the solid header right away.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
