import { AgencyContactContext, type AgencyContact } from '@agency/platform';
import { SEEDED_CONTACT } from '@agency/platform/testing/agency-contact';
import { DesignSystemProvider } from '@agency/ui';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@agency/routing';

/** Shows the current location, so a test can see where a link or a redirect led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders with the design system, a router at `route` and the agency's contact details (the
 * seeded ones unless `contact` says otherwise; null: the API could not say), as the composed site would.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', contact = SEEDED_CONTACT, ...options }: { route?: string; contact?: AgencyContact | null } & RenderOptions = {}) {
  return render(
    <DesignSystemProvider>
      <AgencyContactContext.Provider value={contact}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AgencyContactContext.Provider>
    </DesignSystemProvider>,
    options,
  );
}

/** A controllable IntersectionObserver for jsdom: `trigger()` reports every observed element as visible. */
export function installIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.elements.push(el);
    }
    unobserve(el: Element) {
      this.entry.elements = this.entry.elements.filter((e) => e !== el);
    }
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    trigger(isIntersecting = true) {
      for (const o of observers) {
        const entries = o.elements.map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }));
        if (entries.length) o.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/** Replaces fetch: `respond` gets each call and returns [status, body] (or throws for a network error). */
export function mockFetch(respond: (call: FetchCall) => [number, unknown] | Promise<[number, unknown]>) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    const [status, body] = await respond(call);
    // jsdom has no Response: the parts of one that the API client reads.
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'Content-Type': 'application/json', 'Content-Length': String(text.length) }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fn });
  return { calls, fn };
}
