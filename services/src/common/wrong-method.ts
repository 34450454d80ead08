import { Injectable, MethodNotAllowedException, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { describeRoutingError } from './unroutable';

/** What express's router (express 5, `app.router`) keeps of a route Nest registered. */
interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean | undefined> };
}

interface KnownRoute {
  matches: MatchFunction<object>;
  methods: string[];
}

/**
 * The routes Nest registered, read from express's router, with the matching rules express's router
 * uses for them (path-to-regexp, not case-sensitive, a trailing slash allowed). Read on first use,
 * so that routes mounted at init after the controllers' (the docs page) are in it too.
 */
export class RouteTable {
  private known?: KnownRoute[];

  constructor(private readonly layers: () => readonly RouteLayer[]) {}

  /** Every route: its pattern and its methods (the tests walk them). */
  routes(): { path: string; methods: string[] }[] {
    return this.layers().flatMap((layer) => (layer.route ? [layer.route.path].flat().map((path) => ({ path, methods: methodsOf(layer.route!.methods) })) : []));
  }

  /** The methods the routes for `path` answer (HEAD wherever GET is, as express does), in a fixed order. */
  allowed(path: string): string[] {
    this.known ??= this.routes().map(({ path: pattern, methods }) => ({ matches: match(pattern, { sensitive: false, trailing: true, end: true, decode: false }), methods }));
    const found = new Set<string>();
    for (const route of this.known) if (route.matches(path)) for (const method of route.methods) found.add(method);
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
 * path parameter) its 400 in plain words (unroutable.ts).
 */
@Injectable()
export class WrongMethodAnswer implements OnModuleInit {
  private table?: RouteTable;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The routes of this app, once it is initialised. */
  get routes(): RouteTable | undefined {
    return this.table;
  }

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<{ router: { stack: RouteLayer[] }; use: (handler: unknown) => void }>();
    const table = (this.table = new RouteTable(() => app.router.stack));
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
