import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What every API answer (JSON, downloads, errors) carries: nothing may load or run from it, and no
 * page may frame it. An API answer opened in a browser (a JSON error, a downloaded SVG) then runs
 * no script and cannot be used for clickjacking. The site's pages get their own policy from the
 * gateway (packages/gateway/src/edge/csp.js).
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
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
  xPermittedCrossDomainPolicies: false,
};

/** The API docs page (swagger-ui, off in production unless API_DOCS says so) is a real page with its own inline script and styles. */
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

/** Where the docs page and its assets live (not /api/docs-json, which is JSON like any answer). */
export const DOCS_PATH = '/api/docs';

/**
 * helmet as the API's first middleware: `API_HEADERS` on every answer (JSON, downloads, errors,
 * 404/405), `DOCS_HEADERS` on the docs page and below it. Before helmet, `Cache-Control: no-store`:
 * answers carry a visitor's own data (the account, who is signed in, a new token), and a browser
 * or a shared proxy kept them without it. OWASP's REST Security Cheat Sheet asks the same of APIs.
 * A route whose answer may be kept says so itself (the catalog: `public, max-age=60`), and Nest sets
 * a route's own header after this middleware.
 *
 * `docs: null` when the docs page is off (production, unless API_DOCS says so): no request then
 * needs its path looked at, and every request runs helmet's API set straight away.
 */
export function securityHeaders(api: HelmetOptions = API_HEADERS, docs: HelmetOptions | null = DOCS_HEADERS): RequestHandler {
  const forApi = helmet(api);
  if (!docs) {
    return (req: Request, res: Response, next: NextFunction): void => {
      res.setHeader('Cache-Control', 'no-store');
      forApi(req, res, next);
    };
  }
  const forDocs = helmet(docs);
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Cache-Control', 'no-store');
    (underPrefix(req.path, DOCS_PATH) ? forDocs : forApi)(req, res, next);
  };
}

/** The path itself or below it: /api/docs and /api/docs/swagger-ui.css, not /api/docs-json. */
function underPrefix(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 0x2f /* / */);
}
