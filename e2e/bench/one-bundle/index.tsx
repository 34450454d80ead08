// The same site as one webpack bundle, without module federation: the shell's frame and every
// remote's exposed module, each remote's part as a lazily loaded chunk (as the composed site loads
// a remote's part), rendered in the browser. Only for the bench's weight comparison
// (e2e/bench/one-bundle/build.mjs); the modules listed are the remotes' `exposes`.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DocumentMetaSink, configureRemoteLoader } from '@agency/platform';
import { BrowserRouter } from '@agency/routing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../../shell/src/App';
import { onPageReady } from '../../../shell/src/pageReady';

const MODULES: Record<string, () => Promise<unknown>> = {
  'marketing/routes': () => import('../../../mf-marketing/src/routes'),
  'portfolio/routes': () => import('../../../mf-portfolio/src/routes'),
  'blog/routes': () => import('../../../mf-blog/src/routes'),
  'commerce/routes': () => import('../../../mf-commerce/src/routes'),
  'commerce/PaymentDialog': () => import('../../../mf-commerce/src/exposed/PaymentDialog'),
  'commerce/SubscriptionForm': () => import('../../../mf-commerce/src/exposed/SubscriptionForm'),
  'commerce/SignIn': () => import('../../../mf-commerce/src/exposed/SignIn'),
  'assistant/ChatWidget': () => import('../../../mf-assistant/src/ChatWidget'),
};

configureRemoteLoader({
  load(id) {
    const load = MODULES[id];
    if (!load) throw new Error(`${id} is not in the one bundle`);
    return load();
  },
});

const container = document.getElementById('root') as HTMLElement;
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <CacheProvider value={createCache({ key: 'css' })}>
      <DocumentMetaSink.Provider value={null}>
        <BrowserRouter basename="/">
          <App onContentReady={() => onPageReady(container)} />
        </BrowserRouter>
      </DocumentMetaSink.Provider>
    </CacheProvider>
  </StrictMode>,
);
