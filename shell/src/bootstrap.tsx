import { bootFederation } from '@agency/platform/federation';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@agency/routing';
import { App } from './App';
import { onFirstContent } from './firstPaint';

async function start() {
  await bootFederation('/remotes.json');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  let firstContent: Promise<void> | null = null;
  const onContentReady = () => (firstContent ??= onFirstContent(container));
  // A transition lets React yield to the browser while it renders the first page, instead of one
  // long task that keeps a slow phone from answering taps.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter basename="/">
          <App onContentReady={onContentReady} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
