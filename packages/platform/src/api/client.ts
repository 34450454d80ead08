import createClient, { type Middleware } from 'openapi-fetch';
import { currentToken } from '../auth/session';
import type { ErrorBodyDto, paths } from './schema';

/**
 * The JSON error shape every API route answers with (services/src/common/http-exception.filter.ts),
 * as the contract describes it. `errors` maps a field to its messages for validation failures.
 */
export type ApiErrorBody = ErrorBodyDto;

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;
  /** A rate limit's Retry-After (429): how many seconds until the next try is accepted. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null, fallback: string, retryAfterSeconds: number | null = null) {
    super(body?.message || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The first message for each field, ready to show under the form's fields. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) {
      if (messages[0]) out[field] = messages[0];
    }
    return out;
  }
}

let serverOrigin: string | null = null;

/**
 * Outside a browser (a server render) there is no page to resolve '/api/...' against: calls go to
 * this origin, e.g. `http://127.0.0.1:3100`. The browser always calls the relative path.
 */
export function configureApiOrigin(origin: string | null): void {
  serverOrigin = origin ? withoutTrailingSlash(origin) : null;
}

/**
 * The gateway's renderer names the API for every server bundle at once (`__AGENCY_API_ORIGIN__`,
 * packages/gateway/src/pages/page-renderer.js): each remote's server entry may carry its own copy of
 * this module, which configureApiOrigin in another copy would not reach.
 */
function apiOrigin(): string | null {
  const fromGateway = (globalThis as { __AGENCY_API_ORIGIN__?: unknown }).__AGENCY_API_ORIGIN__;
  return serverOrigin ?? (typeof fromGateway === 'string' && fromGateway ? withoutTrailingSlash(fromGateway) : null);
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function resolveUrl(url: string): string {
  if (typeof window !== 'undefined') return url;
  const origin = apiOrigin();
  if (!origin) throw new Error(`No API origin outside the browser for ${url}: call configureApiOrigin() first`);
  return `${origin}${url}`;
}

/**
 * What openapi-fetch builds for each call, kept as its parts. Not a WHATWG Request: that class
 * refuses a relative URL outside a page (server render), and the URL must stay relative in the
 * browser (same origin, no host anywhere in the front ends). Built only when a call is made.
 */
class ApiCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | null | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal;
  }
}

/** The fetch of the moment (tests and the server render may replace it), called with the call's parts. */
function send(call: ApiCall): Promise<Response> {
  return fetch(resolveUrl(call.url), { method: call.method, headers: call.headers, body: call.body, signal: call.signal });
}

/** The signed-in visitor's token on every call; a call that sets its own Authorization keeps it. */
const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = currentToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
  },
};

/** Any answer other than 2xx throws an ApiError with the server's message and per-field errors. */
const errorAnswers: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let body: Partial<ApiErrorBody> | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (parsed && typeof parsed === 'object') body = parsed as Partial<ApiErrorBody>;
    } catch {
      body = null;
    }
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(response.status, body, `Request failed with status ${response.status}`, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  },
};

/**
 * The one API client of every front end, typed by the contract (services/openapi.json):
 * `await api.GET('/api/catalog')`, `await api.POST('/api/contact', { body })`. Paths are the API's
 * own ('/api/...'), relative, so calls stay on the site's origin.
 */
export const api = createClient<paths>({
  baseUrl: '',
  headers: { Accept: 'application/json' },
  // openapi-fetch types these as the WHATWG Request and fetch; ApiCall carries the same parts.
  Request: ApiCall as unknown as typeof Request,
  fetch: send as unknown as (input: Request) => Promise<Response>,
});
api.use(bearerToken, errorAnswers);

/**
 * The data of a call's answer: `const catalog = await answer(api.GET('/api/catalog'))`. Error
 * answers have already thrown ApiError (and a network failure its TypeError).
 */
export async function answer<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

type FormValue = string | number | boolean | Blob | ReadonlyArray<string | Blob> | null | undefined;

/**
 * A body serializer for multipart routes (`bodySerializer: formDataBody`): each file of a list is
 * one part under the field's name; any other list is one field holding JSON (the contract's
 * `encoding` for such fields); empty values and empty lists are left out (the server then names
 * the missing field).
 */
export function formDataBody(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body) as Array<[string, FormValue]>) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) {
      if (!value.length) continue;
      if (value.every((item) => item instanceof Blob)) for (const file of value as Blob[]) form.append(name, file);
      else form.append(name, JSON.stringify(value));
    } else form.append(name, String(value));
  }
  return form;
}
