import { SHELL_PART, remoteOfElement } from './partMarks';

/**
 * Where an interaction happened: the route pattern of the page at that moment (`/blog/:slug`, never
 * the address itself) and the remote whose element took it (./partMarks.ts), for INP.
 *
 * Recorded as the input arrives (capture phase, before any handler ran), not when web-vitals
 * reports: by then a tap on a link has changed the address, and the element may be gone.
 */
export interface InteractionPlace {
  route: string;
  remote: string;
}

interface Recorded {
  time: number;
  target: EventTarget | null;
  route: string;
  remote: string;
}

/** The events an interaction is made of (Event Timing's, those with an interactionId). */
const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'] as const;
/** The inputs kept: an INP is reported at most a few frames after its input, or when the page is hidden. */
const KEPT = 32;
/** An event's timeStamp is its Event Timing entry's startTime; both coarsened alike, so near-equal. */
const SAME_TIME_MS = 1;

export interface InteractionLog {
  /** Where the interaction whose Event Timing entry started at `time` happened, or null when its input was not seen. */
  placeOf(time: number | undefined): InteractionPlace | null;
}

export function startInteractionLog(win: Window, routeOf: (pathname: string) => string): InteractionLog {
  const kept: Recorded[] = [];
  const record = (event: Event) => {
    kept.push({ time: event.timeStamp, target: event.target, route: routeOf(win.location.pathname), remote: remoteOfElement(event.target) });
    if (kept.length > KEPT) kept.shift();
  };
  for (const type of INPUT_EVENTS) win.addEventListener(type, record, { capture: true, passive: true });
  return {
    placeOf(time) {
      if (typeof time !== 'number') return null;
      let best: Recorded | null = null;
      for (const r of kept) if (Math.abs(r.time - time) <= SAME_TIME_MS && (!best || Math.abs(r.time - time) < Math.abs(best.time - time))) best = r;
      // The frame's at input time may be a remote's element not yet hydrated (its part is marked
      // once hydrated): asked again now.
      return best && { route: best.route, remote: best.remote === SHELL_PART ? remoteOfElement(best.target) : best.remote };
    },
  };
}
