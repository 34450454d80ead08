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

async function start() {
  await bootFederation('/remotes.json');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  let ready: Promise<void> | null = null;
  const onContentReady = () => (ready ??= onPageReady(container));
  // Created before hydrating: emotion moves the styles the server put beside each element into the
  // head, so the DOM React hydrates is exactly what it renders.
  const cache = createCache({ key: 'css' });
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
