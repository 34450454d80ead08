import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject, ReferenceObject } from '@nestjs/swagger';
import { nullInNullableEnums } from './nullable-enums';
import { nullInNullableRefs } from './nullable-refs';
import type { RouteFacts } from './route-facts';

/**
 * The answers every route gives because of what it is, not what its handler does: the body
 * parser's and the guards' refusals, the router's for an address it cannot read, the wrong-method
 * and OPTIONS answers. Added to the document built from the controllers (openapi.ts), from each
 * route's own metadata (route-facts.ts) and parameters, so a new route is described without a
 * change here. A route's own meaning of a status (`@ApiErrors`) is kept; the common reason is added
 * to its description.
 */

/** The one error shape (common/error-body.dto.ts), the body of every error answer. */
export const ERROR_SCHEMA = 'ErrorBodyDto';
const ERROR_JSON = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };

/** Named answers shared by every address (components.responses). */
export const METHOD_NOT_ALLOWED = 'MethodNotAllowed';
export const ALLOWED_METHODS = 'AllowedMethods';
export const UNKNOWN_ADDRESS = 'UnknownAddress';
/** A body refused before any route or method is looked at (the JSON parser runs for every request). */
export const UNREADABLE_BODY = 'UnreadableBody';
export const BODY_TOO_LARGE = 'BodyTooLarge';
/** Headers larger than the server reads (http-limits.ts), refused before the request is routed. */
export const HEADERS_TOO_LARGE = 'HeadersTooLarge';

/**
 * Vendor extensions the contract test reads (test/support/contract). On a path: `x-allow`, the
 * methods the address takes (the value of `Allow`), and `x-method-not-allowed`, the answer to any
 * other method (OpenAPI 3 cannot name methods an address does not have, nor CONNECT or a made-up
 * one). On the document: `x-unknown-address`, the answers of an address no path matches.
 */
export const X_ALLOW = 'x-allow';
export const X_METHOD_NOT_ALLOWED = 'x-method-not-allowed';
export const X_UNKNOWN_ADDRESS = 'x-unknown-address';

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type OperationMethod = (typeof OPERATION_METHODS)[number];
/** The methods the request guards treat as writes (common/request-guards.ts). */
const WRITES = new Set<OperationMethod>(['post', 'put', 'patch', 'delete']);

const REASON = {
  body: 'The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have.',
  tooLarge: 'The body is larger than this route takes.',
  // The JSON parser reads a body whatever the method (json-body.ts): a GET may send one.
  anyBody: 'A body sent with this method is read too: one that cannot be read is refused.',
  anyTooLarge: 'A body sent with this method is read too, up to the API’s limit (100 KB).',
  brokenQuery: 'The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts).',
  headersTooLarge: 'The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts).',
  mediaType: (type: string) => `The body is not ${type}.`,
  crossSite: 'A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused.',
  query: 'A query value that is not valid, or a query field this route does not take (named in `errors`).',
  brokenEscape: 'The address holds a broken %-escape.',
  tooLong: 'A path parameter is longer than the router takes.',
  hosts: 'The request carries more than one Host header (RFC 9112 3.2).',
  limited: 'Too many requests from this client (Retry-After says when to try again).',
};

const ALLOW_HEADER = { description: 'The methods the address takes (RFC 9110 10.2.1).', schema: { type: 'string', example: 'GET, HEAD' } };
const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'string', example: '60' } };

const isRef = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

function addAnswer(op: OperationObject, status: number, reason: string): void {
  const existing = op.responses[status];
  if (isRef(existing)) return;
  if (!existing) {
    op.responses[status] = { description: reason, content: structuredClone(ERROR_JSON) };
  } else if (!existing.description.includes(reason)) {
    const { description } = existing;
    existing.description = !description ? reason : description.includes(' Also: ') ? `${description} ${reason}` : `${description} Also: ${reason}`;
  }
}

/**
 * Error answers are JSON in the one shape whatever the route's own type is (a download's 404 is
 * not a PDF); an error answer with its own JSON body (health's 503) keeps it.
 */
function errorsAsJson(op: OperationObject): void {
  for (const [status, answer] of Object.entries(op.responses)) {
    if (Number(status) < 400 || !answer || isRef(answer)) continue;
    const json = Object.entries(answer.content ?? {}).filter(([type, media]) => type === 'application/json' && media.schema);
    const ownShape = json.length > 0 && !json.every(([, media]) => isRef(media.schema) && media.schema.$ref === ERROR_JSON['application/json'].schema.$ref);
    answer.content = ownShape ? Object.fromEntries(json) : structuredClone(ERROR_JSON);
    if (Number(status) === 429) answer.headers = { ...answer.headers, 'Retry-After': RETRY_AFTER };
  }
}

/** A successful answer with no body description but declared types (CSV, files) gets one per type. */
function successTypes(op: OperationObject, produces: string[]): void {
  for (const [status, answer] of Object.entries(op.responses)) {
    if (Number(status) >= 300 || !answer || isRef(answer) || answer.content || produces.length === 0) continue;
    answer.content = Object.fromEntries(produces.map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } }]));
  }
}

const NO_FACTS: RouteFacts = { crossSiteAllowed: false, bodyType: 'application/json', limited: false, produces: [] };

