import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DocumentMetaSink } from '@agency/platform';
import { bootFederation } from '@agency/platform/federation';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@agency/routing';
import { App } from './App';
import { reportRecoverableError } from './hydrationReport';
import { onPageReady } from './pageReady';
import { adoptServerStyles } from './styles/serverStyles';

/**
 * Ends the current task. Loading the code, starting federation and the first hydration pass would
 * otherwise run as one long task, during which a phone can neither paint nor answer a tap.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await yieldToBrowser();
  await bootFederation('/remotes.json');
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  let ready: Promise<void> | null = null;
  const onContentReady = () => (ready ??= onPageReady(container));
  // The server's styles are already in the head (./styles/serverStyles.ts): the cache takes them
  // as inserted, so hydrating moves and re-inserts no style element.
  const cache = createCache({ key: 'css' });
  adoptServerStyles(cache, document);
  // The same tree as the server's (shell/src/server/renderPage.tsx), with the browser's router.
  const page = (
    <StrictMode>
      <CacheProvider value={cache}>
        <DocumentMetaSink.Provider value={null}>
          <BrowserRouter basename="/">
            <App onContentReady={onContentReady} />
          </BrowserRouter>
        </DocumentMetaSink.Provider>
      </CacheProvider>
    </StrictMode>
  );
  if (container.dataset.ssr === 'true') {
    hydrateRoot(container, page, { onRecoverableError: reportRecoverableError });
  } else {
    // No server render (the gateway could not render this page): the browser renders it alone.
    container.replaceChildren();
    createRoot(container).render(page);
  }
  // Clicks, submits and typing made before the page was live (held by the gateway's inline script,
  // packages/gateway/src/event-capture.js) are played once the page is ready (./pageReady.ts).
}

void start();
