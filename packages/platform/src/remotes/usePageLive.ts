import { useEffect, useState } from 'react';

/**
 * True once the page is live: the shell sets `data-page-ready` on <html> when every part of the
 * first page has hydrated (shell/src/pageReady.ts), at the latest after its settle limit. False on
 * the server and in the first render, so hydration sees what the server drew.
 */
export function usePageLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const html = document.documentElement;
    const isLive = () => html.dataset.pageReady === 'true';
    if (isLive()) {
      setLive(true);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (!isLive()) return;
      observer.disconnect();
      setLive(true);
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
    return () => observer.disconnect();
  }, []);
  return live;
}
