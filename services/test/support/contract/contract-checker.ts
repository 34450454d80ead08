import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import type { RecordedAnswer } from './answer-recorder';

/** The committed contract, as the API's clients read it. */
export const CONTRACT_FILE = path.join(__dirname, '..', '..', '..', 'openapi.json');

/**
 * Addresses the API serves outside its public contract on purpose, checked by their own tests:
 * the docs page (the contract itself, as HTML and JSON, when API_DOCS is on) and the Prometheus
 * text for the scraper (metrics.module.ts excludes it from the document).
 */
const OUTSIDE_CONTRACT = [/^\/api\/docs(?:[/-]|$)/i, /^\/api\/metrics\/?$/i];

// Names the contract uses (services/src/contract/common-answers.ts); the test reads the JSON only.
const X_ALLOW = 'x-allow';
const X_METHOD_NOT_ALLOWED = 'x-method-not-allowed';
const X_UNKNOWN_ADDRESS = 'x-unknown-address';
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Media {
  schema?: unknown;
}
interface Response {
  description?: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, Media>;
  $ref?: string;
}
type Responses = Record<string, Response>;
interface Operation {
  responses: Responses;
}
type PathItem = Record<string, unknown>;
interface Document {
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
  [extension: string]: unknown;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** The same with no empty parameter: a router may take `//` as an empty one, or as no route. */
  strict: RegExp;
  item: PathItem;
}

const mediaBase = (type: string) => type.split(';')[0].trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
const methodsOf = (header: string) => new Set(header.split(',').map((m) => m.trim().toUpperCase()).filter(Boolean));

/** `{id}` becomes one path segment; matched as the router does: any case, an optional trailing slash. */
function routeOf(template: string, item: PathItem): Route {
  const source = (param: string) =>
    template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? param : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
  return { template, pattern: new RegExp(`^${source('[^/]*')}/?$`, 'i'), strict: new RegExp(`^${source('[^/]+')}/?$`, 'i'), item };
}

