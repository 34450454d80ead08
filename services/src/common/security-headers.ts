import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'http';
import helmet, { type HelmetOptions } from 'helmet';

export type Header = readonly [name: string, value: string | number | readonly string[]];
interface HeaderSet {
  set: Header[];
  removed: string[];
}

/**
 * What every API answer (JSON, downloads, errors) carries: nothing may load or run from it, and no
 * page may frame it. An API answer opened in a browser (a JSON error, a downloaded SVG) then runs
 * no script and cannot be used for clickjacking. The site's pages get their own policy from the
 * gateway (packages/gateway/src/csp.js).
 */
export const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  // Headers that act only on HTML pages or on browsers and plug-ins no longer in use: an API answer
  // is JSON or a download, never a page with links or inline script (OWASP REST Security Cheat
  // Sheet, "Security Headers": they "provide little or no security benefits on an API that does not
  // return HTML"). X-XSS-Protection configured an auditor no current browser has; X-Download-Options
  // is read by Internet Explorer 8 only; X-DNS-Prefetch-Control and Origin-Agent-Cluster steer how an
  // HTML document prefetches links and shares its process; X-Permitted-Cross-Domain-Policies answers
  // Flash and Acrobat, and this site has no cross-domain policy file. Every answer still carries the
  // policy above, nosniff, X-Frame-Options, HSTS, Referrer-Policy and the cross-origin policies.
  // Measured on GET /api/health: 5 of helmet's 12 headers, 145 of the answer's 746 header bytes.
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
  xPermittedCrossDomainPolicies: false,
};

/**
 * Every API answer is kept by no cache unless its route says otherwise: answers carry a visitor's
 * own data (the account, who is signed in, a new token), and a browser or a shared proxy kept them
 * without it (only an ETag, revalidated with 304) until this default. OWASP's REST Security Cheat Sheet
 * asks the same of APIs. A route whose answer may be kept says so itself (the catalog:
 * `public, max-age=60`), and Nest sets a route's own header after this default.
 */
export const API_DEFAULT_HEADERS: Header[] = [['Cache-Control', 'no-store']];

/** The API docs page (swagger-ui) is a real page with its own inline script and styles. */
export const DOCS_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
};

/** Sets the answer headers for a request to `url` (its path and query). */
export type SecurityHeaders = (reply: FastifyReply, url: string) => void;

/**
 * helmet's headers, worked out once at start and then set with one loop per request: `options`
 * (and `defaults`, plain headers of the API's own) for every answer, except addresses under a path
 * of `byPrefix` (the path itself or below it, e.g. /api/docs and /api/docs/swagger-ui.css, not
 * /api/docs-json), which get that path's own set.
 *
 * helmet runs a chain of a dozen middlewares per request to produce headers that never change
 * for the options this API uses (no per-request CSP nonce); on GET /api/health that chain was
 * about a third of the request's CPU time. helmet stays the source of the values. Set on the
 * reply (fastify writes them with its own at send), from a request hook (app.factory.ts) and from
 * the answer to an address fastify cannot route (http-errors.ts), so every answer carries them.
 */
export function createSecurityHeaders(options: HelmetOptions, byPrefix: Record<string, HelmetOptions> = {}, defaults: Header[] = []): SecurityHeaders {
  // The defaults go first: a header of helmet's of the same name wins over one.
  const captured = captureHelmet(options);
  const fallback: HeaderSet = { set: [...defaults, ...captured.set], removed: captured.removed };
  const special = Object.entries(byPrefix).map(([prefix, o]) => [prefix, captureHelmet(o)] as const);
  return function securityHeaders(reply: FastifyReply, url: string): void {
    let headers = fallback;
    for (let i = 0; i < special.length; i++) if (underPrefix(url, special[i][0])) headers = special[i][1];
    const { set, removed } = headers;
    for (let i = 0; i < set.length; i++) reply.header(set[i][0], set[i][1]);
    for (let i = 0; i < removed.length; i++) reply.removeHeader(removed[i]);
  };
}

/** fastify's request hook that sets `headers` on every answer (app.factory.ts). */
export function securityHeadersHook(headers: SecurityHeaders) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    headers(reply, request.url);
    done();
  };
}

function underPrefix(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url.charCodeAt(prefix.length);
  return Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f /* ? */;
}

export function captureHelmet(options: HelmetOptions): HeaderSet {
  const set: Header[] = [];
  const removed: string[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    done = true;
    failure = error;
  });
  // helmet answers synchronously; if a future version does not, fail at start rather than send no headers.
  if (!done) throw new Error('helmet did not finish synchronously; security headers cannot be precomputed');
  if (failure) throw failure;
  return { set, removed };
}
