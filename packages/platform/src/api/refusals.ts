import { ApiError } from './client';
import type { paths } from './schema';

/** The methods OpenAPI can name on a path (the keys of `paths[P]` that hold an operation). */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

type OperationOf<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;
type ResponsesOf<P extends keyof paths, M extends ApiMethod> = OperationOf<P, M> extends { responses: infer R } ? R : never;

/** The error statuses (4xx and 5xx) the contract declares for this operation. */
export type RefusalStatus<P extends keyof paths, M extends ApiMethod> = Extract<keyof ResponsesOf<P, M>, number> extends infer S
  ? S extends number
    ? `${S}` extends `4${string}` | `5${string}`
      ? S
      : never
    : never
  : never;

type JsonBodyOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/**
 * A refusal of one operation, as a union the compiler can narrow: `switch (refusal.status)` lists
 * exactly the statuses the contract declares for that route (services/openapi.json), each with
 * its body type, and a `case` for a status the route cannot give is a compile error.
 */
export type Refusal<P extends keyof paths, M extends ApiMethod> = {
  [S in RefusalStatus<P, M>]: { status: S; body: JsonBodyOf<ResponsesOf<P, M>[S]> };
}[RefusalStatus<P, M>];

/**
 * The refusal `error` is, typed by the route it came from; null when `error` is not an answer of the
 * API (a network failure, a bug). The status is the server's: the services' contract test fails on
 * any answer the contract does not declare, which is what makes the narrowing true.
 *
 *   catch (error) {
 *     const refusal = refusalOf('/api/contact', 'post', error);
 *     if (!refusal) throw error;
 *     switch (refusal.status) { case 400: ...; case 429: ...; }
 *   }
 */
export function refusalOf<P extends keyof paths, M extends ApiMethod>(_path: P, _method: M, error: unknown): Refusal<P, M> | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  return { status: error.status, body: error.body } as Refusal<P, M>;
}
