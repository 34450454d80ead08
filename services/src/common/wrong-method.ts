import { Inject, Injectable, MethodNotAllowedException, Optional, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { PARAM_VALUES, ParamRules, type ParamValues } from './param-values';
import { describeRoutingError } from './unroutable';

/** What express's router (express 5, `app.router`) keeps of a route Nest registered. */
interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean | undefined> };
}

/** A callback express's router runs on a route's parameter (`app.param`) before the route takes the request. */
type ParamHandler = (req: Request, res: Response, next: NextFunction, value: string) => void;

interface KnownRoute {
  path: string;
  matches: MatchFunction<Partial<Record<string, string | string[]>>>;
  methods: string[];
}

/**
 * The routes Nest registered, read from express's router, with the matching rules express's router
 * uses for them (path-to-regexp, not case-sensitive, a trailing slash allowed), and the values
 * their parameters take (param-values.ts), as the router applies them. Read on first use, so that
 * routes mounted at init after the controllers' (the docs page) are in it too.
 */
export class RouteTable {
  private known?: KnownRoute[];

  constructor(
    private readonly layers: () => readonly RouteLayer[],
    private readonly params = new ParamRules(),
  ) {}

  /** Every route: its pattern and its methods (the tests walk them). */
  routes(): { path: string; methods: string[] }[] {
    return this.layers().flatMap((layer) => (layer.route ? [layer.route.path].flat().map((path) => ({ path, methods: methodsOf(layer.route!.methods) })) : []));
  }

  /** The methods the routes for `path` answer (HEAD wherever GET is, as express does), in a fixed order. */
  allowed(path: string): string[] {
    this.known ??= this.routes().map(({ path: pattern, methods }) => ({ path: pattern, matches: match(pattern, { sensitive: false, trailing: true, end: true, decode: false }), methods }));
    const found = new Set<string>();
    for (const route of this.known) {
      const matched = route.matches(path);
      if (matched && this.params.takesAll(route.path, matched.params)) for (const method of route.methods) found.add(method);
    }
    return [...found].sort();
  }
}

function methodsOf(methods: Record<string, boolean | undefined>): string[] {
  const out: string[] = [];
  for (const [method, on] of Object.entries(methods)) {
    if (!on || method === '_all') continue;
    out.push(method.toUpperCase());
    if (method === 'get') out.push('HEAD');
  }
  return out;
}

/**
 * A request no route took, to an address the API has with other methods (GET on the sign-in code
 * route, DELETE on health), gets 405 Method Not Allowed with the `Allow` header RFC 9110 asks for,
 * instead of a 404 that says the address does not exist; OPTIONS gets 204 and the same header.
 * Unknown addresses still get 404.
 *
 * Mounted when Nest initialises the app (onModuleInit), after the controllers' routes and before
 * its not-found and error handlers, so it runs only for requests no route took (a routed request
 * never reaches it), and its error reaches the API's exception filter (one JSON shape, the
 * request id). With it, an error middleware gives the router's own error (a broken %-escape in a
 * path parameter) its 400 in plain words (unroutable.ts). The parameters that take a closed list of
 * values (param-values.ts) are checked by express's router (`app.param`) before a route takes a
 * request, so an address a `{kind}` route would otherwise take reaches this answer too.
 */
@Injectable()
export class WrongMethodAnswer implements OnModuleInit {
  private table?: RouteTable;
  private readonly params: ParamRules;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Optional() @Inject(PARAM_VALUES) paramValues?: readonly ParamValues[],
  ) {
    this.params = new ParamRules(paramValues);
  }

  /** The routes of this app, once it is initialised. */
  get routes(): RouteTable | undefined {
    return this.table;
  }

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<{ router: { stack: RouteLayer[] }; use: (handler: unknown) => void; param: (name: string, handler: ParamHandler) => void }>();
    const params = this.params;
    const table = (this.table = new RouteTable(() => app.router.stack, params));
    // The router calls back once per request and value of a name (it keeps the verdict), so a
    // name's rules must agree on every route that can match one address: they hold below a path.
    for (const name of params.names()) {
      app.param(name, (req, _res, next, value) => {
        const route = (req.route as { path?: unknown } | undefined)?.path;
        if (typeof route !== 'string' || params.takes(route, name, value)) next();
        else next('route');
      });
    }
    app.use((req: Request, res: Response, next: NextFunction) => {
      const allowed = table.allowed(req.path);
      if (allowed.length === 0 || allowed.includes(req.method)) return next();
      res.setHeader('Allow', allowed.join(', '));
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      next(new MethodNotAllowedException(`This address takes ${allowed.join(', ')} only.`));
    });
    app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => next(describeRoutingError(error) ?? error));
  }
}
