import { Suspense, createContext, useCallback, useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { LIVE_ATTRIBUTE, PART_ATTRIBUTE, markRemotePart } from '../rum/partMarks';

/** Takes a hold on the enclosing part's readiness; the function returned releases it (once). */
type TakeHold = () => () => void;

const ReadinessContext = createContext<TakeHold | null>(null);

/**
 * A part that is not live this long after its parent committed stops holding it (a page chunk that
 * never arrives): until the page is called ready, the inline event capture holds every tap, the
 * header's included, so one part stuck loading must not leave the whole page dead to taps. The same
 * limit as the page's own (SETTLE_LIMIT_MS of shell/src/pageReady.ts, counted from the start of the
 * first render, so a stuck part delays the page by one limit, not two).
 */
export const HOLD_LIMIT_MS = 8000;

/**
 * Whether one part of the page (a remote, a lazily loaded page) is live: its own boundary has
 * committed, which after a server render means hydrated, and so has every part inside it.
 *
 * Why a hold instead of a single effect: React hydrates a Suspense boundary whose code has not
 * arrived later than its parent, keeping the server's HTML meanwhile. The parent's effects run
 * first, so a page called live from them could still have a lazy page or a nested remote inside
 * that is only HTML: the chat would start loading, and what acts at that moment (the bench's "page
 * live", a test's click) would meet a page that is not live: a link clicked there is followed by
 * the browser, a whole new document (seen in CI). A part takes its hold on its parent from outside
 * its own boundary, where the effect runs as soon as the parent commits, and releases it once its
 * own content has committed.
 */
class ReadyPart {
  private holds = 0;
  private committed = false;
  private ready = false;
  private releaseParent: (() => void) | null = null;
  private element: HTMLElement | null = null;

  constructor(private readonly onReady?: () => void) {}

  /** Called from an effect outside the part's boundary; returns its clean-up. */
  attach(takeParentHold: TakeHold | null): () => void {
    // Effects run children first: when the content committed with the parent, it is ready already.
    if (!this.ready && takeParentHold) this.releaseParent = takeParentHold();
    return () => this.detach();
  }

  readonly takeHold: TakeHold = () => {
    this.holds += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(limit);
      this.holds -= 1;
      this.check();
    };
    const limit = setTimeout(release, HOLD_LIMIT_MS);
    return release;
  };

  /** The part's outline element (PartOutline), set by React when it commits that element. */
  readonly setElement = (element: HTMLElement | null): void => {
    this.element = element;
    if (element && this.committed) element.setAttribute(LIVE_ATTRIBUTE, '');
  };

  markCommitted(): void {
    this.committed = true;
    // Live as soon as its own boundary has committed (the parts inside say so for themselves).
    this.element?.setAttribute(LIVE_ATTRIBUTE, '');
    this.check();
  }

  private detach(): void {
    // A part that goes away before it is ready (the visitor navigated on) must not hold its parent.
    const release = this.releaseParent;
    this.releaseParent = null;
    release?.();
  }

  private check(): void {
    if (this.ready || !this.committed || this.holds > 0) return;
    this.ready = true;
    this.onReady?.();
    this.detach();
  }
}

/**
 * What the page says about each part in its DOM, for the inline event capture
 * (packages/gateway/src/document/event-capture.js), which holds a tap made before the page is live and
 * plays it once the part under it is: the part's outline element carries PART_ATTRIBUTE from the
 * server on, and LIVE_ATTRIBUTE once the part's boundary has committed (after a server render:
 * hydrated; React attaches an element's handlers only then). The attribute is set from an effect,
 * outside React's own props, so the server's HTML and the first render stay identical.
 * (Defined in ../rum/partMarks.ts, which the RUM reads before React is loaded.)
 */
export { LIVE_ATTRIBUTE, PART_ATTRIBUTE };

/** An outline takes no box of its own: the page lays out exactly as without it. */
const OUTLINE_STYLE: CSSProperties = { display: 'contents' };

/**
 * The element around a part's boundary that tells whether the part is live (see PART_ATTRIBUTE).
 * `remote`: the remote whose content the part holds (a remote mount), recorded beside the DOM for
 * the RUM's attribution of an interaction (../rum/partMarks.ts); the markup is the same either way.
 */
export function PartOutline({ part, remote, children }: { part: ReadyPart; remote?: string; children: ReactNode }) {
  const ref = useCallback(
    (element: HTMLElement | null) => {
      part.setElement(element);
      if (element && remote) markRemotePart(element, remote);
    },
    [part, remote],
  );
  return (
    <div {...{ [PART_ATTRIBUTE]: '' }} ref={ref} style={OUTLINE_STYLE}>
      {children}
    </div>
  );
}

/**
 * One part of the page: provide `part.takeHold` to its content (`ReadinessProvider`) and render
 * `<PartCommitted part={part} />` inside its Suspense boundary, after the content. `onReady` runs
 * once, when the part and every part inside it are live.
 */
export function useReadyPart(onReady?: () => void): ReadyPart {
  const takeParentHold = useContext(ReadinessContext);
  // The first `onReady` is the one called: it runs from a child's effect, before this component's
  // own effects could hand over a newer one.
  const [part] = useState(() => new ReadyPart(onReady));
  useEffect(() => part.attach(takeParentHold), [part, takeParentHold]);
  return part;
}

export function ReadinessProvider({ part, children }: { part: ReadyPart; children: ReactNode }) {
  return <ReadinessContext.Provider value={part.takeHold}>{children}</ReadinessContext.Provider>;
}

/** Rendered inside the part's boundary, after its content: its effect runs once that content has committed. */
export function PartCommitted({ part }: { part: ReadyPart }) {
  useEffect(() => part.markCommitted(), [part]);
  return null;
}

/**
 * A Suspense boundary whose content the page waits for before it is called live (and plays the
 * taps held before the scripts ran). For a remote's lazily loaded pages; a component that loads on
 * the client only, after a tap (the PDF viewer), keeps a plain Suspense.
 */
export function ReadySuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useReadyPart();
  return (
    <ReadinessProvider part={part}>
      <PartOutline part={part}>
        <Suspense fallback={fallback}>
          {children}
          <PartCommitted part={part} />
        </Suspense>
      </PartOutline>
    </ReadinessProvider>
  );
}
