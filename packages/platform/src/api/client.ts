import { currentToken } from '../auth/session';

/**
 * The JSON error shape every API route answers with (see services/src/common/http-exception.filter.ts).
 * `errors` maps a field to its messages for validation failures.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null, fallback: string) {
    super(body?.message || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads). */
  form?: FormData;
  /** Send the signed-in visitor's token (default: when there is one). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Same-origin API calls: always a relative `/api/...` path, never a hard-coded host
 * (the old site pointed at a fixed local development host).
 */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  if (!path.startsWith('/')) throw new Error(`API paths are absolute, got ${path}`);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = options.auth === false ? null : currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`/api${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
}

/** Calls the API and parses JSON; a non-2xx answer throws an ApiError carrying the server's message. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    throw new ApiError(res.status, (data as Partial<ApiErrorBody>) ?? null, `Request failed with status ${res.status}`);
  }
  return data as T;
}
