import { Injectable, MethodNotAllowedException, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';

/** What express's router keeps of each route (express 5 / router 2). */
interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * A request no route took, to an address the API has with other methods (GET on the sign-in code
 * route, DELETE on health), gets 405 Method Not Allowed with the `Allow` header RFC 9110 asks for,
 * instead of a 404 that says the address does not exist; OPTIONS gets 204 and the same header.
 * Unknown addresses still get 404.
 *
 * Mounted when Nest initialises the app, after the controllers' routes and before its not-found
 * and error handlers (as the docs page, docs-page.ts), so it sees only requests no route took, and
 * its error reaches the API's exception filter (one JSON shape, the request id). The routes are
 * read from express's router at that moment: this runs only on the not-found path.
 */
@Injectable()
export class WrongMethodAnswer implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<{ router: { stack: RouteLayer[] }; use: (handler: unknown) => void }>();
    const layers = app.router.stack;
    app.use((req: Request, res: Response, next: NextFunction) => {
      const allowed = allowedMethods(layers, req.path);
      if (allowed.length === 0 || allowed.includes(req.method)) return next();
      res.setHeader('Allow', allowed.join(', '));
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      next(new MethodNotAllowedException(`This address takes ${allowed.join(', ')} only.`));
    });
  }
}

/** The methods the routes for `path` answer (HEAD wherever GET is, as express does), in a fixed order. */
export function allowedMethods(layers: RouteLayer[], path: string): string[] {
  const methods = new Set<string>();
  for (const layer of layers) {
    if (!layer.route || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
    }
  }
  return [...methods].sort();
}
