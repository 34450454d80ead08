/**
 * A path parameter that takes a closed list of values on some routes (what the contract declares as
 * its enum): the content editor's `{kind}` is a kind of content. express's router has no way to say
 * so in a route's path, and a route whose parameter takes any word also takes the addresses beside
 * it that other routes own: `PUT /api/admin/content/images/{id}` was the editor's `PUT {kind}/{id}`,
 * a 404 "No such kind of content." after the staff check, where the address takes GET only.
 *
 * With a rule, such a route does not take the request (express's router goes on to the next route,
 * `next('route')`), so the address is its own route's alone whatever order the modules register
 * them in, and a method it does not take reaches the 405 every address gives (wrong-method.ts),
 * whose Allow applies the same rules.
 */
export interface ParamValues {
  /** The routes it holds on: the route with this path and those below it (`/api/admin/content/:kind`). */
  routes: string;
  /** The parameter's name in those paths (`kind`). */
  name: string;
  values: readonly string[];
}

/** The injection token of the rules (the list is in app.module.ts). */
export const PARAM_VALUES = Symbol('PARAM_VALUES');

const holdsOn = (rule: ParamValues, routePath: string) => routePath === rule.routes || routePath.startsWith(`${rule.routes}/`);

/** A value as express's router hands it to a route: %-escapes decoded (a broken one is refused by the router before this matters). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export class ParamRules {
  constructor(private readonly rules: readonly ParamValues[] = []) {}

  /** The parameter names a rule is about: express calls back on each. */
  names(): string[] {
    return [...new Set(this.rules.map((rule) => rule.name))];
  }

  /** Whether the route at `routePath` takes `value` (decoded) as its parameter `name`. */
  takes(routePath: string, name: string, value: string): boolean {
    return this.rules.every((rule) => rule.name !== name || !holdsOn(rule, routePath) || rule.values.includes(value));
  }

  /** Whether the route at `routePath` takes every parameter of an address it matched (values as sent, still %-escaped). */
  takesAll(routePath: string, params: Partial<Record<string, string | string[]>>): boolean {
    return Object.entries(params).every(([name, value]) => typeof value !== 'string' || this.takes(routePath, name, decoded(value)));
  }
}
