import { AuthProvider } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { act, fireEvent, render, screen, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@agency/routing';
import type { Catalog } from '../api/catalog';

/** Shows the current location and its navigation state, so a test sees where a flow led. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** The browser's Back and Forward, and the address shown, for tests of history entries. */
function BrowserButtons() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
      <output data-testid="address">{pathname + search}</output>
    </>
  );
}

/** A history of `entries`, the last one shown, with `routes` (`<Route>` elements) and the browser's buttons. */
export function renderHistory(entries: string[], routes: ReactNode) {
  return render(
    <DesignSystemProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>{routes}</Routes>
          <BrowserButtons />
        </MemoryRouter>
      </AuthProvider>
    </DesignSystemProvider>,
  );
}

/** Presses the browser's Back or Forward (renderHistory's buttons). */
export const pressBrowser = (name: 'back' | 'forward') =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Browser ${name}` }));
  });

/** Renders with the design system, the auth provider and a router at `route`, as the composed site would. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  return render(
    <DesignSystemProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </DesignSystemProvider>,
    options,
  );
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  /** The request's headers (e.g. Idempotency-Key). */
  headers?: Headers;
}

/** Replaces fetch: `respond` gets each call and returns [status, body] (or throws for a network error). */
export function mockFetch(respond: (call: FetchCall) => [number, unknown] | Promise<[number, unknown]>) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const call = { url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) };
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

export const CATALOG: Catalog = {
  plans: [
    { key: 'brand-training-essentials', name: 'Brand Training Essentials', prices: { UGX: 235000, RWF: 175000 } },
    { key: 'brand-training-pro', name: 'Brand Training Pro', prices: { UGX: 550000, RWF: 255000 } },
    { key: 'one-time-toolkit', name: 'One-Time Toolkit Access', prices: { UGX: 395000, RWF: 185000 } },
  ],
  kits: [{ key: 'kit-essential', name: 'Essential Kit', prices: { UGX: 180000, RWF: 180000 } }],
  resourceAccess: { key: 'resource-access', name: 'Resource Hub one-time access', prices: { UGX: 180000, RWF: 100000 } },
  resources: [],
  currencies: ['UGX', 'RWF'],
  defaults: { plan: 'brand-training-essentials', currency: 'UGX' },
};
