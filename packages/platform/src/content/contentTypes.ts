import type { paths } from '../api/schema';

/** An operation of the contract with a JSON answer 200 (what a content read shows). */
interface JsonGet {
  responses: { 200: { content: { 'application/json': unknown } } };
}

/** The contract's content routes a page may read: `/api/content/...` with a GET answering JSON. */
export type ContentPath<P = paths> = {
  [K in keyof P]: K extends `/api/content/${string}` ? (P[K] extends { get: JsonGet } ? K : never) : never;
}[keyof P] &
  string;

/** What the route answers with 200: the type the gate hands its child. */
export type ContentData<K extends keyof P, P = paths> = P[K] extends { get: { responses: { 200: { content: { 'application/json': infer D } } } } } ? D : never;

/** The route's path parameters (`{ slug: string }`), never when it has none (openapi-typescript writes `path?: never`). */
type PathParams<K extends keyof P, P> = P[K] extends { get: { parameters: { path: infer X } } } ? X : never;

/**
 * One read of a page: a content route of the contract and its path parameters, e.g.
 * `{ path: '/api/content/articles/{slug}', params: { slug } }` or `{ path: '/api/content/site' }`.
 */
export type ContentRead<K extends keyof P, P = paths> = [PathParams<K, P>] extends [never] ? { path: K; params?: undefined } : { path: K; params: PathParams<K, P> };

/** An answer as a page has it: the data, or the API's 404 (no such published item). */
export type ContentAnswer<D = unknown> = { found: true; data: D } | { found: false };
