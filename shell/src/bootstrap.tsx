import { StrictMode } from 'react';
import { startRum } from '@agency/platform/rum';
import { routePatternOf } from './routing/routeTable';
import { reportRecoverableError } from './hydrationReport';
import { onPageReady } from './pageReady';
import { adoptServerStyles } from './styles/serverStyles';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * Loads (and so evaluates) one step's modules in a task of its own. Imported statically, react-dom,
 * emotion, the platform, the design system and the frame would all be evaluated in the one task
 * that follows the last script's arrival: a long task on a fast machine and several times longer
 * on a slow phone, with the page frozen meanwhile. Separate tasks let the browser answer input
 * between them.
 */
async function step<T>(load: () => Promise<T>): Promise<T> {
  await yieldToBrowser();
  return load();
}

async function start() {
  // Visitors' reports per remote version (canary releases): listening before any remote's code runs.
  startRum(routePatternOf);
  // The shell's own steps are built into the bootstrap chunk (the same chunk name): on a slow
  // network each file is a round trip of its own, and a page asks for more files at once than the
  // browser has connections for. Still evaluated one step per task: a module runs when imported.
  const { bootFederation } = await step(() => import(/* webpackChunkName: "bootstrap" */ '@agency/platform/federation'));
  await step(() => bootFederation('/remotes.json'));
  const { createRoot, hydrateRoot } = await step(() => import('react-dom/client'));
  const [{ default: createCache }, { CacheProvider }] = await step(() => Promise.all([import('@emotion/cache'), import('@emotion/react')]));
  const [{ DocumentMetaSink, agencyContactInPage }, { BrowserRouter }] = await step(() => Promise.all([import('@agency/platform'), import('@agency/routing')]));
  const { App } = await step(() => import(/* webpackChunkName: "bootstrap" */ './App'));
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  let ready: Promise<void> | null = null;
  // Set just before the first render starts: the parts' holds and the page's own limit both count from then.
  let renderStartedAt = 0;
  const onContentReady = () => (ready ??= onPageReady(container, renderStartedAt));
  // The server's styles are already in the head (./styles/serverStyles.ts): the cache takes them
  // as inserted, so hydrating moves and re-inserts no style element.
  const cache = createCache({ key: 'css' });
  adoptServerStyles(cache, document);
  // The same tree as the server's (shell/src/server/renderPage.tsx), with the browser's router.
  // Its navigations are transitions (react-router's v7 behaviour, opted into here): a tapped link
  // re-rendered the whole next page inside the tap's handler, so a slow phone drew nothing for
  // the tap until that page was done; now the browser paints in between (docs/decisions/main-thread.md).
  // The contact details the server rendered with (its data block): the footer hydrates with them.
  const contact = agencyContactInPage();
  const page = (
    <StrictMode>
      <CacheProvider value={cache}>
        <DocumentMetaSink.Provider value={null}>
          <BrowserRouter basename="/" future={{ v7_startTransition: true }}>
            <App onContentReady={onContentReady} contact={contact?.contact ?? null} contactText={contact?.text} />
          </BrowserRouter>
        </DocumentMetaSink.Provider>
      </CacheProvider>
    </StrictMode>
  );
  renderStartedAt = performance.now();
  if (container.dataset.ssr === 'true') {
    hydrateRoot(container, page, { onRecoverableError: reportRecoverableError });
  } else {
    // No server render (the gateway could not render this page): the browser renders it alone.
    container.replaceChildren();
    createRoot(container).render(page);
  }
  // Clicks, submits and typing made before the page was live (held by the gateway's inline script,
  // packages/gateway/src/document/event-capture.js) are played once the page is ready (./pageReady.ts).
}

void start();
