import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { LIMITED_WRITE } from '../auth/write-rate-limit';
import { BODY_TYPE, CROSS_SITE_ALLOWED } from '../common/request-guards';

/** What a route's decorators say about the answers it can give beyond its own ones. */
export interface RouteFacts {
  /** @CrossSiteAllowed: a server-to-server route, so no 403 for a cross-site write. */
  crossSiteAllowed: boolean;
  /** The media type its body must have (@AcceptsBody; JSON otherwise): anything else is 415. */
  bodyType: string;
  /** @LimitWritesPerIp: 429 past the limit. */
  limited: boolean;
  /** @ApiProduces: the types of its successful answers (files, CSV). */
  produces: string[];
}

type Handler = (...args: unknown[]) => unknown;

/** A controller's methods, inherited ones included (a list's routes can come from a shared base class), the nearest of each name. */
function handlersOf(controller: new (...args: unknown[]) => unknown): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (let proto = controller.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const value = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (name !== 'constructor' && typeof value === 'function' && !handlers.has(name)) handlers.set(name, value as Handler);
    }
  }
  return handlers;
}

/**
 * The facts of every handler of every controller of `app`, by the operation id the OpenAPI
 * document gives it (swagger's default: `<Controller>_<method>`). Read from the module graph and
 * the decorators' metadata only, so it works in preview mode and on any HTTP adapter.
 */
export function routeFactsOf(app: INestApplication): Map<string, RouteFacts> {
  const reflector = new Reflector();
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller || typeof controller !== 'function') continue;
      for (const [name, handler] of handlersOf(controller)) {
        const targets = [handler, controller];
        facts.set(`${controller.name}_${name}`, {
          crossSiteAllowed: reflector.getAllAndOverride<boolean | undefined>(CROSS_SITE_ALLOWED, targets) === true,
          bodyType: reflector.getAllAndOverride<string | undefined>(BODY_TYPE, targets) ?? 'application/json',
          limited: reflector.get<string | undefined>(LIMITED_WRITE, handler) !== undefined,
          produces: reflector.getAllAndMerge<string[]>(DECORATORS.API_PRODUCES, targets) ?? [],
        });
      }
    }
  }
  return facts;
}
