import { act, lazy, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RemoteMount, forgetRemoteMounts } from './RemoteMount';
import { configureRemoteLoader } from './loader';
import { HOLD_LIMIT_MS, ReadySuspense } from './readiness';

type Page = { default: ComponentType };

// React's act() with a root made here (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function AboutPage() {
  return <p>About us</p>;
}

/** A remote's routes with one lazily loaded page, as mf-marketing's are. */
function routesWith(loadPage: () => Promise<Page>) {
  const LazyPage = lazy(loadPage);
  return function Routes() {
    return (
      <div data-remote="marketing">
        <ReadySuspense fallback={<p>Loading the page</p>}>
          <LazyPage />
        </ReadySuspense>
      </div>
    );
  };
}

/**
 * What the server sends for the remote with its page: RemoteMount's boundary and the routes' own,
 * each in its part's outline (React marks each Suspense boundary with comments; the error boundary
 * and providers add nothing).
 */
const OUTLINE = '<div data-part="" style="display:contents">';
const SERVER_HTML = `${OUTLINE}<!--$--><div data-remote="marketing">${OUTLINE}<!--$--><p>About us</p><!--/$--></div></div><!--/$--></div>`;

/** Which parts' outlines say they are live, outermost first. */
const liveParts = (root: HTMLElement) => [...root.querySelectorAll('[data-part]')].map((el) => el.hasAttribute('data-live'));

describe('a page is called ready once everything in it is live', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    configureRemoteLoader(null);
    forgetRemoteMounts();
    container.remove();
  });

  it('after hydration, waits for the lazy page inside the remote, which keeps the server HTML meanwhile', async () => {
    const page = deferred<Page>();
    configureRemoteLoader({ load: async () => ({ default: routesWith(() => page.promise) }) });
    container.innerHTML = SERVER_HTML;
    const onReady = jest.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RemoteMount id="marketing/routes" quiet onReady={onReady} />, { onRecoverableError: (e) => errors.push(e) });
    });
    // The remote's routes have hydrated; the page inside is still only the server's HTML.
    expect(container.querySelector('[data-remote="marketing"]')).not.toBeNull();
    expect(container.textContent).toBe('About us');
    expect(onReady).not.toHaveBeenCalled();
    // What the inline event capture reads: the remote is live, the page inside it not yet.
    expect(liveParts(container)).toEqual([true, false]);

    await act(async () => page.resolve({ default: AboutPage }));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(liveParts(container)).toEqual([true, true]);
    expect(container.textContent).toBe('About us');
    expect(errors).toEqual([]);
  });

  it('is ready with the remote when the page inside needs nothing more', async () => {
    configureRemoteLoader({ load: async () => ({ default: routesWith(async () => ({ default: AboutPage })) }) });
    const onReady = jest.fn();
    await act(async () => {
      createRoot(container).render(<RemoteMount id="marketing/routes" quiet onReady={onReady} />);
    });
    expect(container.textContent).toBe('About us');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a part that goes away before it is ready does not hold the page', async () => {
    const never = deferred<Page>().promise;
    const Stuck = routesWith(() => never);
    let leave: () => void = () => undefined;
    function Remote() {
      const [here, setHere] = useState(true);
      leave = () => setHere(false);
      return here ? <Stuck /> : <p>Elsewhere</p>;
    }
    configureRemoteLoader({ load: async () => ({ default: Remote }) });
    const onReady = jest.fn();
    await act(async () => {
      createRoot(container).render(<RemoteMount id="marketing/routes" quiet onReady={onReady} />);
    });
    expect(container.textContent).toBe('Loading the page');
    expect(onReady).not.toHaveBeenCalled();

    await act(async () => leave());
    expect(container.textContent).toBe('Elsewhere');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('waits for a remote mounted inside another remote (the contact page and its subscription form)', async () => {
    const form = deferred<{ default: ComponentType }>();
    function ContactPage() {
      return (
        <section>
          <RemoteMount id="commerce/SubscriptionForm" quiet />
        </section>
      );
    }
    configureRemoteLoader({
      load: (id: string) => (id === 'marketing/routes' ? Promise.resolve({ default: ContactPage }) : form.promise),
    });
    const onReady = jest.fn();
    await act(async () => {
      createRoot(container).render(<RemoteMount id="marketing/routes" quiet onReady={onReady} />);
    });
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => form.resolve({ default: () => <form aria-label="Subscribe" /> }));
    expect(container.querySelector('form')).not.toBeNull();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a part whose code never arrives stops holding the page after the limit', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const never = deferred<Page>().promise;
      configureRemoteLoader({ load: async () => ({ default: routesWith(() => never) }) });
      container.innerHTML = SERVER_HTML;
      const onReady = jest.fn();
      await act(async () => {
        hydrateRoot(container, <RemoteMount id="marketing/routes" quiet onReady={onReady} />, { onRecoverableError: () => undefined });
      });
      await act(async () => jest.advanceTimersByTime(HOLD_LIMIT_MS - 100));
      expect(onReady).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(200));
      expect(onReady).toHaveBeenCalledTimes(1);
      // The page keeps the server's HTML meanwhile.
      expect(container.textContent).toBe('About us');
    } finally {
      jest.useRealTimers();
    }
  });
});
