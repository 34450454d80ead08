import { NotFoundPage, ReadySuspense } from '@agency/platform';
import { useSearchParams } from '@agency/routing';
import { use, useContext, useEffect, useState, type ReactNode } from 'react';
import type { paths } from '../api/schema';
import { browserContent, contentBlockId, contentInPage, contentJson, contentUrl, markBlockUsed, record, renderRead } from './contentRead';
import { ContentReadsContext } from './contentReads';
import { PreviewLinkGone } from './PreviewLinkGone';
import type { ContentAnswer, ContentData, ContentPath, ContentRead } from './contentTypes';

export interface ContentGateProps<K extends ContentPath<P>, P = paths> {
  /** The API's content route this part shows, with its path parameters. */
  read: ContentRead<K, P>;
  /** What the page shows with the answer (the route's 200 answer as the contract types it). */
  children: (data: ContentData<K, P>) => ReactNode;
  /** Shown while the answer loads: in the browser, on a client-side navigation (and the server's HTML when the API failed with nothing kept). */
  loading: ReactNode;
  /** Shown when the browser could not load it; `retry` asks again. */
  failed: (retry: () => void) => ReactNode;
  /**
   * The API answered 404 (no such published item): the site's 404 page by default, status 404 on the
   * server. With a `?preview=` token the API refuses (expired or altered), a page's gate shows PreviewLinkGone
   * instead; a part of a page (`notFound={null}`) still shows nothing.
   */
  notFound?: ReactNode;
}

/** The gate typed on another contract's paths (tests with a stand-in API). */
export type ContentGateFor<P> = <K extends ContentPath<P>>(props: ContentGateProps<K, P>) => ReactNode;

/**
 * Renders its child with one content answer of the API, on the server too (as CatalogGate does
 * the catalog): the page arrives with its article, case study or facts, and the browser hydrates
 * from the JSON data block the server wrote beside it (an id per read), with no second fetch. A
 * client-side navigation fetches the read. Several gates per page are fine.
 *
 * On the server each answer's `Content-Tags` go into the render's ContentReads (the gateway's page
 * cache drops the page when one of them changes), and the last good answer of each read stands in
 * when the API fails (contentRead.ts). The page's `?preview=` token goes to the API with the read.
 */
export function ContentGate<K extends ContentPath>(props: ContentGateProps<K>): ReactNode {
  return <Gate {...(props as unknown as GateProps)} />;
}

/** The gate as it runs: the route already checked by the types above. */
interface GateProps {
  read: { path: string; params?: Record<string, unknown> };
  children: (data: unknown) => ReactNode;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
  notFound?: ReactNode;
}

function Gate({ read, children, loading, failed, notFound: pageNotFound = <NotFoundPage /> }: GateProps) {
  const [query] = useSearchParams();
  const preview = query.get('preview') || null;
  const url = contentUrl(read.path, read.params);
  const notFound = preview !== null && pageNotFound !== null ? <PreviewLinkGone /> : pageNotFound;
  return (
    <ReadySuspense fallback={loading}>
      {typeof window === 'undefined' ? (
        <OnServer url={url} preview={preview} render={children} notFound={notFound} />
      ) : (
        <InBrowser url={url} preview={preview} render={children} notFound={notFound} loading={loading} failed={failed} />
      )}
    </ReadySuspense>
  );
}

interface PartProps {
  url: string;
  preview: string | null;
  render: (data: unknown) => ReactNode;
  notFound: ReactNode;
}

function OnServer({ url, preview, render, notFound }: PartProps) {
  const reads = useContext(ContentReadsContext);
  // Suspends the render until the API answers (or the last good answer stands in); a failure with
  // nothing kept sends this boundary's fallback, and the browser reads it.
  const got = use(renderRead(reads, url, preview));
  record(reads, got);
  return <Shown url={url} answer={got.answer} text={contentJson(got.answer)} render={render} notFound={notFound} />;
}

type BrowserState = { url: string; preview: string | null } & ({ status: 'loading' } | { status: 'error' } | { status: 'ready'; answer: ContentAnswer });

function InBrowser({ url, preview, render, notFound, loading, failed }: PartProps & { loading: ReactNode; failed: (retry: () => void) => ReactNode }) {
  // Read once: the block the server wrote, kept in the tree so hydration finds it where it is.
  const [fromPage] = useState(() => {
    const found = contentInPage(url);
    return found ? { ...found, url, preview } : null;
  });
  const [state, setState] = useState<BrowserState>(() => (fromPage ? { url, preview, status: 'ready', answer: fromPage.answer } : { url, preview, status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const onPage = fromPage !== null && fromPage.url === url && fromPage.preview === preview;

  useEffect(() => {
    if (fromPage) markBlockUsed(fromPage.element);
  }, [fromPage]);

  useEffect(() => {
    // The answer the page came with: no second fetch.
    if (onPage && attempt === 0) return undefined;
    let live = true;
    setState({ url, preview, status: 'loading' });
    browserContent(url, preview).then(
      (answer) => live && setState({ url, preview, status: 'ready', answer }),
      () => live && setState({ url, preview, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [url, preview, attempt, onPage]);

  // Another read than the state holds (the same gate with new parameters): loading until it answers.
  if (state.url !== url || state.preview !== preview || state.status === 'loading') return loading;
  if (state.status === 'error') return failed(() => setAttempt((n) => n + 1));
  return <Shown url={url} answer={state.answer} text={onPage ? fromPage.text : null} render={render} notFound={notFound} />;
}

function Shown({ url, answer, text, render, notFound }: { url: string; answer: ContentAnswer; text: string | null; render: (data: unknown) => ReactNode; notFound: ReactNode }) {
  return (
    <>
      {answer.found ? render(answer.data) : notFound}
      {text !== null ? <script type="application/json" id={contentBlockId(url)} dangerouslySetInnerHTML={{ __html: text }} /> : null}
    </>
  );
}
