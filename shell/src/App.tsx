import { css } from '@emotion/react';
import { AgencyContactContext, AuthProvider, NotFoundPage, PartCommitted, ReadinessProvider, ReadySuspense, RemoteMount, useIdleAfter, useReadyPart, type AgencyContactSource } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from '@agency/routing';
import { ContactBlock } from './frame/ContactBlock';
import { Footer } from './frame/Footer';
import { Header } from './frame/Header';
import { StaffSkipLink, isStaffPath } from './frame/staffFrame';
import { useContactDetails } from './frame/useContactDetails';
import { REDIRECTS, REMOTE_LABELS, ownerOf } from './routing/routeTable';

/**
 * A new page starts at its top, with focus on it (`<main>`, the skip link's target), unless the
 * address points at a section (#id). Not on the first page: the visitor may have scrolled the
 * server's HTML, or be typing into it, before the scripts ran. Only a new path: a page changing its
 * own query (the pricing currency, the subscription's step) keeps scroll and focus.
 *
 * Focus: after a header link, focus stayed on that link, so a keyboard user's next Tab went
 * through the header again (8 Tabs from "Get Started" to the contact form's first field) and a
 * screen reader said nothing of the new page.
 */
function useNewPageStart() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/**
 * Memoised: the frame's own state changes (the page reporting ready, the chat becoming allowed)
 * must not re-render the page while parts of it are still hydrating. React client-renders a
 * dehydrated part that receives an update, which would throw away the server's HTML and anything
 * the visitor typed into it.
 */
const Page = memo(function Page() {
  const location = useLocation();
  const { pathname } = location;
  const redirect = REDIRECTS[pathname];
  // The query only where it is passed on: a page that reads it is rendered per query (@agency/routing's queryReads).
  if (redirect) return <Navigate to={{ pathname: redirect, search: location.search, hash: location.hash }} replace />;
  const owner = ownerOf(pathname);
  // A path no slice owns: the platform's 404 page (status 404 from the server).
  if (!owner) return <NotFoundPage />;
  // One mount per slice: moving between two pages of the same slice keeps it loaded.
  // A full screen while loading keeps the footer out of view, so the page arriving shifts nothing visible.
  return <RemoteMount key={owner} id={`${owner}/routes`} label={REMOTE_LABELS[owner]} area="page" minHeight="100vh" />;
});

/**
 * Pages end cleanly: the frame is at least one screen high, and a page shorter than the screen
 * lets its own last section grow down to the footer (its background fills the space), instead of
 * a band of empty white between the content and the footer. While a page loads, its spinner area
 * is a full screen high (RemoteMount's minHeight), so the footer stays out of view until it lands.
 */
const frameCss = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;
const mainCss = css`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  outline: none;
  & > * { flex-shrink: 0; }
  & > :last-child { flex-grow: 1; }
`;

/**
 * The frame every page shares (spec 2.2): header, the page, footer and the chat widget, mounted once.
 * The chat widget waits until the first page has settled and the visitor does something (or a few
 * idle seconds pass): visitors on slow phones get the page first, the assistant a moment later.
 */
export interface AppProps {
  onContentReady?: () => Promise<void> | void;
  /** The agency's contact details: the server render's read, or in the browser what the server wrote into the page. */
  contact?: AgencyContactSource;
  /** The contact details' data block as the server wrote it (the browser's first render keeps it as it is). */
  contactText?: string | undefined;
}

export function App({ onContentReady, contact: initialContact = null, contactText }: AppProps = {}) {
  useNewPageStart();
  const [contentReady, setContentReady] = useState(false);
  const [settled, setSettled] = useState(false);
  // The page is one part of the readiness tree (@agency/platform's readiness.tsx), its root: the
  // remote that owns the page holds it until every part inside has hydrated. A hold lapses after
  // HOLD_LIMIT_MS, so the page is called ready (and held taps, the header's included, are played)
  // even when the owning remote's code never arrives. With the remote as the root instead, nothing
  // lapsed: a stalled chunk of the remote left every tap held for good.
  const page = useReadyPart(useCallback(() => setContentReady(true), []));
  // The first page has rendered; once it has also settled (every part hydrated), the chat may load.
  useEffect(() => {
    if (!contentReady) return undefined;
    let live = true;
    void Promise.resolve(onContentReady?.()).then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [contentReady, onContentReady]);
  const chatAllowed = useIdleAfter(settled);
  const contact = useContactDetails(initialContact, settled);
  const staff = isStaffPath(useLocation().pathname);
  return (
    <DesignSystemProvider>
      <AuthProvider>
        <AgencyContactContext.Provider value={contact}>
        {/* Each part of the frame is a Suspense boundary of its own: the first, blocking hydration pass
            then covers only the frame's outline, and React hydrates the header, the page and the
            footer afterwards in short slices, with the browser free to paint and take input in between.
            ReadySuspense (outside the page's readiness: it holds nothing) says in the DOM when each
            has hydrated, which the inline event capture waits for before it plays a held tap there.
            The back office (/admin) draws its own staff frame: no public header, footer or chat. */}
        <div css={frameCss}>
          <ReadySuspense fallback={null}>{staff ? <StaffSkipLink /> : <Header />}</ReadySuspense>
          <main id="main" tabIndex={-1} css={mainCss}>
            <ReadinessProvider part={page}>
              <Page />
            </ReadinessProvider>
          </main>
          {/* After the page: effects run in tree order, so the remote has taken its hold by then. */}
          <PartCommitted part={page} />
          <ReadySuspense fallback={null}>
            {staff ? null : (
              <>
                <Footer />
                <ContactBlock text={contact === initialContact ? contactText : undefined} />
              </>
            )}
          </ReadySuspense>
        </div>
        <div data-testid="chat-slot">
          {chatAllowed && !staff ? <RemoteMount id="assistant/ChatWidget" quiet label="The assistant" /> : null}
        </div>
        </AgencyContactContext.Provider>
      </AuthProvider>
    </DesignSystemProvider>
  );
}