function declareOperation(method: OperationMethod, op: OperationObject, facts: RouteFacts): void {
  const params = (op.parameters ?? []).filter((p): p is ParameterObject => !isRef(p));
  successTypes(op, facts.produces);
  // Every route (common/one-host-header.ts, a guard of the whole app).
  addAnswer(op, 400, REASON.hosts);
  // Every route: a query string is checked before any route reads it; headers past the limit are
  // refused before the route is found.
  addAnswer(op, 400, REASON.brokenQuery);
  addAnswer(op, 431, REASON.headersTooLarge);
  if (WRITES.has(method)) {
    addAnswer(op, 400, REASON.body);
    addAnswer(op, 413, REASON.tooLarge);
    addAnswer(op, 415, REASON.mediaType(facts.bodyType));
    if (!facts.crossSiteAllowed) addAnswer(op, 403, REASON.crossSite);
  } else {
    addAnswer(op, 400, REASON.anyBody);
    addAnswer(op, 413, REASON.anyTooLarge);
  }
  if (params.some((p) => p.in === 'query')) addAnswer(op, 400, REASON.query);
  if (params.some((p) => p.in === 'path')) {
    addAnswer(op, 400, REASON.brokenEscape);
    addAnswer(op, 414, REASON.tooLong);
  }
  if (facts.limited) addAnswer(op, 429, REASON.limited);
  errorsAsJson(op);
}

/** The OPTIONS answer of an address: 204 with Allow (and the path's own refusals of a bad address). */
function optionsOperation(path: string, pathParams: ParameterObject[]): OperationObject {
  const op: OperationObject = {
    operationId: `options${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: 'The methods this address takes, in Allow.',
    tags: ['addresses'],
    parameters: pathParams,
    responses: { 204: { $ref: `#/components/responses/${ALLOWED_METHODS}` } },
  };
  if (pathParams.length) {
    addAnswer(op, 400, REASON.brokenEscape);
    addAnswer(op, 414, REASON.tooLong);
  }
  addAnswer(op, 400, REASON.brokenQuery);
  addAnswer(op, 400, REASON.anyBody);
  addAnswer(op, 413, REASON.anyTooLarge);
  addAnswer(op, 431, REASON.headersTooLarge);
  return op;
}

/**
 * Adds the common answers to `document` (in place, and returns it). `facts` are the routes'
 * metadata by operation id; an operation without any is treated as a plain JSON route.
 */
export function declareEveryAnswer(document: OpenAPIObject, facts: Map<string, RouteFacts>): OpenAPIObject {
  const components = (document.components ??= {});
  components.responses = {
    ...components.responses,
    [METHOD_NOT_ALLOWED]: {
      description: 'The address exists but does not take this method; Allow lists those it takes. HEAD is taken wherever GET is.',
      headers: { Allow: ALLOW_HEADER },
      content: structuredClone(ERROR_JSON),
    },
    [ALLOWED_METHODS]: { description: 'No body; Allow lists the methods the address takes.', headers: { Allow: ALLOW_HEADER } },
    [UNKNOWN_ADDRESS]: { description: 'No such address.', content: structuredClone(ERROR_JSON) },
    [UNREADABLE_BODY]: { description: `${REASON.body} Read before the address and the method are looked at.`, content: structuredClone(ERROR_JSON) },
    [BODY_TOO_LARGE]: { description: `The body is larger than the API takes on any route. Read before the address and the method are looked at.`, content: structuredClone(ERROR_JSON) },
    [HEADERS_TOO_LARGE]: { description: REASON.headersTooLarge, content: structuredClone(ERROR_JSON) },
  };
  // A body sent to an address or with a method the API does not take is still read first (and
  // headers past the limit are refused before either is looked at).
  const bodyRefusals = {
    400: { $ref: `#/components/responses/${UNREADABLE_BODY}` },
    413: { $ref: `#/components/responses/${BODY_TOO_LARGE}` },
    431: { $ref: `#/components/responses/${HEADERS_TOO_LARGE}` },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    const methods = OPERATION_METHODS.filter((m) => item[m]);
    const pathParams = new Map<string, ParameterObject>();
    for (const method of methods) {
      const op = item[method] as OperationObject;
      declareOperation(method, op, facts.get(op.operationId ?? '') ?? NO_FACTS);
      for (const p of op.parameters ?? []) if (!isRef(p) && p.in === 'path') pathParams.set(p.name, p);
    }
    const allow = new Set(methods.map((m) => m.toUpperCase()));
    if (allow.has('GET')) allow.add('HEAD');
    const extended = item as PathItemObject & Record<string, unknown>;
    if (!item.options) item.options = optionsOperation(path, [...pathParams.values()]);
    extended[X_ALLOW] = [...allow].sort();
    extended[X_METHOD_NOT_ALLOWED] = { ...bodyRefusals, 405: { $ref: `#/components/responses/${METHOD_NOT_ALLOWED}` } };
  }
  nullInNullableEnums(components.schemas);
  nullInNullableRefs(components.schemas);
  (document as OpenAPIObject & Record<string, unknown>)[X_UNKNOWN_ADDRESS] = { ...bodyRefusals, 404: { $ref: `#/components/responses/${UNKNOWN_ADDRESS}` } };
  return document;
}
