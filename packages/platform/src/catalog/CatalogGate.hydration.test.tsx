import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PartCommitted, ReadinessProvider, useReadyPart } from '../remotes/readiness';
import { resetCatalogCache } from './catalog';
import { CATALOG, mockFetch, serverBlock } from './catalog.fixture';
import { CatalogGate } from './CatalogGate';

// React's act() with a root made here (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Notes when the catalog's content has committed: hydrated, so a tap or a choice there reaches React. */
function KitName({ name, onCommitted }: { name: string; onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return <p>{name}</p>;
}

/** A page as the shell has it: one part, ready once everything in it is live (shell/src/pageReady.ts follows it). */
function Page({ onReady, onCommitted }: { onReady: () => void; onCommitted: () => void }) {
  const part = useReadyPart(onReady);
  return (
    <ReadinessProvider part={part}>
      <main>
        <CatalogGate loading={<p>Loading prices…</p>} failed={() => <p>Prices could not be loaded.</p>}>
          {(catalog) => <KitName name={catalog.kits[0].name} onCommitted={onCommitted} />}
        </CatalogGate>
      </main>
      <PartCommitted part={part} />
    </ReadinessProvider>
  );
}

let root: Root | undefined;
beforeEach(() => {
  resetCatalogCache();
  document.body.innerHTML = '';
  mockFetch(() => [200, CATALOG]);
});
afterEach(() => act(() => root?.unmount()));

describe('a page with the catalog, hydrated', () => {
  it('is called ready only once the catalog’s content has hydrated (React hydrates the boundary after its parent)', async () => {
    const events: string[] = [];
    const onReady = () => void events.push('page ready');
    const onCommitted = () => void events.push('catalog content live');
    const container = document.createElement('div');
    document.body.append(container);
    // The server's HTML with the catalog block it wrote (the gate reads the block on its first render).
    const block = serverBlock(CATALOG);
    container.innerHTML = renderToString(<Page onReady={() => undefined} onCommitted={() => undefined} />);
    block.remove();

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page onReady={onReady} onCommitted={onCommitted} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(events).toEqual(['catalog content live', 'page ready']);
  });
});
