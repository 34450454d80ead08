// stand-in until the content gate lands: no data block, no tags, no stale copy; the props are the real gate's.
import { use, useEffect, useState, type ReactNode } from 'react';
import { ReadySuspense } from '@agency/platform';
import type { ContentAnswers } from './types';

export interface ContentRead<P extends keyof ContentAnswers> { path: P; params?: Record<string, string> }
export interface ContentGateProps<P extends keyof ContentAnswers> {
  read: ContentRead<P>;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
  notFound: ReactNode;
  children: (data: ContentAnswers[P]) => ReactNode;
}
type Outcome = { found: true; data: unknown } | { found: false };

const urlOf = ({ path, params = {} }: ContentRead<keyof ContentAnswers>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

async function load(url: string): Promise<Outcome> {
  const origin = typeof window === 'undefined' ? ((globalThis as { __AGENCY_API_ORIGIN__?: string }).__AGENCY_API_ORIGIN__ ?? '') : '';
  const response = await fetch(`${origin}${url}`, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return { found: false };
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { found: true, data: await response.json() };
}

const onServer = new Map<string, Promise<Outcome>>();
/** For tests: forget the server's reads. */
export function resetContentReads() {
  onServer.clear();
}

export function ContentGate<P extends keyof ContentAnswers>(props: ContentGateProps<P>) {
  const url = urlOf(props.read);
  return (
    <ReadySuspense fallback={props.loading}>
      {typeof window === 'undefined' ? <OnServer url={url} {...props} /> : <InBrowser key={url} url={url} {...props} />}
    </ReadySuspense>
  );
}

function OnServer<P extends keyof ContentAnswers>({ url, notFound, children }: ContentGateProps<P> & { url: string }) {
  if (!onServer.has(url)) onServer.set(url, load(url));
  const outcome = use(onServer.get(url)!);
  return outcome.found ? children(outcome.data as ContentAnswers[P]) : notFound;
}

function InBrowser<P extends keyof ContentAnswers>({ url, loading, failed, notFound, children }: ContentGateProps<P> & { url: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Outcome | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    load(url).then(
      (outcome) => live && setState(outcome),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  if (state === 'loading') return loading;
  if (state === 'failed') return failed(() => setAttempt((n) => n + 1));
  return state.found ? children(state.data as ContentAnswers[P]) : notFound;
}
