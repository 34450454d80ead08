import { MethodNotAllowedException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * How the API's router matches addresses, for fastify and for the table below alike: as express
 * did before the move to fastify, regardless of case and of a trailing slash, so a link or client
 * that worked still works.
 */
export const ROUTER_OPTIONS = { caseSensitive: false, ignoreTrailingSlash: true } as const;

export interface RouteEntry {
  method: string;
  url: string;
}

const noop = () => undefined;

/** Every route of the API by method and pattern, as fastify registered them. */
export class RouteTable {
  private readonly router = FindMyWay(ROUTER_OPTIONS);
  private readonly methods = new Set<string>();
  readonly routes: RouteEntry[] = [];

  add(method: string, url: string): void {
    this.routes.push({ method, url });
    this.methods.add(method);
    if (!this.router.hasRoute(method as HTTPMethod, url)) this.router.on(method as HTTPMethod, url, noop);
  }

  /** The methods the routes for `url` answer (HEAD wherever GET is, as fastify does), in a fixed order. */
  allowed(url: string): string[] {
    const found = new Set<string>();
    for (const method of this.methods) {
      if (this.router.find(method as HTTPMethod, url) === null) continue;
      found.add(method);
      if (method === 'GET') found.add('HEAD');
    }
    return [...found].sort();
  }
}

const tables = new WeakMap<FastifyInstance, RouteTable>();

/** The route table of an app set up by `answerWrongMethods` (the tests walk every route). */
export function routeTableOf(http: FastifyInstance): RouteTable | undefined {
  return tables.get(http);
}

/**
 * A request no route took, to an address the API has with other methods (GET on the sign-in code
 * route, DELETE on health), gets 405 Method Not Allowed with the `Allow` header RFC 9110 asks for,
 * instead of a 404 that says the address does not exist; OPTIONS gets 204 and the same header.
 * Unknown addresses still get 404.
 *
 * fastify's router knows only "no route": the table is built from its `onRoute` events and asked
 * only on the not-found path (`request.is404`), so a routed request pays one property read. The
 * 405 goes to the API's exception filter (one JSON shape, the request id). Call before Nest
 * registers the routes (app.factory.ts).
 */
export function answerWrongMethods(http: FastifyInstance): RouteTable {
  const table = new RouteTable();
  tables.set(http, table);
  http.addHook('onRoute', (route) => {
    // A catch-all (@fastify/cors's OPTIONS * for preflights, when CORS_ORIGINS is set) says nothing
    // about an address: with it, every unknown address would answer 405 instead of 404.
    if (route.url === '*' || route.url === '/*') return;
    for (const method of [route.method].flat()) table.add(method, route.url);
  });
  http.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.is404) return done();
    const allowed = table.allowed(request.url);
    if (allowed.length === 0 || allowed.includes(request.method)) return done();
    reply.header('Allow', allowed.join(', '));
    if (request.method === 'OPTIONS') {
      reply.code(204).send();
      return;
    }
    done(new MethodNotAllowedException(`This address takes ${allowed.join(', ')} only.`));
  });
  return table;
}