/** Compares the API's answers with services/openapi.json: status, content type, JSON body, and Allow. */
export class ContractChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: Document) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'contract.json', components: { schemas: doc.components?.schemas ?? {} } });
    // Literal paths before templated ones: /admin/inquiries.csv is not /admin/inquiries/{id}.
    this.routes = Object.entries(doc.paths)
      .map(([template, item]) => routeOf(template, item))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  static fromFile(file = CONTRACT_FILE): ContractChecker {
    return new ContractChecker(JSON.parse(fs.readFileSync(file, 'utf8')) as Document);
  }

  /** null when the contract declares `answer`; else what is wrong, naming the request and what is declared. */
  check(answer: RecordedAnswer): string | null {
    const pathname = answer.url.split('?')[0];
    if (OUTSIDE_CONTRACT.some((p) => p.test(pathname))) return null;
    const route = this.routes.find((r) => r.pattern.test(pathname));
    const where = `${answer.method} ${pathname}`;
    if (!route) return this.checkResponses(answer, this.doc[X_UNKNOWN_ADDRESS] as Responses | undefined, `${where} (no path of the contract)`, X_UNKNOWN_ADDRESS);
    const problem = this.checkRoute(answer, route, where);
    // An empty parameter (`/payments//check`): express routes it nowhere (404), another router to the route with ''.
    if (problem && !route.strict.test(pathname) && !this.checkResponses(answer, this.doc[X_UNKNOWN_ADDRESS] as Responses | undefined, where, X_UNKNOWN_ADDRESS)) return null;
    return problem;
  }

  private checkRoute(answer: RecordedAnswer, route: Route, where: string): string | null {
    const method = answer.method.toLowerCase();
    const op = (route.item[method] ?? (method === 'head' ? route.item.get : undefined)) as Operation | undefined;
    const label = `${where} (${answer.method} ${route.template})`;
    const allow = (route.item[X_ALLOW] as string[] | undefined) ?? [];
    if (!op || !OPERATION_METHODS.includes(method)) {
      return this.checkResponses(answer, route.item[X_METHOD_NOT_ALLOWED] as Responses | undefined, `${label}: a method the address does not take`, X_METHOD_NOT_ALLOWED, allow);
    }
    return this.checkResponses(answer, op.responses, label, 'responses', method === 'options' ? allow : undefined);
  }

  private resolve(response: Response): Response {
    if (!response.$ref) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    return this.doc.components?.responses?.[name] ?? {};
  }

  private checkResponses(answer: RecordedAnswer, responses: Responses | undefined, label: string, declaredIn: string, allow?: string[]): string | null {
    const declared = Object.keys(responses ?? {});
    const found = responses?.[String(answer.status)] ?? responses?.[`${String(answer.status)[0]}XX`] ?? responses?.default;
    const type = answer.headers['content-type'] ?? '';
    const said = `${label} answered ${answer.status}${type ? ` ${mediaBase(type)}` : ''}`;
    if (!found) return `${said}: status not declared (${declaredIn}: ${declared.join(', ') || 'none'})`;
    const response = this.resolve(found);
    if (allow && (answer.status === 405 || answer.status === 204)) {
      const problem = this.allowProblem(answer, allow);
      if (problem) return `${said}: ${problem}`;
    }
    const content = response.content ?? {};
    const types = Object.keys(content);
    const head = answer.method === 'HEAD';
    if (types.length === 0) {
      if (answer.body.length > 0) return `${said}: a body where the contract declares none`;
      return null;
    }
    const media = types.find((t) => t === mediaBase(type) || t === '*/*' || (t.endsWith('/*') && mediaBase(type).startsWith(t.slice(0, -1))));
    if (!media) return `${said}: content type ${type || '(none)'} not declared (${types.join(', ')})`;
    if (head || !isJson(media) || !content[media].schema) return null;
    return this.bodyProblem(answer, content[media].schema, said);
  }

  private allowProblem(answer: RecordedAnswer, allow: string[]): string | null {
    const header = answer.headers.allow;
    // A CORS preflight is answered by the CORS layer with Access-Control-Allow-Methods instead.
    if (header === undefined) return answer.status === 204 && answer.headers['access-control-allow-methods'] ? null : 'no Allow header';
    const sent = methodsOf(header);
    sent.delete('OPTIONS'); // listing OPTIONS itself is allowed (RFC 9110 9.3.7) and says nothing about the routes
    const expected = new Set(allow);
    const same = sent.size === expected.size && [...sent].every((m) => expected.has(m));
    return same ? null : `Allow: ${header}, the contract says ${allow.join(', ')}`;
  }

  private bodyProblem(answer: RecordedAnswer, schema: unknown, said: string): string | null {
    if (answer.truncated) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return `${said}: the body is not JSON (${JSON.stringify(answer.body.toString('utf8').slice(0, 80))})`;
    }
    const validate = this.validatorFor(schema);
    if (!validate(body)) {
      const first = validate.errors?.[0];
      const at = first?.instancePath ?? '';
      const value = at.split('/').slice(1).reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), body);
      return `${said}: body ${at || '/'} ${first?.message ?? 'does not match'} ${JSON.stringify(first?.params ?? {})}, is ${JSON.stringify(value)?.slice(0, 120)}`;
    }
    const shape = schema as { $ref?: string };
    if (shape.$ref?.endsWith('/ErrorBodyDto') && (body as { statusCode?: unknown }).statusCode !== answer.status) {
      return `${said}: the error body says statusCode ${String((body as { statusCode?: unknown }).statusCode)}`;
    }
    return null;
  }

  private validatorFor(schema: unknown): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      // The document's references point into its own components, held here as contract.json.
      const local = JSON.parse(key.replace(/"#\/components\//g, '"contract.json#/components/')) as object;
      validate = this.ajv.compile(local);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** The problems of `answers`, the same problem of the same route counted once, each with the first test that met it. */
export function contractProblems(checker: ContractChecker, answers: readonly RecordedAnswer[]): string[] {
  const seen = new Map<string, { test: string | undefined; count: number }>();
  for (const answer of answers) {
    const problem = checker.check(answer);
    if (!problem) continue;
    const entry = seen.get(problem);
    if (entry) entry.count += 1;
    else seen.set(problem, { test: answer.test, count: 1 });
  }
  return [...seen].map(([problem, { test, count }]) => `${problem}${count > 1 ? ` (${count} times)` : ''}${test ? ` [test: ${test}]` : ''}`);
}
