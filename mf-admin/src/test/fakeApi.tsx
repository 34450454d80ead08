import { AuthProvider, writeSession } from '@agency/platform';
import { MemoryRouter, useLocation } from '@agency/routing';
import { DesignSystemProvider } from '@agency/ui';
import { configure, render } from '@testing-library/react';
import AdminRoutes from '../routes';

// A list of 20 rows renders slowly on a busy shared machine: wait longer than the default second.
configure({ asyncUtilTimeout: 8000 });

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Reply = [number, unknown, Record<string, string>?];
export type Handler = (call: ApiCall) => Reply | undefined;

/**
 * fetch replaced by a small fake of /api/admin: each call is recorded and answered by the first
 * handler that answers; anything unhandled is a 404, so a test sees a wrong path as a failure.
 */
export function fakeApi(...handlers: Handler[]) {
  const calls: ApiCall[] = [];
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      // Header names in lower case, as Headers gives them.
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    const [status, body, headers = {}] = handlers.reduce<Reply | undefined>((found, h) => found ?? h(call), undefined) ?? [404, { statusCode: 404, message: 'Not found' }];
    const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      // jsdom has no Response: the parts of one that the API client reads.
      headers: new Headers({ 'Content-Type': 'application/json', 'Content-Length': String(text.length), ...headers }),
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text]),
    } as unknown as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fn });
  return { calls, fn };
}

export const route = (method: string, path: string | RegExp, reply: (call: ApiCall) => Reply): Handler => (call) => {
  const pathMatches = typeof path === 'string' ? call.path === path : path.test(call.path);
  return call.method === method && pathMatches ? reply(call) : undefined;
};

export function signInAs(email: string) {
  writeSession({ token: `token-of-${email}`, user: { email } });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export function renderAdmin(path = '/admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DesignSystemProvider>
        <AuthProvider>
          <AdminRoutes />
          <Where />
        </AuthProvider>
      </DesignSystemProvider>
    </MemoryRouter>,
  );
}

/** Captures what the page saves through a blob link: the name and the text of the file. */
export function captureDownloads() {
  const saved: Array<{ name: string; href: string }> = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn(() => 'blob:fake') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

export const STAFF = 'amani@nyota.test';
export const CUSTOMER = 'client@example.com';

export const me = (allowed: Record<string, number | 'staff'>): Handler =>
  route('GET', '/api/admin/me', (call) => {
    const email = (call.headers.authorization ?? '').replace('Bearer token-of-', '');
    const verdict = allowed[email];
    if (verdict === 'staff') return [200, { email, staff: true, colleagues: [email, 'boss@nyota.test'] }];
    return [verdict ?? 401, { statusCode: verdict ?? 401, message: verdict === 403 ? 'Staff only' : 'Sign in first' }];
  });

export function inquiry(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    source: 'form',
    phone: null,
    transcript: null,
    createdAt: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T09:30:00.000Z`,
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    businessName: `Business ${n}`,
    projectType: 'Explainer video',
    platforms: ['YouTube', 'Instagram'],
    duration: '60 seconds',
    needsScript: true,
    deadline: '2026-12-20',
    budgetRange: '$1,000 - $5,000',
    additionalDetails: 'A launch video.',
    status: 'new',
    files: [],
    notes: [],
    ...extra,
  };
}
