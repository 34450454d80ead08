import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'stream';

/**
 * For tests (`@agency/platform/testing`, in a node test environment): renders `element` as the
 * gateway does (shell/src/server/renderPage.tsx: the HTML once everything is ready or given up,
 * every part in place) and reports the errors React gave, which make the gateway leave a part to
 * the browser and not keep the page.
 */
export function renderOnServer(element: ReactNode): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const out = new PassThrough();
        let html = '';
        out.on('data', (chunk: Buffer) => (html += chunk.toString()));
        out.on('end', () => resolve({ html, errors }));
        stream.pipe(out);
      },
      onShellError: reject,
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
    });
  });
}
