// The shell's server entry (packages/build/server-config.js), loaded by the gateway to render pages.
// The async boundary lets the federation runtime set up the shared singletons before React loads.
import type { RenderRequest, RenderedPage } from './server/renderPage';

export type { RenderRequest, RenderedPage };

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { renderPage } = await import('./server/renderPage');
  return renderPage(request);
}
