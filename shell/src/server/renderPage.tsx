import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DocumentMetaSink, type AgencyContact, type DocumentMeta } from '@agency/platform';
import { ContentReadsContext, createContentReads, record, serverContent, type ContentReads } from '@agency/platform/content';
import { MemoryRouter, QueryReadsContext, createQueryReads, type QueryReads } from '@agency/routing';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Writable } from 'stream';
import { App } from '../App';
import { serverStyleSheets, serverStyleTags, type ServerStyleSheet } from '../styles/serverStyles';
import { pointAtRemotes, type ServerRemotes } from './serverRemotes';

export interface RenderRequest {
  /** The page address: path and query. */
  url: string;
  /** Remote name -> absolute URL of its server entry. */
  remotes: ServerRemotes;
  /** How long one remote's server code may take to load before its part is left to the browser. */
  budgetMs: number;
  /** Stops the render after this long in all (the browser renders what is missing). */
  limitMs: number;
}

export interface RenderedPage {
  /** The page's title and description, for the head. */
  meta: DocumentMeta | null;
  /** Parts the server could not render (their Suspense fallback was sent; the browser renders them). */
  errors: string[];
  /** Writes the page's HTML (the inside of #root) to `out`, ending it. */
  pipe(out: Writable): void;
  /** The page's styles as head tags (../styles/serverStyles.ts); complete once `pipe` has ended. */
  styles(): string;
  /** The same styles as data, for the gateway's document (it writes and escapes them); complete once `pipe` has ended. */
  styleSheets(): ServerStyleSheet[];
  /** Which parts of the address's query the page read: the gateway keeps the page for every address that agrees on them. */
  queryReads(): { names: string[]; whole: boolean };
  /** The tags of the API content the page was rendered from (`article:<slug>`, `site`, ...): the gateway drops the page when one changes. */
  contentTags(): string[];
  /** Whether a content read used its last good answer (the API failed): the gateway serves the page but does not keep it. */
  contentStale(): boolean;
  /** The agency's contact details the page was rendered with (the gateway's structured data names them); null when the API could not say. */
  contact(): AgencyContact | null;
}

/** The API's read of the agency's contact details (published content, edited in the back office). */
export const CONTACT_READ = '/api/content/contact';

/**
 * The render's read of the contact details: started before the render, so the frame and the
 * remotes render meanwhile and only the parts showing a phone or the e-mail wait for it. Its tags
 * go to the page's (a new phone number drops every kept page); when the API fails and nothing is
 * kept, null, and the page is served but not kept. A staff preview of a draft (`?preview=`) reads
 * the draft: the query's `preview` is then part of the page's address for the page cache.
 */
function readContact(url: string, content: ContentReads, query: QueryReads): Promise<AgencyContact | null> {
  query.names.add('preview');
  const preview = new URL(url, 'http://page.invalid').searchParams.get('preview') || null;
  return serverContent(CONTACT_READ, preview).then(
    (got) => {
      record(content, got);
      return got.answer.found ? (got.answer.data as AgencyContact) : null;
    },
    () => {
      content.stale = true;
      return null;
    },
  );
}

/**
 * Renders one page with React's streaming server renderer. Every remote's part sits in its own
 * Suspense boundary (RemoteMount); one that is down, slow or throws leaves its fallback in the
 * HTML and the browser renders it. Resolves once everything the server can render is ready, so
 * the head can carry the page's own title and description.
 */
export function renderPage({ url, remotes, budgetMs, limitMs }: RenderRequest): Promise<RenderedPage> {
  pointAtRemotes(remotes, budgetMs);
  let meta: DocumentMeta | null = null;
  const errors: string[] = [];
  // One emotion cache per page. In compat mode emotion keeps the rules in the cache instead of
  // writing a style element beside each use: they go into the head in two tags.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const reads: QueryReads = createQueryReads();
  const content: ContentReads = createContentReads();
  const contactRead = readContact(url, content, reads);
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <CacheProvider value={cache}>
          <DocumentMetaSink.Provider value={(m) => (meta = m)}>
            <QueryReadsContext.Provider value={reads}>
              <ContentReadsContext.Provider value={content}>
                <MemoryRouter initialEntries={[url]}>
                  <App contact={contactRead} />
                </MemoryRouter>
              </ContentReadsContext.Provider>
            </QueryReadsContext.Provider>
          </DocumentMetaSink.Provider>
        </CacheProvider>
      </StrictMode>,
      {
        // The HTML is sent once every part is ready (or has failed), so every part goes in place:
        // no fallback followed by a hidden copy and an inline script to swap them.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timer);
          // A page without the footer (the back office) may be ready before the read: its tags still count.
          void contactRead.then((contact) =>
            resolve({
              meta,
              errors,
              pipe: (out) => stream.pipe(out),
              styles: () => serverStyleTags(cache),
              styleSheets: () => serverStyleSheets(cache),
              queryReads: () => ({ names: [...reads.names].sort(), whole: reads.whole }),
              contentTags: () => [...content.tags].sort(),
              contentStale: () => content.stale,
              contact: () => contact,
            }),
          );
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          errors.push(error instanceof Error ? error.message : String(error));
        },
      },
    );
    const timer = setTimeout(() => stream.abort(new Error(`the page took longer than ${limitMs} ms`)), limitMs);
  });
}
