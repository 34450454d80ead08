import { css, useTheme, type Theme } from '@emotion/react';
import { Button, LoadingArea } from '@agency/ui';
import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteId, RemotePropsOf } from './contracts';
import { loadRemoteModule, resetRemoteModule } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PartCommitted, PartOutline, ReadinessProvider, useReadyPart } from './readiness';

type AnyComponent = ComponentType<Record<string, unknown>>;
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: RemoteId, attempt: number): LazyExoticComponent<AnyComponent> {
  const key = `${id}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const mod = (await loadRemoteModule(id)) as { default?: AnyComponent } | AnyComponent;
        const Comp = (typeof mod === 'function' ? mod : mod.default) as AnyComponent | undefined;
        if (!Comp) throw new Error(`${id} has no default export`);
        return { default: Comp };
      } catch (error) {
        // A failed load is not remembered: the next mount of this module (after navigating away
        // and back) tries again instead of showing the old failure.
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Forgets every remote component loaded so far. The server renders many pages in one process:
 * after a release of a remote, the next page must load the new version, not the one kept here.
 */
export function forgetRemoteMounts(): void {
  lazyCache.clear();
}

export interface RemoteMountProps<K extends RemoteId> {
  id: K;
  props?: RemotePropsOf<K>;
  /** Height kept while loading or failed, so the page does not jump. */
  minHeight?: string;
  /** Render nothing while loading (for overlays such as the chat button or a dialog). */
  quiet?: boolean;
  /** What the failure message calls this part of the page. */
  label?: string;
  /**
   * 'page': a whole route's content; loading and failure keep a brand-coloured band under the
   * transparent header. 'inline': a part of a page (a form, a dialog).
   */
  area?: 'page' | 'inline';
  /**
   * Called once, when the remote module has rendered (after a server render: hydrated) together
   * with every lazy page and remote inside it (./readiness.tsx). The first value given is used.
   */
  onReady?: () => void;
}

function pageBand(t: Theme, area: 'page' | 'inline') {
  return area === 'page'
    ? css`
        padding-top: ${t.layout.headerHeight};
        background: linear-gradient(${t.colors.primary} 0 ${t.layout.headerHeight}, ${t.colors.canvas} ${t.layout.headerHeight});
      `
    : css``;
}

function RemoteLoading({ minHeight, area }: { minHeight: string; area: 'page' | 'inline' }) {
  return (
    <div css={(t: Theme) => pageBand(t, area)}>
      <LoadingArea minHeight={minHeight} />
    </div>
  );
}

function RemoteError({ label, onRetry, minHeight, area }: { label: string; onRetry: () => void; minHeight: string; area: 'page' | 'inline' }) {
  const t = useTheme();
  return (
    <div
      role="alert"
      data-testid="remote-error"
      css={css`
        display: grid;
        place-items: center;
        min-height: ${minHeight};
        padding: ${t.space(8)} ${t.space(4)};
        text-align: center;
        background: ${t.colors.canvas};
        ${pageBand(t, area)};
      `}
    >
      <div css={css`max-width: 440px; display: grid; gap: ${t.space(3)}; justify-items: center;`}>
        <h2 css={css`font-size: ${t.fontSizes.h3};`}>{label} is temporarily unavailable</h2>
        <p css={css`color: ${t.colors.textMuted};`}>
          We couldn&apos;t load this part of the page. The rest of the site still works. Check your connection and try again.
        </p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

/**
 * The one way any front end mounts a remote module: spinner while it loads, an error area with
 * "Try again" if it cannot be loaded or throws, and a fresh load (not a page reload) on retry.
 */
export function RemoteMount<K extends RemoteId>({
  id,
  props,
  minHeight = '60vh',
  quiet = false,
  label = 'This section',
  area = 'inline',
  onReady,
}: RemoteMountProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const part = useReadyPart(onReady);
  const Remote = useMemo(() => lazyRemote(id, attempt), [id, attempt]);
  const onRetry = useCallback(() => {
    lazyCache.delete(`${id}#${attempt}`);
    void resetRemoteModule(id).finally(() => setAttempt((n) => n + 1));
  }, [id, attempt]);

  return (
    <ReadinessProvider part={part}>
      <PartOutline part={part} remote={id.split('/')[0]}>
        <RemoteErrorBoundary
          key={`${id}#${attempt}`}
          remoteId={id}
          renderError={() => (
            <>
              {quiet ? null : <RemoteError label={label} onRetry={onRetry} minHeight={minHeight} area={area} />}
              <PartCommitted part={part} />
            </>
          )}
        >
          <Suspense fallback={quiet ? null : <RemoteLoading minHeight={minHeight} area={area} />}>
            <Remote {...((props ?? {}) as Record<string, unknown>)} />
            <PartCommitted part={part} />
          </Suspense>
        </RemoteErrorBoundary>
      </PartOutline>
    </ReadinessProvider>
  );
}
